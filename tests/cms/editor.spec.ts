/**
 * The content editor as an editor uses it (playwright.cms.config.ts, npm run test:cms): open
 * /admin, sign in through the local backend, open the portfolio, change the section's title, add a
 * photo to a project's gallery by uploading it, publish; then the YAML file and the photo are on
 * disk, in the test's copy of the working tree only. And the hosted editor's page loads under its
 * own Content-Security-Policy.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { parse } from 'yaml'
import type { Portfolio } from '@/lib/content/schema'

/** The copy scripts/with-content-set.sh made for the set tests/fixtures/content-sets/cms. */
const copy = '.content-sets/cms'
const portfolioFile = join(copy, 'content/portfolio.yaml')
const photo = 'tests/fixtures/content-sets/cms/new-porch.jpg'
const savedPhoto = join(copy, 'content/images/new-porch.jpg')
/** The edited content, laid over another copy to be checked and built (the dev server keeps its own). */
const savedSet = '.content-sets/.sources/cms-saved'
const built = '.content-sets/cms-saved/out'

const readPortfolio = () => parse(readFileSync(portfolioFile, 'utf8')) as Portfolio

test('an editor renames a project and adds a photo to its gallery; the check passes and the built page shows both', async ({
  page,
}) => {
  // Three steps of a few seconds each, then the content check and a whole build of the edited copy.
  test.setTimeout(480_000)
  const [project] = readPortfolio().projects
  if (!project) throw new Error('the portfolio needs a project for this test')
  const newTitle = `${project.title} and Garden Porch`

  await page.goto('/admin')
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('link', { name: 'Portfolio' }).click()
  await page.getByText('Projects and categories').click()

  // The project's folded row: its first button unfolds it. Decap gives each field's box the id
  // "<field name>-field-<n>".
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
  // Last, since the row is found by the title it shows.
  await item.getByRole('textbox', { name: 'Title', exact: true }).first().fill(newTitle)

  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()

  // The data file holds both changes, in the schema's order (lib/content/cms-editor.js) and with
  // no emptied field; the photo is in content/images; the developer's own tree is untouched.
  const saved = readPortfolio().projects[0]!
  expect(saved.title).toBe(newTitle)
  expect(Object.keys(saved).slice(0, 2)).toEqual(['id', 'title'])
  expect(saved.gallery?.at(-1)).toEqual({ src: '/images/new-porch.jpg', alt: 'A new cedar porch' })
  expect(readFileSync(portfolioFile, 'utf8')).not.toMatch(/: ""$/m)
  expect(readFileSync(savedPhoto)).toEqual(readFileSync(photo))
  expect(existsSync('content/images/new-porch.jpg')).toBe(false)

  // The content check passes on what the editor saved, and the built page shows both changes.
  rmSync(savedSet, { recursive: true, force: true })
  mkdirSync(savedSet, { recursive: true })
  cpSync(join(copy, 'content'), join(savedSet, 'content'), { recursive: true })
  execFileSync(
    'bash',
    [
      'scripts/with-content-set.sh',
      savedSet,
      'bash',
      '-c',
      'npm run content:check && npm run build',
    ],
    { stdio: 'inherit' },
  )
  const { document } = new JSDOM(readFileSync(join(built, `portfolio/${project.id}.html`), 'utf8'))
    .window
  expect(document.querySelector('h1')?.textContent).toBe(newTitle)
  const added = document.querySelector('#gallery img[alt="A new cedar porch"]')
  expect(
    added?.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset'),
  ).toMatch(/\/images\/responsive\/new-porch-\d+\.avif/)
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
