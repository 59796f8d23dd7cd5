import { expect, test } from '@playwright/test'
import { notFoundPath, pages } from './routes'
import {
  expectMailtoTo,
  fillContactForm,
  watchMailtoNavigations,
  watchPolicyViolations,
} from './visitor'

/**
 * A visitor uses every feature of the site, served by Cloudflare's runtime with the generated
 * headers. Each test fails on any Content-Security-Policy violation.
 */
let violations: string[] = []
test.beforeEach(async ({ page }) => {
  violations = await watchPolicyViolations(page)
})
test.afterEach(() => {
  expect(violations).toEqual([])
})

test('every page and the 404 page load and run without a violation', async ({ page }) => {
  for (const { path, h1 } of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await page.waitForLoadState('networkidle')
  }
  const response = await page.goto(notFoundPath)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('header links and the scroll-to-top link', async ({ page }) => {
  await page.goto('/about')
  for (const [name, hash] of [
    ['Services', '#services'],
    ['Portfolio', '#portfolio'],
    ['About', '#about'],
    ['Consultation', '#contact'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click()
    await expect(page).toHaveURL(`/${hash}`)
    await expect(page.locator(hash)).toBeInViewport()
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.getByRole('link', { name: 'Scroll to top' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the mobile menu opens and leads to a section', async ({ page }) => {
    await page.goto('/services')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('link', { name: 'Portfolio' }).click()
    await expect(page).toHaveURL('/#portfolio')
    await expect(menu).toBeHidden()
  })
})

test('the contact form: error toast, success toast, and every fallback', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const mailto = await watchMailtoNavigations(page)
  await page.goto('/#contact')
  const form = page.locator('form[action^="mailto:"]')
  // Blank answers pass the browser's own check of required fields; the form's script catches them.
  for (const label of ['First name', 'Last name', 'Project details'])
    await form.getByLabel(label).fill('  ')
  await form.getByLabel('Email').fill('ada@example.com')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Please fill in all required fields')).toBeVisible()

  await fillContactForm(page)
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Email Client Opened')).toBeVisible()
  await expectMailtoTo(mailto, 'hello@saltwooddesignbuild.com')

  const fallback = page.getByRole('region', { name: 'Email app did not open?' })
  await fallback.getByRole('button', { name: 'Copy message' }).click()
  await expect(fallback.getByText('Message and our email address copied.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Ada Lovelace')

  // The web mail services are other sites: open each tab, but do not load it.
  await context.route(/^https:\/\/(mail\.google\.com|outlook\.live\.com)\//, (route) =>
    route.abort(),
  )
  for (const [name, host] of [
    ['Open in Gmail', 'https://mail.google.com/'],
    ['Open in Outlook.com', 'https://outlook.live.com/'],
  ] as const) {
    const [popup, request] = await Promise.all([
      page.waitForEvent('popup'),
      context.waitForEvent('request', (request) => request.url().startsWith(host)),
      fallback.getByRole('link', { name: new RegExp(name) }).click(),
    ])
    expect(request.url()).toContain('Ada%20Lovelace')
    await popup.close()
  }
})
