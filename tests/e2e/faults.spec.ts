import { expect, test } from '@playwright/test'
import { pages } from './routes'
import {
  expectMailtoTo,
  fillContactForm,
  watchMailtoNavigations,
  watchPolicyViolations,
} from './visitor'

const recipient = 'hello@saltwooddesignbuild.com'

test.describe('when the CDN fails to deliver the JavaScript', () => {
  test.beforeEach(async ({ context }) => {
    await context.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort())
  })

  test('every page shows all of its content', async ({ page, browser }) => {
    const withScripts = await browser.newPage()
    for (const { path, h1 } of pages) {
      await withScripts.goto(path)
      await withScripts.waitForLoadState('networkidle')
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      expect(await page.locator('body').innerText()).toBe(
        await withScripts.locator('body').innerText(),
      )
      // Every picture loads too (artwork is plain <img>, not a script-driven component).
      const images = () =>
        [...document.images].map(
          (image) =>
            `${image.getAttribute('src')} ${image.loading === 'lazy' || image.naturalWidth > 0}`,
        )
      const pictures = await page.evaluate(images)
      expect(pictures).toEqual(await withScripts.evaluate(images))
      for (const picture of pictures) expect(picture).toMatch(/^\/.* true$/)
    }
    await withScripts.close()
  })

  test('links and anchors work', async ({ page }) => {
    await page.goto('/about')
    const main = page.getByRole('navigation', { name: 'Main' })
    await main.getByRole('link', { name: 'Portfolio' }).click()
    await expect(page).toHaveURL('/#portfolio')
    await expect(page.locator('#portfolio')).toBeInViewport()
    await page.getByRole('link', { name: 'Start my project', exact: true }).click()
    await expect(page).toHaveURL('/#contact')
    await expect(page.locator('#contact')).toBeInViewport()
    await page.getByRole('link', { name: 'Explore all services' }).click()
    await expect(page).toHaveURL('/services')
    await page.getByRole('banner').getByRole('link', { name: 'Saltwood Design-Build' }).click()
    await expect(page).toHaveURL('/')
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the menu opens and its links work', async ({ page }) => {
      await page.goto('/kitchen-renovation')
      await page.getByRole('button', { name: 'Menu' }).click()
      const menu = page.getByRole('navigation', { name: 'Mobile' })
      await menu.getByRole('link', { name: 'About' }).click()
      await expect(page).toHaveURL('/#about')
      await expect(page.locator('#about')).toBeInViewport()
    })
  })

  test('the contact form still opens a mailto: link', async ({ page }) => {
    const mailto = await watchMailtoNavigations(page)
    await page.goto('/#contact')
    const form = await fillContactForm(page)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expectMailtoTo(mailto, recipient)
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
    await expect(form.getByRole('status')).toHaveText(
      'This browser does not allow saving a draft, so your message will be lost if you leave this page before sending.',
    )
    await form.getByRole('button', { name: 'Send message' }).click()
    await expectMailtoTo(mailto, recipient)
    await expect(page.getByText('Email Client Opened')).toBeVisible()
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
      await form.getByRole('button', { name: 'Send message' }).click()
      await expectMailtoTo(mailto, recipient)
      const fallback = page.getByRole('region', { name: 'Email app did not open?' })
      await fallback.getByRole('button', { name: 'Copy message' }).click()
      await expect(fallback.getByRole('status')).toHaveText(
        'Your browser did not allow copying. Select the message below and copy it.',
      )
      const text = fallback.getByRole('textbox', { name: 'Your message' })
      await expect(text).toContainText('Ada Lovelace')
    })
  }
})
