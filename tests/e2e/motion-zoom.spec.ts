import { expect, type Page, test } from './fixtures'
import { submitEmptyContactForm, toastRegion } from './accessibility'
import { content, fragmentOf, headerLinks, hero } from './content'
import { overflow } from './page-checks-layout'

const { home, navigation, contactForm } = content
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

// Every route at 320 px, with and without the menu open, is checked in every-route.spec.ts.
test.describe('reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the contact form with its errors and toast fits 320 px', async ({ page }) => {
    await page.goto('/#contact')
    await submitEmptyContactForm(page)
    await expect(missingToast(page)).toBeVisible()
    expect(await overflow(page)).toEqual([])
  })
})
