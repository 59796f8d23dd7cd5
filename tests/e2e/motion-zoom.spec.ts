import { expect, type Page, test } from '@playwright/test'
import { submitEmptyContactForm, toastRegion, waitForHydration } from './accessibility'
import { content, fragmentOf, headerLinks, hero } from './content'
import { notFoundPath, pages } from './routes'

const { home, navigation, contactForm } = content
const routes = [...pages.map((page) => page.path), notFoundPath]
const menuToggle = (page: Page) =>
  page.getByRole('button', { name: navigation.menu.toggle, exact: true })
const mobileMenu = (page: Page) =>
  page.getByRole('navigation', { name: navigation.menu.label, exact: true })
const missingToast = (page: Page) =>
  toastRegion(page).getByText(contactForm.messages.missingText, { exact: true })

/** The longest transition or animation of any element, in milliseconds. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    const ms = (list: string) =>
      Math.max(...list.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)))
    let longest = 0
    for (const element of document.querySelectorAll('*')) {
      const style = getComputedStyle(element)
      if (style.transitionProperty !== 'none' && style.transitionProperty !== '')
        longest = Math.max(longest, ms(style.transitionDuration))
      if (style.animationName !== 'none') longest = Math.max(longest, ms(style.animationDuration))
    }
    return longest
  })
}

test.describe('prefers-reduced-motion', () => {
  test('smooth scrolling and transitions are on by default', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/')
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth')
    expect(await longestMotion(page)).toBeGreaterThan(100)
  })

  test('turns smooth scrolling, transitions and animations off, toasts included', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto')
    await submitEmptyContactForm(page)
    await expect(missingToast(page)).toBeVisible()
    expect(await longestMotion(page)).toBeLessThanOrEqual(0.01)

    // A link to a section of the same page (the hero's "Start my project" by default) reaches it
    // in one jump, not an animated scroll.
    const inHero = [home.hero.primary, home.hero.secondary].find(({ href }) => /^\/?#/.test(href))
    const link = inHero
      ? hero(page).getByRole('link', { name: inHero.label, exact: true })
      : page
          .getByRole('navigation', { name: navigation.primaryLabel, exact: true })
          .getByRole('link', {
            name: headerLinks.find(({ href }) => /^\/?#/.test(href))!.label,
            exact: true,
          })
    const id = fragmentOf((await link.getAttribute('href'))!)!
    await page.evaluate(() => window.scrollTo(0, 0))
    await link.click()
    const afterOneFrame = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
    )
    const target = await page.evaluate(
      (id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY,
      id,
    )
    expect(target).toBeGreaterThan(300)
    expect(Math.abs(afterOneFrame - target)).toBeLessThan(120)
  })

  test('scroll to top jumps instead of animating', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/about')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('link', { name: navigation.scrollToTop, exact: true }).click()
    expect(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
      ),
    ).toBe(0)
  })
})

/** Content that does not fit the viewport: horizontal scrolling, or visible text cut off at a side. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    if (document.documentElement.scrollWidth > width)
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`)
    for (const element of document.body.querySelectorAll('*')) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      )
      if (!hasText || !element.checkVisibility({ visibilityProperty: true })) continue
      if (element.closest('.sr-only')) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0) continue
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`${element.tagName} "${element.textContent!.trim().slice(0, 30)}" is cut off`)
      }
    }
    return problems
  })
}

test.describe('reflow at 320 px', { tag: '@content' }, () => {
  test.use({ viewport: { width: 320, height: 640 } })

  for (const path of routes) {
    test(`${path} fits 320 px without sideways scrolling or cut-off text`, async ({ page }) => {
      await page.goto(path)
      expect(await overflow(page)).toEqual([])
      await waitForHydration(page, '[aria-controls="mobile-menu"]')
      await menuToggle(page).click()
      await expect(mobileMenu(page)).toBeVisible()
      expect(await overflow(page)).toEqual([])
    })
  }

  test('the contact form with its errors and toast fits 320 px', async ({ page }) => {
    await page.goto('/#contact')
    await submitEmptyContactForm(page)
    await expect(missingToast(page)).toBeVisible()
    expect(await overflow(page)).toEqual([])
  })
})

test.describe('text zoomed to 200%', { tag: '@content' }, () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const path of routes) {
    test(`${path} reflows with text at twice the default size`, async ({ page }) => {
      const size = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((e) => parseFloat(getComputedStyle(e).fontSize))
      await page.goto(path)
      const heading = await size('h1')
      // The browser's own text-size setting (not page zoom): 16 px becomes 32 px.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Page.enable')
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
      await page.reload()
      expect(await size('body')).toBe(32)
      // Headings are sized in rem with px breakpoints, so they double like every other text.
      expect(await size('h1')).toBeGreaterThanOrEqual(2 * heading)
      expect(await overflow(page)).toEqual([])
      // The navigation stays reachable: at this text size the header switches to its menu.
      const toggle = menuToggle(page)
      await expect(toggle).toBeVisible()
      await waitForHydration(page, '[aria-controls="mobile-menu"]')
      await toggle.click()
      const menu = mobileMenu(page)
      // Either the menu's links fit in the window, or the menu panel scrolls to reach them.
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
      expect(
        await panel.evaluate(
          (element) =>
            element.scrollHeight <= element.clientHeight ||
            ['auto', 'scroll'].includes(getComputedStyle(element).overflowY),
        ),
      ).toBe(true)
      for (const { label } of headerLinks) {
        const link = menu.getByRole('link', { name: label, exact: true })
        await link.scrollIntoViewIfNeeded()
        await expect(link).toBeInViewport()
      }
    })
  }
})
