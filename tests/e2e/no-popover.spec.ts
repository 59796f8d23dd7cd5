import { expect, type Page, test } from './fixtures'
import { toastRegion, waitForHydration } from './accessibility'
import { content, destination, formField, headerLinks, landing } from './content'
import { parseMailto, recordNavigations } from './mail'
import { fillContactForm } from './visitor'

/**
 * A browser without the popover API (before Chrome 114, Safari 17, Firefox 125; docs/browser-support.md), simulated in Chromium by deleting the API before any page script runs: the page's
 * loader then fetches public/popover-fallback.js, and the phone menu and the contact form work.
 */
const { navigation, contactForm, site } = content

const menuToggle = (page: Page) =>
  page.getByRole('button', { name: navigation.menu.toggle, exact: true })
const mobileMenu = (page: Page) =>
  page.getByRole('navigation', { name: navigation.menu.label, exact: true })

test.use({ viewport: { width: 390, height: 844 } })

test('with the popover API, the fallback is never fetched', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(request.url()))
  await page.goto('/services')
  await menuToggle(page).click()
  await expect(mobileMenu(page)).toBeVisible()
  expect(fetched.filter((url) => url.includes('popover-fallback'))).toEqual([])
})

test.describe('without the popover API', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const prototype = HTMLElement.prototype as unknown as Record<string, unknown>
      for (const name of ['showPopover', 'hidePopover', 'togglePopover', 'popover'])
        delete prototype[name]
    })
  })

  test('the menu opens, closes with Escape and on choosing a link', async ({ page }) => {
    const fallback = page.waitForRequest('**/popover-fallback.js')
    await page.goto('/services')
    await fallback
    // The fallback, not the browser, runs the menu: it took the popover attribute over.
    await expect(page.locator('[data-popover]:not([popover])')).toHaveCount(1)
    const toggle = menuToggle(page)
    const menu = mobileMenu(page)
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The header's links, then the phone.
    await expect(menu.getByRole('link')).toHaveCount(headerLinks.length + 1)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Once React owns the menu, it opens and closes the same way.
    await waitForHydration(page, '[aria-controls="mobile-menu"]')
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // A click outside the menu closes it.
    await page.mouse.click(200, 800)
    await expect(menu).toBeHidden()
    await toggle.click()
    const chosen = headerLinks.find(
      (link) => !destination('/services', link.href).startsWith('/services'),
    )
    expect(chosen, 'a header link leads away from /services').toBeDefined()
    await menu.getByRole('link', { name: chosen!.label, exact: true }).click()
    await expect(page).toHaveURL(destination('/services', chosen!.href))
    await expect(menu).toBeHidden()
    await expect(landing(page, chosen!.href)).toBeInViewport()
  })

  test('the contact form hands the message off and resets', async ({ page }) => {
    const navigations = await recordNavigations(page)
    await page.goto('/#contact')
    await waitForHydration(page, '#contact form')
    const form = await fillContactForm(page)
    await form.getByRole('button', { name: contactForm.submit, exact: true }).click()
    await expect.poll(() => navigations.find((url) => url.startsWith('mailto:'))).toBeTruthy()
    expect(parseMailto(navigations.find((url) => url.startsWith('mailto:'))!).to).toBe(site.email)
    await expect(
      toastRegion(page).getByText(contactForm.messages.successTitle, { exact: true }),
    ).toBeVisible()
    await expect(formField(form, 'firstName')).toHaveValue('')
  })
})
