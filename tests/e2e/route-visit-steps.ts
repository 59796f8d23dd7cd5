/**
 * The longer steps of a page's visit in every-route.spec.ts, each as the visitor meets it: the
 * approved look, every lazy picture fetched, the menu's first tap, text zoomed to 200 % and the
 * keyboard's walk. Each runs on the page the visit has loaded.
 */
import { expect, type Page } from './fixtures'
import { mainContentId } from '@/lib/content/urls'
import {
  describeFocus,
  expectExpanded,
  expectNoAxeViolations,
  tabThrough,
  waitForHydration,
} from './accessibility'
import { content, headerLinks } from './content'
import { hydration, isHydrated } from './page-checks'
import { overflow } from './page-checks-layout'
import { expectSkipLink, focusProblems } from './page-checks-reading'
import { screenshotHeight, screenshotName } from './routes'

const { navigation } = content

const menuToggle = (page: Page) =>
  page.getByRole('button', { name: navigation.menu.toggle, exact: true })
const mobileMenu = (page: Page) =>
  page.getByRole('navigation', { name: navigation.menu.label, exact: true })

/** The full page against its approved screenshot (another content set keeps them). */
export async function expectLooksAsApproved(page: Page, path: string, width: number) {
  // Lazy images below the fold would otherwise be blank in a full-page capture, and so would a
  // section laid out only as it nears the screen (content-visibility: auto): drawn as a visitor
  // scrolling there sees it. A constructed sheet: the site's CSP refuses an injected <style>.
  await page.evaluate(async () => {
    const drawn = new CSSStyleSheet()
    drawn.replaceSync('* { content-visibility: visible !important; }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawn]
    document.querySelectorAll('img').forEach((img) => (img.loading = 'eager'))
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
    await document.fonts.ready
  })
  await expect(page).toHaveScreenshot(screenshotName(path, width), {
    fullPage: true,
    timeout: 15_000,
  })
}

/** Scrolled to its end, a screen at a time, then back: every lazy picture fetched and decoded. */
export async function loadEveryPicture(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(innerHeight / 2, 100)
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y)
      // A timer, not a frame: a wait for a frame or for every picture once outlasted the test.
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  // Named if one never arrives (once in a CI run a wait for them all outlasted the test).
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => !image.complete)
            .map((image) => image.currentSrc || image.src),
        ),
      {
        message: 'pictures not fetched once the page was scrolled to its end',
        timeout: 20_000,
      },
    )
    .toEqual([])
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
    scrollTo(0, 0)
  })
}

/**
 * The menu opens on the first tap (its island hydrated after the load, or started by the tap);
 * the open menu passes axe and fits.
 */
export async function expectFirstMenuTap(page: Page) {
  await menuToggle(page).click()
  await expect.poll(() => isHydrated(page, 'header button'), hydration).toBe(true)
  const toggle = menuToggle(page)
  await expectExpanded(toggle, true)
  await expect(mobileMenu(page)).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await overflow(page)).toEqual([])
  // Escape's focus return is the menu's own behaviour (keyboard.spec.ts), not the page's.
  await page.keyboard.press('Escape')
  await expectExpanded(toggle, false)
}

/** Text zoomed to 200 % reflows and keeps the navigation reachable; the visit's width is restored. */
export async function expectTextZoomReflows(page: Page, width: number) {
  await page.setViewportSize({ width: 1280, height: 800 })
  const size = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((e) => parseFloat(getComputedStyle(e).fontSize))
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
  // At this text size the header switches to its menu, which starts the runtime.
  const toggle = menuToggle(page)
  await expect(toggle).toBeVisible()
  await waitForHydration(page, '[aria-controls="mobile-menu"]')
  await toggle.click()
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
    const link = mobileMenu(page).getByRole('link', { name: label, exact: true })
    await link.scrollIntoViewIfNeeded()
    await expect(link).toBeInViewport()
  }
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } })
  await cdp.detach()
  await page.setViewportSize({ width, height: screenshotHeight })
}

/** The skip link, then Tab and Shift+Tab: every stop visible, ringed at 3:1, clear of the header. */
export async function expectKeyboardWalk(page: Page, path: string, width: number) {
  // 800 px tall, as the keyboard checks were approved: at 390 × 900 Chromium leaves the
  // form's last field partly below the fold when Tab reaches it (a browser choice, noted in
  // docs/accessibility-and-seo.md), which a taller or shorter window does not show.
  await page.setViewportSize({ width, height: 800 })
  await page.goto(path)
  await expectSkipLink(page, mainContentId)
  // The header and footer are the layout's, the same on every page: the home page walks
  // through them from a fresh load, every other page walks its main content, down from
  // the skip link's target (its first stop must be in it) and back up from the footer.
  const withinMain = path !== '/'
  if (!withinMain) {
    await page.keyboard.press('Tab')
    expect((await describeFocus(page))?.inMain, 'the stop after the skip link').toBe(true)
    await page.goto(path)
  }
  const forward = await tabThrough(page, 'Tab', { withinMain })
  expect(forward.length).toBeGreaterThan(withinMain ? 0 : 5)
  expect(focusProblems(forward)).toEqual([])
  // Going back up the page is where a fixed header hides things.
  if (withinMain) await page.getByRole('contentinfo').getByRole('link').first().focus()
  const backward = await tabThrough(page, 'Shift+Tab', { withinMain })
  expect(backward.length).toBe(forward.length)
  expect(focusProblems(backward)).toEqual([])
}
