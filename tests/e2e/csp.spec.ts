import { expect, test } from './fixtures'
import {
  content,
  destination,
  escapeRegExp,
  formField,
  headerLinks,
  headerLinksOn,
  landing,
} from './content'
import {
  expectMailtoTo,
  fillContactForm,
  watchMailtoNavigations,
  watchPolicyViolations,
} from './visitor'

const { navigation, contactForm } = content
const { fallback, messages } = contactForm

/**
 * A visitor uses every feature of the site, served by Cloudflare's runtime with the generated
 * headers. Each test fails on any Content-Security-Policy violation. Every page's load is
 * every-route.spec.ts's, under the same policy from out/_headers (headers.spec.ts checks that
 * Cloudflare sends the rule each kind of address matches).
 */
let violations: string[] = []
test.beforeEach(async ({ page }) => {
  violations = await watchPolicyViolations(page)
})
test.afterEach(() => {
  expect(violations).toEqual([])
})

test('header links and the scroll-to-top link', async ({ page }) => {
  // What the policy allows as each link is followed, not the smooth scroll (motion-zoom.spec): a
  // click while the previous link's scroll was still under way once missed its link in CI.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  let from = '/about'
  await page.goto(from)
  for (const { label } of headerLinks) {
    // A link that led to another page: its pictures and fonts settle first, so the next click
    // lands where the link is (under two busy workers a click once hit the page still moving).
    await page.waitForLoadState('load')
    // Where it leads from this page: on the home page, some scroll to its sections.
    const link = headerLinksOn(from).find((shown) => shown.label === label)!
    await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(destination(from, link.href))
    await expect(landing(page, link.href)).toBeInViewport()
    from = new URL(page.url()).pathname
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.getByRole('link', { name: navigation.scrollToTop, exact: true }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the mobile menu opens and leads where its link points', async ({ page }) => {
    await page.goto('/services')
    await page.getByRole('button', { name: navigation.menu.toggle, exact: true }).click()
    const menu = page.getByRole('navigation', { name: navigation.menu.label, exact: true })
    const chosen = headerLinks[0]!
    await menu.getByRole('link', { name: chosen.label, exact: true }).click()
    await expect(page).toHaveURL(destination('/services', chosen.href))
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
  const form = page.locator('form:has([formaction^="mailto:"])')
  const send = form.getByRole('button', { name: contactForm.submit, exact: true })
  // Blank answers pass the browser's own check of required fields; the form's script catches them.
  for (const name of ['firstName', 'lastName', 'projectDetails'] as const)
    await formField(form, name).fill('  ')
  await formField(form, 'email').fill('ada@example.com')
  await send.click()
  await expect(page.getByText(messages.missingText, { exact: true })).toBeVisible()

  await fillContactForm(page)
  await send.click()
  await expect(page.getByText(messages.successTitle, { exact: true })).toBeVisible()
  await expectMailtoTo(mailto)

  const region = page.getByRole('region', { name: fallback.heading, exact: true })
  await region.getByRole('button', { name: fallback.copy, exact: true }).click()
  await expect(region.getByText(fallback.copied, { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Ada Lovelace')

  // The web mail services are other sites: open each tab, but do not load it.
  await context.route(/^https:\/\/(mail\.google\.com|outlook\.live\.com)\//, (route) =>
    route.abort(),
  )
  for (const [name, host] of [
    [fallback.gmail, 'https://mail.google.com/'],
    [fallback.outlook, 'https://outlook.live.com/'],
  ] as const) {
    const [popup, request] = await Promise.all([
      page.waitForEvent('popup'),
      context.waitForEvent('request', (request) => request.url().startsWith(host)),
      region.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) }).click(),
    ])
    expect(request.url()).toContain('Ada%20Lovelace')
    await popup.close()
  }
})
