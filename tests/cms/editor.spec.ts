/**
 * The content editor as an editor uses it (playwright.cms.config.ts, npm run test:cms): open
 * /admin, sign in through the local backend, open the portfolio, change the section's title, add a
 * photo to a project's gallery by uploading it, publish; then the YAML file and the photo are on
 * disk, in the test's copy of the working tree only. And the hosted editor's page loads under its
 * own Content-Security-Policy.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { portfolio } from '@/content/portfolio'

/** The copy scripts/with-content-set.sh made for the set tests/fixtures/content-sets/cms. */
const copy = '.content-sets/cms'
const portfolioFile = join(copy, 'content/portfolio.yaml')
const photo = 'tests/fixtures/content-sets/cms/new-porch.jpg'
const savedPhoto = join(copy, 'content/images/new-porch.jpg')

test.beforeAll(() => {
  // Until the content is YAML (issue 23) the file is today's portfolio as JSON, which is YAML too.
  if (!existsSync(portfolioFile)) writeFileSync(portfolioFile, JSON.stringify(portfolio, null, 2))
})

test('an editor changes a title and adds a photo to a gallery, and both are saved to the files', async ({
  page,
}) => {
  const before = readFileSync(portfolioFile, 'utf8')
  const [project, nextProject] = portfolio.projects
  if (!project || !nextProject) throw new Error('the portfolio needs two projects for this test')

  await page.goto('/admin')
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('link', { name: 'Portfolio' }).click()
  await page.getByText('Projects and categories').click()

  // Decap gives each field's box the id "<field name>-field-<n>".
  const heading = page.locator('[id^="heading-field-"]')
  await heading.getByRole('button', { name: 'Expand' }).click()
  await heading.getByLabel('Title', { exact: true }).fill('Homes we rebuilt on the peninsula')

  // The project's folded row: its first button unfolds it.
  const item = page.getByText(project.title, { exact: true }).locator('..')
  await item.getByRole('button').first().click()
  const gallery = item.locator('[id^="gallery-field-"]')
  await gallery.getByRole('button', { name: 'Add picture' }).click()
  await gallery.getByRole('button', { name: 'Choose an image' }).click()
  const library = page.getByRole('dialog')
  const chooser = page.waitForEvent('filechooser')
  await library.getByText('Upload', { exact: true }).click()
  await (await chooser).setFiles(photo)
  await library.getByRole('button', { name: 'Choose selected' }).click()
  await gallery.getByLabel('Alt text', { exact: true }).last().fill('A new cedar porch')

  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()

  const after = readFileSync(portfolioFile, 'utf8')
  expect(after).not.toBe(before)
  expect(after).toContain('title: Homes we rebuilt on the peninsula')
  // The new picture is in the first project's gallery: after its id, before the next project's.
  const added = after.indexOf('- src: /images/new-porch.jpg\n')
  expect(added).toBeGreaterThan(after.indexOf(`id: ${project.id}\n`))
  expect(added).toBeLessThan(after.indexOf(`id: ${nextProject.id}\n`))
  expect(after.slice(added)).toMatch(
    /^- src: \/images\/new-porch\.jpg\n\s+alt: A new cedar porch\n/,
  )
  // In the schema's order, not Decap's hashed one (lib/content/cms-editor.js), and no emptied field.
  expect(after).toContain(`- id: ${project.id}\n    title: ${project.title}\n`)
  expect(after).not.toMatch(/: ""$/m)

  expect(readFileSync(savedPhoto)).toEqual(readFileSync(photo))
  // The developer's own working tree is untouched.
  expect(existsSync('content/images/new-porch.jpg')).toBe(false)
})

test.describe('the hosted editor', () => {
  // scripts/serve.mjs would first brotli-compress Decap's 5 MB bundle at the highest quality (some
  // 15 s here); what is tested is the policy, not the compression.
  test.use({ extraHTTPHeaders: { 'Accept-Encoding': 'identity' } })

  test('starts under its own Content-Security-Policy and offers GitHub sign-in', async ({
    page,
  }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    )
    const response = await page.goto(
      `http://127.0.0.1:${process.env.CMS_TEST_HOSTED_PORT ?? 3610}/`,
    )
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'")
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
    expect(violations).toEqual([])
  })
})
