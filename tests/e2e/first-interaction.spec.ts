import { expect, type Page, test } from '@playwright/test'
import { content } from './content'
import { hydration, isHydrated, recordScripts } from './page-checks'
import {
  expectMailtoTo,
  fillContactForm,
  watchMailtoNavigations,
  watchPolicyViolations,
} from './visitor'
import { portfolioRoutes } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'

/**
 * A visitor's very first activation of an island, before the runtime has loaded (docs/islands.md,
 * "What starts the runtime, what is replayed, what is guaranteed before it loads"). The runtime
 * loads on the first intent (scripts/optimize-export.mjs); a click on a gallery photo arrives
 * right after the pointerdown (or touchstart, or keydown) that starts it, long before React has
 * hydrated. The loader holds that click and replays it once the gallery is marked hydrated, so
 * the first photo opens in the viewer as every later one does, not as the raw image file.
 *
 * To make "before hydration" certain on any machine, each test holds the runtime's script files
 * until the activation has happened (a slow connection), then lets them through.
 */
const project = content.portfolio.projects.find((candidate) => (candidate.gallery?.length ?? 0) > 0)
test.skip(!project, 'no project in content has a gallery')
const path = portfolioRoutes.project(project?.id ?? '')
const total = project?.gallery?.length ?? 0
const counter = (index: number) =>
  fillTemplate(content.projectPage.gallery.counter, { index, total })

const runtimeFiles = /\/_next\/static\/.*\.js(\?.*)?$/

/** Holds every request for a runtime script file until `release` is called. */
async function holdRuntime(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(runtimeFiles, async (route) => {
    await released
    await route.fallback()
  })
  return () => release()
}

/**
 * Every address the page's main frame went to after it loaded, other than its own (Next's router
 * replaces the history entry of the same address once it hydrates: no navigation), and a mark
 * left in the page's window, which any load of another document would wipe out.
 */
async function recordNavigations(page: Page) {
  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== path)
      navigations.push(frame.url())
  })
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  return navigations
}

/** No navigation happened: the same document, at the same address. */
async function expectNoNavigation(page: Page, navigations: string[]) {
  expect(navigations).toEqual([])
  await expect(page).toHaveURL(path)
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
}

const thumbnails = (page: Page) => page.locator('a[data-gallery-index]')
const viewer = (page: Page) => page.getByRole('dialog')

/** A freshly loaded project page: nothing has started the runtime, nothing is hydrated. */
async function freshProjectPage(page: Page) {
  const requested = recordScripts(page)
  const release = await holdRuntime(page)
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
  expect(await page.locator('[data-hydrated]').count()).toBe(0)
  await expect(thumbnails(page)).toHaveCount(total)
  return { requested, release, navigations: await recordNavigations(page) }
}

/**
 * The activation just made was held: a moment later the page has not left (the runtime's files are
 * still held back); once they are let through, the viewer opens on the first photo.
 */
async function expectHeldThenReplayed(page: Page, release: () => void, navigations: string[]) {
  await page.waitForTimeout(300)
  await expectNoNavigation(page, navigations)
  release()
  await expectViewerOnFirstPhoto(page, navigations)
}

/** The viewer is open on the first photo, and the page never left the project's address. */
async function expectViewerOnFirstPhoto(page: Page, navigations: string[]) {
  const dialog = viewer(page)
  await expect(dialog).toBeVisible(hydration)
  await expect(dialog.getByText(counter(1), { exact: true })).toBeVisible()
  const alt = await thumbnails(page).first().locator('img[alt]:not([alt=""])').getAttribute('alt')
  await expect(dialog.getByRole('img', { name: alt! })).toBeVisible()
  await expectNoNavigation(page, navigations)
}

let violations: string[] = []
test.beforeEach(async ({ page }) => {
  violations = await watchPolicyViolations(page)
})
test.afterEach(() => {
  expect(violations).toEqual([])
})

