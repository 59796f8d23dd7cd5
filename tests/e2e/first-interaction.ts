import { expect, type Locator, type Page, test } from './fixtures'
import { onTidewater } from './content'
import { holdIslandFiles } from './island-files'
import { watchPolicyViolations } from './visitor'

/*
 * A visitor's very first activation of each island before it has hydrated (docs/islands.md, "What
 * starts the runtime, what is replayed, what is guaranteed before it loads"), shared by the
 * first-interaction-*.spec.ts files, one per island: at 390 px on a touch screen and at 1440 px,
 * after scrolling there with the wheel, the keyboard or a finger, a click or tap, Enter or Space
 * on a focused control, a drag or the arrow keys on the comparison, typing then sending the form.
 * The islands start after the page's load once their files have arrived, or at once on the
 * visitor's first intent; each test holds their files back (a slow connection, on which they have
 * not arrived when the visitor acts), so the first scroll is what starts them, and what the loader
 * holds (a click on a gallery photo, a submission, a press on the comparison) it replays once the
 * island is hydrated, and what the browser does by itself (the menu's popover, the comparison's
 * range) it keeps in step. Each row checks, on a freshly loaded page, what the visitor then sees
 * after that one activation (no second tap), that the page never left its address, and that
 * nothing broke the Content-Security-Policy.
 */

/** A page just loaded, its islands' files held: the modules asked for, the release, where it went. */
export type Fresh = {
  path: string
  requested: string[]
  release: () => void
  navigations: string[]
}

/**
 * A freshly loaded page: its loader past the load, its islands' files on their way (held), nothing
 * run, nothing hydrated. Records every address its main frame goes to other than its own, and
 * leaves a mark in the page's window, which any load of another document would wipe out.
 */
export async function freshPage(page: Page, path: string): Promise<Fresh> {
  const held = await holdIslandFiles(page)
  await page.goto(path)
  await expect.poll(() => held.prefetching.length).toBeGreaterThan(0)
  expect(held.scripts).toEqual([])
  expect(await page.locator('[data-hydrated]').count()).toBe(0)
  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== path)
      navigations.push(frame.url())
  })
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  return { path, requested: held.scripts, release: held.release, navigations }
}

/** No navigation happened: the same document, at the same address (a fragment may change). */
export async function expectNoNavigation(page: Page, { path, navigations }: Fresh) {
  expect(navigations).toEqual([])
  expect(new URL(page.url()).pathname).toBe(path)
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
}

/** Waits until the page stops scrolling (keys and a finger scroll smoothly). */
async function settle(page: Page) {
  let last = Number.NaN
  for (let step = 0; step < 30; step++) {
    const y = await page.evaluate(() => window.scrollY)
    if (y === last) return
    last = y
    await page.waitForTimeout(80)
  }
}

export type Point = { x: number; y: number }

/**
 * A finger on the touch screen from one point to another, resting there before it lifts, so the
 * page does not fling on. Through the DevTools protocol, so the browser scrolls, fires touch and
 * pointer events and honours touch-action as for a real finger.
 */
export async function swipe(page: Page, from: Point, to: Point, steps = 8) {
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points })
  await touch('touchStart', [from])
  for (let step = 1; step <= steps; step++)
    await touch('touchMove', [
      {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      },
    ])
  await page.waitForTimeout(120)
  await touch('touchMove', [to])
  await touch('touchEnd', [])
  await cdp.detach()
}

/** How the visitor scrolls before the first activation: the mouse wheel, a key on the page, a finger. */
type Scroll = 'wheel' | 'PageDown' | 'Space' | 'touch'

/**
 * The visitor's first move: one scroll the way given (the wheel, toward `target`). Each starts the
 * islands (their files on their way, held): the mouse moving over the page to the wheel, the key,
 * the finger. What the visitor does next brings `target` the rest of the way.
 */
async function scrollFirst(page: Page, how: Scroll, target: Locator, fresh: Fresh) {
  const { width, height } = page.viewportSize()!
  if (how === 'wheel') {
    await page.mouse.move(width / 2, height / 2)
    const top = await target.evaluate((element) => element.getBoundingClientRect().top)
    await page.mouse.wheel(0, Math.max(100, top - height / 3))
    await expect(target).toBeInViewport()
  } else if (how === 'touch') {
    await swipe(page, { x: width / 2, y: height * 0.8 }, { x: width / 2, y: height * 0.2 })
  } else {
    await page.keyboard.press(how)
  }
  // It scrolled (a key's smooth scroll may begin a few frames later), and has come to rest.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await settle(page)
  await expect.poll(() => fresh.requested.length).toBeGreaterThan(0)
}

/** Presses Tab until `target` has focus, as a keyboard visitor gets there. */
export async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 80; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

type Device = 'phone' | 'desktop'
export const devices = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 } },
}

const scrolled: Record<Scroll, string> = {
  wheel: 'after the wheel',
  PageDown: 'after Page Down',
  Space: 'after Space on the page',
  touch: 'after a finger scroll',
}

/** A first activation: what the visitor does, and the checks of what they then see. */
export type Act = { does: string; run: (page: Page, fresh: Fresh) => Promise<void> }

/** An island's page, what the visitor scrolls to, and whether the page is a project's. */
type Island = {
  name: string
  path: () => string
  target: (page: Page) => Locator
  onProjectPage?: true
}

/** One row: at a size, after a first scroll, the island activated one of its ways. */
export type Row<Way extends string> = { device: Device; scroll: Scroll; way: Way }

/** Checks, after each test of the file, that nothing broke the Content-Security-Policy. */
export function expectNoPolicyViolations() {
  let violations: string[] = []
  test.beforeEach(async ({ page }) => {
    violations = await watchPolicyViolations(page)
  })
  test.afterEach(() => {
    expect(violations).toEqual([])
  })
}

/**
 * The tests of an island's rows, by device. Each island meets each kind of first scroll its sizes
 * have (the wheel, a key, a finger) and each way of activating it, once each: not every
 * combination, which would cost minutes and prove little more (the scroll only decides whether
 * its files are already on their way).
 */
export function describeFirstActivations<Way extends string>(
  island: Island,
  acts: Record<Way, Act>,
  rows: Row<Way>[],
) {
  // The gallery and the comparison are on a project page with both, content an editor may remove:
  // their rows run on the tidewater content set, which keeps one (tests/e2e/tidewater.ts).
  if (island.onProjectPage && !onTidewater) return
  for (const device of ['phone', 'desktop'] as const) {
    const { viewport } = devices[device]
    test.describe(`the first activation before the runtime, at ${viewport.width} px${device === 'phone' ? ' on a touch screen' : ''}`, () => {
      test.use(devices[device])
      for (const { scroll, way } of rows.filter((row) => row.device === device)) {
        const { does, run } = acts[way]
        test(
          `${island.name}, ${scrolled[scroll]}: ${does}`,
          { tag: island.onProjectPage ? '@content' : [] },
          async ({ page }) => {
            const fresh = await test.step('a fresh page', () => freshPage(page, island.path()))
            await test.step(scrolled[scroll], () =>
              scrollFirst(page, scroll, island.target(page), fresh),
            )
            await test.step(does, () => run(page, fresh))
            await expectNoNavigation(page, fresh)
          },
        )
      }
    })
  }
}
