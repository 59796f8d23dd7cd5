import { expect, type Page, test } from './fixtures'
import { content, destination, headerLinks, hero, landing } from './content'
import { pages } from './routes'
import {
  expectMailtoTo,
  fillContactForm,
  watchMailtoNavigations,
  watchPolicyViolations,
} from './visitor'

const { site, home, navigation, contactForm } = content
const { fallback } = contactForm
/** The header's links and its consultation button. */
const header = (page: Page) => page.getByRole('banner')
/** The header links to sections of the home page, by default all of them. */
const sectionLinks = headerLinks.filter((link) => link.href.startsWith('/#'))
const runtimeFiles = /\/_next\/static\/.*\.js(\?.*)?$/

test.describe('when the CDN fails to deliver the JavaScript', () => {
  test.beforeEach(async ({ context }) => {
    await context.route(runtimeFiles, (route) => route.abort())
  })

  // No page fetches a script before its load (every-route.spec.ts checks each), so a page without
  // its runtime is the page every visitor first sees: loaded once here, its pictures too.
  test('every page shows its heading and every picture', async ({ page }) => {
    test.setTimeout(30_000 + pages.length * 1_500)
    for (const { path, h1 } of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      // Every picture loads (artwork is plain <img>, not a script-driven component).
      const pictures = await page.evaluate(() =>
        [...document.images].map(
          (image) =>
            `${image.getAttribute('src')} ${image.loading === 'lazy' || image.naturalWidth > 0}`,
        ),
      )
      for (const picture of pictures) expect(picture).toMatch(/^\/.* true$/)
    }
  })

  test('links and anchors work', async ({ page }) => {
    // A header link to a section of the home page, from another page.
    await page.goto('/about')
    const section = sectionLinks[0] ?? headerLinks[0]!
    await header(page).getByRole('link', { name: section.label, exact: true }).click()
    await expect(page).toHaveURL(destination('/about', section.href))
    await expect(landing(page, section.href)).toBeInViewport()
    // The hero's first button, on the home page.
    await page.goto('/')
    await hero(page).getByRole('link', { name: home.hero.primary.label, exact: true }).click()
    await expect(page).toHaveURL(destination('/', home.hero.primary.href))
    await expect(landing(page, home.hero.primary.href)).toBeInViewport()
    await page.goto('/')
    const { allServices } = home.servicesOverview
    await page
      .locator('#services')
      .getByRole('link', { name: allServices.label, exact: true })
      .click()
    await expect(page).toHaveURL(destination('/', allServices.href))
    await page.getByRole('banner').getByRole('link', { name: site.name, exact: true }).click()
    await expect(page).toHaveURL('/')
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the menu opens and its links work', async ({ page }) => {
      await page.goto('/kitchen-renovation')
      await page.getByRole('button', { name: navigation.menu.toggle, exact: true }).click()
      const menu = page.getByRole('navigation', { name: navigation.menu.label, exact: true })
      const chosen = sectionLinks.at(-1) ?? headerLinks.at(-1)!
      await menu.getByRole('link', { name: chosen.label, exact: true }).click()
      await expect(page).toHaveURL(destination('/kitchen-renovation', chosen.href))
      await expect(landing(page, chosen.href)).toBeInViewport()
    })
  })

  test('the contact form still opens a mailto: link', async ({ page }) => {
    const mailto = await watchMailtoNavigations(page)
    await page.goto('/#contact')
    const form = await fillContactForm(page)
    await form.getByRole('button', { name: contactForm.submit, exact: true }).click()
    await expectMailtoTo(mailto)
    // The browser's own form submission: the fields go in the body of the email.
    expect(decodeURIComponent(mailto[0]!)).toContain('firstName=Ada')
  })
})

test.describe('when the browser refuses storage or the clipboard', () => {
  test('without sessionStorage, the form says the draft cannot be kept and still sends', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    const violations = await watchPolicyViolations(page)
    const mailto = await watchMailtoNavigations(page)
    await page.goto('/#contact')
    const form = await fillContactForm(page)
    await expect(form.getByRole('status').first()).toHaveText(contactForm.draftUnavailable)
    await form.getByRole('button', { name: contactForm.submit, exact: true }).click()
    await expectMailtoTo(mailto)
    await expect(page.getByText(contactForm.messages.successTitle, { exact: true })).toBeVisible()
    expect(violations).toEqual([])
  })

  for (const [refusal, clipboard] of [
    ['is missing', 'missing'],
    ['denies writing', 'denied'],
  ] as const) {
    test(`when the clipboard ${refusal}, Copy message says so and shows the text to copy`, async ({
      page,
    }) => {
      await page.addInitScript((kind) => {
        Object.defineProperty(Navigator.prototype, 'clipboard', {
          get: () =>
            kind === 'missing'
              ? undefined
              : {
                  writeText: () =>
                    Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
                },
        })
      }, clipboard)
      const mailto = await watchMailtoNavigations(page)
      await page.goto('/#contact')
      const form = await fillContactForm(page)
      await form.getByRole('button', { name: contactForm.submit, exact: true }).click()
      await expectMailtoTo(mailto)
      const region = page.getByRole('region', { name: fallback.heading, exact: true })
      await region.getByRole('button', { name: fallback.copy, exact: true }).click()
      await expect(region.getByRole('status')).toHaveText(fallback.copyFailed)
      const text = region.getByRole('textbox', { name: fallback.messageLabel, exact: true })
      // What the box holds, as a visitor and a screen reader get it: its value.
      await expect(text).toHaveValue(/Ada Lovelace/)
    })
  }
})