test.describe('the first activation of a gallery photo, before the runtime', () => {
  test.describe('at 1440 px with a mouse', () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('wheel down to the gallery and click the first photo: the viewer opens, no navigation', async ({
      page,
    }) => {
      const { requested, release, navigations } = await freshProjectPage(page)
      const first = thumbnails(page).first()
      // The mouse wheel is not an intent: it scrolls without starting the runtime.
      await page.mouse.move(720, 450)
      const top = await first.evaluate((link) => link.getBoundingClientRect().top)
      await page.mouse.wheel(0, top - 300)
      await expect(first).toBeInViewport({ ratio: 1 })
      expect(requested).toEqual([])

      await first.click()
      // The click was held, not followed, while the runtime is still on its way.
      await expect.poll(() => requested.length).toBeGreaterThan(0)
      await expectHeldThenReplayed(page, release, navigations)
      await page.keyboard.press('Escape')
      await expect(viewer(page)).toBeHidden()
      await expect(first).toBeFocused()
    })

    test("a click with Ctrl or Cmd keeps the browser's way: a new tab, and no viewer after", async ({
      page,
      context,
    }) => {
      const { release, navigations } = await freshProjectPage(page)
      const first = thumbnails(page).first()
      const href = (await first.getAttribute('href'))!
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        first.click({ modifiers: ['ControlOrMeta'] }),
      ])
      await expect(tab).toHaveURL(href)
      await tab.close()
      release()
      // Once the gallery is hydrated, nothing replays that click into the viewer.
      await expect(page.locator('[data-hydrated]:has(a[data-gallery-index])')).toHaveCount(
        1,
        hydration,
      )
      await page.waitForTimeout(300)
      await expect(viewer(page)).toBeHidden()
      await expectNoNavigation(page, navigations)
    })
  })

  test.describe('at 390 px on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

    test('a tap on a photo opens the viewer, no navigation', async ({ page }) => {
      const { requested, release, navigations } = await freshProjectPage(page)
      await thumbnails(page).first().tap()
      await expect.poll(() => requested.length).toBeGreaterThan(0)
      await expectHeldThenReplayed(page, release, navigations)
    })
  })

  test.describe('by keyboard', () => {
    test('Tab to the first photo and press Enter: the viewer opens, no navigation', async ({
      page,
    }) => {
      const { requested, release, navigations } = await freshProjectPage(page)
      const first = thumbnails(page).first()
      for (let step = 0; step < 60; step++) {
        await page.keyboard.press('Tab')
        if (await first.evaluate((link) => link === document.activeElement)) break
      }
      await expect(first).toBeFocused()
      // The first Tab started the runtime; its files are held, so nothing is hydrated yet.
      expect(requested.length).toBeGreaterThan(0)
      expect(await page.locator('[data-hydrated]').count()).toBe(0)

      await page.keyboard.press('Enter')
      await expectHeldThenReplayed(page, release, navigations)
      await page.keyboard.press('Escape')
      await expect(viewer(page)).toBeHidden()
      await expect(first).toBeFocused()
    })
  })
})

test.describe('the contact form sent before the runtime', () => {
  test('is held, then sent by its script once hydrated: the hand-off and the success toast', async ({
    page,
  }) => {
    const { contactForm } = content
    const mailto = await watchMailtoNavigations(page)
    const release = await holdRuntime(page)
    // The form near the viewport starts the runtime; its files are held.
    await page.goto('/#contact')
    const form = await fillContactForm(page)
    await form.getByRole('button', { name: contactForm.submit, exact: true }).click()
    await page.waitForTimeout(300)
    // Held: not sent the no-script way (its mailto: action) while React is on its way.
    expect(mailto).toEqual([])
    expect(await isHydrated(page, '#contact form')).toBe(false)
    release()
    await expectMailtoTo(mailto)
    // The script's message (the no-script one carries the fields as "name=value" lines).
    expect(decodeURIComponent(mailto[0]!)).not.toContain('firstName=')
    await expect(page.getByText(contactForm.messages.successTitle, { exact: true })).toBeVisible(
      hydration,
    )
  })
})
