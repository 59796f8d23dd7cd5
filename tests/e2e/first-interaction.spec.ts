import { expect, type Locator, type Page, test } from './fixtures'
import {
  content,
  fieldNames,
  formField,
  galleryProject,
  headerLinksOn,
  onTidewater,
  type FieldName,
} from './content'
import { hydration, isHydrated, recordScripts } from './page-checks'
import { describeOnTidewater } from './tidewater'
import { expectMailtoTo, watchMailtoNavigations, watchPolicyViolations } from './visitor'
import { portfolioRoutes } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'

/**
 * A visitor's very first activation of each island, before the runtime has loaded (docs/islands.md,
 * "What starts the runtime, what is replayed, what is guaranteed before it loads"): at 390 px on a
 * touch screen and at 1440 px, after scrolling there with the wheel, the keyboard or a finger, a
 * click or tap, Enter or Space on a focused control, a drag or the arrow keys on the comparison,
 * typing then sending the form. The runtime loads on the first intent (scripts/build/optimize-export.mjs),
 * so each of these arrives long before React has hydrated; what the loader holds (a click on a
 * gallery photo, a submission, a press on the comparison) it replays once React owns the island,
 * and what the browser does by itself (the menu's popover, the comparison's range) it keeps in
 * step. Each row of the table below checks, on a freshly loaded page, what the visitor then sees
 * after that one activation (no second tap), that the page never left its address, and that
 * nothing broke the Content-Security-Policy.
 *
 * To make "before hydration" certain on any machine, each test holds the runtime's script files
 * until the activation has happened (a slow connection), then lets them through.
 */
const { projectPage, contactForm, navigation } = content
/**
 * The gallery and the comparison are on a project page with both, content an editor may remove:
 * their rows run on the tidewater content set, which keeps one (tests/e2e/tidewater.ts).
 */
const projectPath = () => portfolioRoutes.project(galleryProject().id)
const counter = (index: number) =>
  fillTemplate(projectPage.gallery.counter, { index, total: galleryProject().gallery!.length })
/** What screen readers say of the comparison at `position` (the share of "before" shown). */
const spoken = (position: number) =>
  fillTemplate(projectPage.beforeAfter.value, { before: position, after: 100 - position })

const runtimeFiles = /\/_next\/static\/.*\.js(\?.*)?$/

/** Holds every request for a runtime script file until `release` is called. */
async function holdRuntime(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(runtimeFiles, async (route) => {
    // The loader's prefetch after load runs nothing: only the scripts the page runs wait.
    if (route.request().resourceType() === 'script') await released
    await route.fallback()
  })
  return () => release()
}

/** A page just loaded, its runtime held back: what it has requested, its release, where it went. */
type Fresh = { path: string; requested: string[]; release: () => void; navigations: string[] }

/**
 * A freshly loaded page: nothing has started the runtime, nothing is hydrated. Records every
 * address its main frame goes to other than its own (Next's router replaces the history entry of
 * the same address once it hydrates: no navigation), and leaves a mark in the page's window, which
 * any load of another document would wipe out.
 */
async function freshPage(page: Page, path: string): Promise<Fresh> {
  const requested = recordScripts(page)
  const release = await holdRuntime(page)
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
  expect(await page.locator('[data-hydrated]').count()).toBe(0)
  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== path)
      navigations.push(frame.url())
  })
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  return { path, requested, release, navigations }
}

/** No navigation happened: the same document, at the same address (a fragment may change). */
async function expectNoNavigation(page: Page, { path, navigations }: Fresh) {
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

/**
 * A finger on the touch screen from one point to another, resting there before it lifts, so the
 * page does not fling on. Through the DevTools protocol, so the browser scrolls, fires touch and
 * pointer events and honours touch-action as for a real finger.
 */
async function swipe(page: Page, from: Point, to: Point, steps = 8) {
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
type Point = { x: number; y: number }

/** How the visitor scrolls before the first activation: the mouse wheel, a key on the page, a finger. */
type Scroll = 'wheel' | 'PageDown' | 'Space' | 'touch'

/**
 * The visitor's first move: one scroll the way given (the wheel, toward `target`). Each starts the
 * runtime (on its way, held): the mouse moving over the page to the wheel, the key, the finger.
 * What the visitor does next brings `target` the rest of the way.
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
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 80; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

// The gallery: a held click, replayed into the viewer.
const thumbnails = (page: Page) => page.locator('a[data-gallery-index]')
const viewer = (page: Page) => page.getByRole('dialog')

/** The activation was held (the page has not left), and once React owns the gallery, replayed. */
async function expectViewerOnFirstPhoto(page: Page, fresh: Fresh) {
  await expect.poll(() => fresh.requested.length).toBeGreaterThan(0)
  await page.waitForTimeout(300)
  await expectNoNavigation(page, fresh)
  fresh.release()
  const dialog = viewer(page)
  await expect(dialog).toBeVisible(hydration)
  await expect(dialog.getByText(counter(1), { exact: true })).toBeVisible()
  const alt = await thumbnails(page).first().locator('img[alt]:not([alt=""])').getAttribute('alt')
  await expect(dialog.getByRole('img', { name: alt! })).toBeVisible()
}

// The comparison: its range works natively; a press on its pictures is kept and replayed.
const range = (page: Page) =>
  page.getByRole('slider', { name: projectPage.beforeAfter.slider, exact: true }).first()
/** The stacked pictures: the range's previous sibling. */
const pictures = (page: Page) => range(page).locator('xpath=preceding-sibling::*[1]')

/** The comparison shows `position`: the range's value, what is spoken, the divider (the clip). */
async function expectComparisonAt(page: Page, position: number) {
  await expect(range(page)).toHaveValue(String(position))
  await expect(range(page)).toHaveAttribute('aria-valuetext', spoken(position))
  const after = pictures(page).getByText(projectPage.beforeAfter.after, { exact: true })
  await expect(after.locator('xpath=ancestor::figcaption/preceding-sibling::div[1]')).toHaveCSS(
    'clip-path',
    `inset(0px 0px 0px ${position}%)`,
  )
}

/** Where the comparison and its range are on the page (so where everything after them is). */
const placeOfComparison = (page: Page) =>
  range(page).evaluate((input) =>
    [input.parentElement!, input].map((element) => {
      const box = element.getBoundingClientRect()
      return [box.left, box.top + window.scrollY, box.width, box.height]
    }),
  )

/**
 * Once React owns the comparison it shows `position` (nothing snapped back, nothing was lost),
 * and nothing moved when it took over.
 */
async function expectHydratedComparisonAt(page: Page, fresh: Fresh, position: number) {
  const place = await placeOfComparison(page)
  fresh.release()
  await expect.poll(() => isHydrated(page, 'input[type="range"]'), hydration).toBe(true)
  await expectComparisonAt(page, position)
  expect(await placeOfComparison(page)).toEqual(place)
}

/** A point on the pictures, `share` of the way across, on their visible middle row. */
async function onPictures(page: Page, share: number): Promise<Point> {
  await pictures(page).scrollIntoViewIfNeeded()
  const box = (await pictures(page).boundingBox())!
  return { x: box.x + box.width * share, y: box.y + box.height / 2 }
}

// The contact form: typed into before the runtime, its submission held and replayed.
const form = (page: Page) => page.locator('form:has([formaction^="mailto:"])')
const typed: Partial<Record<FieldName, string>> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  projectDetails: 'A new kitchen with an island, starting in spring.',
}

/** Focuses each field the visitor's way (a click, a tap, Tab) and types into it. */
async function typeIntoForm(page: Page, focus: 'click' | 'tap' | 'Tab') {
  for (const name of fieldNames) {
    const field = formField(form(page), name)
    if (focus === 'Tab') await tabTo(page, field)
    else await field[focus]()
    await page.keyboard.type(typed[name] ?? '')
  }
}
const sendButton = (page: Page) =>
  form(page).getByRole('button', { name: contactForm.submit, exact: true })

/**
 * The submission was held: not sent the no-script way (its mailto: action) while React is on its
 * way; once hydrated, its script hands the message off and shows the success toast.
 */
async function expectSentByScript(page: Page, fresh: Fresh, mailto: string[]) {
  await page.waitForTimeout(300)
  expect(mailto).toEqual([])
  expect(await isHydrated(page, 'form:has([formaction^="mailto:"])')).toBe(false)
  fresh.release()
  await expectMailtoTo(mailto)
  // The script's message (the no-script one carries the fields as "name=value" lines).
  expect(decodeURIComponent(mailto[0]!)).not.toContain('firstName=')
  await expect(page.getByText(contactForm.messages.successTitle, { exact: true })).toBeVisible(
    hydration,
  )
}

// The phone menu: the browser's own popover, before and after the runtime.
const menuButton = (page: Page) =>
  page.getByRole('button', { name: navigation.menu.toggle, exact: true })
const menu = (page: Page) => page.getByRole('navigation', { name: navigation.menu.label })

async function expectMenuOpen(page: Page) {
  await expect(menu(page)).toBeVisible()
  for (const { label } of navigation.links)
    await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible()
}

type Island = 'gallery' | 'comparison' | 'form' | 'menu'
/** Where each island is, and what the visitor scrolls to before acting on it. */
const islands: Record<
  Island,
  { path: () => string; target: (page: Page) => Locator; onProjectPage?: true }
> = {
  gallery: { path: projectPath, target: (page) => thumbnails(page).first(), onProjectPage: true },
  comparison: { path: projectPath, target: (page) => range(page), onProjectPage: true },
  form: { path: () => '/', target: (page) => formField(form(page), 'firstName') },
  menu: { path: () => '/', target: menuButton },
}

type Device = 'phone' | 'desktop'
const devices = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 } },
}

/** A first activation: what the visitor does, and the checks of what they then see. */
type Act = { does: string; run: (page: Page, fresh: Fresh) => Promise<void> }

/** Activates the first gallery photo (held), then checks the viewer opens on it. */
const openFirstPhoto =
  (activate: (first: Locator) => Promise<void>) => async (page: Page, fresh: Fresh) => {
    await activate(thumbnails(page).first())
    await expectViewerOnFirstPhoto(page, fresh)
  }

/** Presses on the pictures (held, kept), then checks the divider once React has replayed it. */
const pressPictures =
  (press: (page: Page) => Promise<void>, position: number) => async (page: Page, fresh: Fresh) => {
    await press(page)
    await expectHydratedComparisonAt(page, fresh, position)
  }

/** Types into the form, focusing each field `focus`'s way, sends it with `send` (held). */
const typeAndSend =
  (focus: 'click' | 'tap' | 'Tab', send: (button: Locator) => Promise<void>) =>
  async (page: Page, fresh: Fresh) => {
    const mailto = await watchMailtoNavigations(page)
    await typeIntoForm(page, focus)
    await send(sendButton(page))
    await expectSentByScript(page, fresh, mailto)
  }

/** Each island's first activations, by way. */
const acts = {
  gallery: {
    click: {
      does: 'a click on the first photo opens the viewer',
      run: openFirstPhoto((first) => first.click()),
    },
    tap: {
      does: 'a tap on the first photo opens the viewer',
      run: openFirstPhoto((first) => first.tap()),
    },
    Enter: {
      does: 'Tab to the first photo and Enter open the viewer; Escape returns focus',
      run: async (page, fresh) => {
        const first = thumbnails(page).first()
        await openFirstPhoto(async () => {
          await tabTo(page, first)
          await page.keyboard.press('Enter')
        })(page, fresh)
        await page.keyboard.press('Escape')
        await expect(viewer(page)).toBeHidden()
        await expect(first).toBeFocused()
      },
    },
  },
  comparison: {
    'mouse drag': {
      does: 'a mouse drag on the pictures moves the divider where it was let go',
      run: pressPictures(async (page) => {
        const from = await onPictures(page, 0.5)
        await page.mouse.move(from.x, from.y)
        await page.mouse.down()
        await page.mouse.move((await onPictures(page, 0.8)).x, from.y, { steps: 5 })
        await page.mouse.up()
      }, 80),
    },
    click: {
      does: 'a click on the pictures moves the divider there',
      run: pressPictures(async (page) => {
        const at = await onPictures(page, 0.25)
        await page.mouse.click(at.x, at.y)
      }, 25),
    },
    'finger drag': {
      does: 'a finger dragged sideways on the pictures moves the divider',
      run: pressPictures(async (page) => {
        await swipe(page, await onPictures(page, 0.5), await onPictures(page, 0.2))
      }, 20),
    },
    'finger on the range': {
      does: "a finger on the range's thumb moves the divider at once, and it stays",
      run: async (page, fresh) => {
        await range(page).scrollIntoViewIfNeeded()
        const track = (await range(page).boundingBox())!
        const y = track.y + track.height / 2
        await swipe(
          page,
          { x: track.x + track.width / 2, y },
          { x: track.x + track.width * 0.7, y },
        )
        const position = Number(await range(page).inputValue())
        expect(position).toBeGreaterThan(60)
        expect(position).toBeLessThan(80)
        await expectComparisonAt(page, position)
        await expectHydratedComparisonAt(page, fresh, position)
      },
    },
    'arrow keys': {
      does: 'Tab to the range and the arrow keys move the divider at once, and it stays',
      run: async (page, fresh) => {
        await tabTo(page, range(page))
        for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowRight')
        await expectComparisonAt(page, 53)
        await expectHydratedComparisonAt(page, fresh, 53)
      },
    },
  },
  form: {
    click: {
      does: 'typed into and sent with a click: the hand-off and the success toast',
      run: typeAndSend('click', (button) => button.click()),
    },
    tap: {
      does: 'typed into and sent with a tap: the hand-off and the success toast',
      run: typeAndSend('tap', (button) => button.tap()),
    },
    Space: {
      does: 'typed into by Tab and sent with Space on its button: the hand-off and the toast',
      run: typeAndSend('Tab', async (button) => {
        await tabTo(button.page(), button)
        await button.page().keyboard.press('Space')
      }),
    },
  },
  menu: {
    tap: {
      does: 'a tap opens it, a tap on a section link closes it there',
      run: async (page, fresh) => {
        await menuButton(page).tap()
        await expectMenuOpen(page)
        // The first header link as the home page shows it: a link to one of its sections.
        const [link] = headerLinksOn('/')
        await menu(page).getByRole('link', { name: link!.label, exact: true }).tap()
        await expect(menu(page)).toBeHidden()
        await expect(page).toHaveURL(new RegExp(`#${link!.href.split('#')[1]}$`))
        fresh.release()
      },
    },
    Enter: {
      does: 'Tab to it and Enter open it; Escape closes it and returns focus',
      run: async (page, fresh) => {
        await tabTo(page, menuButton(page))
        await page.keyboard.press('Enter')
        await expectMenuOpen(page)
        await page.keyboard.press('Escape')
        await expect(menu(page)).toBeHidden()
        await expect(menuButton(page)).toBeFocused()
        fresh.release()
      },
    },
  },
} satisfies Record<Island, Record<string, Act>>

/** One row: an island, at a size, after a first scroll, activated one of its ways. */
type Row = {
  [I in Island]: { island: I; device: Device; scroll: Scroll; way: keyof (typeof acts)[I] }
}[Island]

/**
 * Each island meets each kind of first scroll its sizes have (the wheel, a key, a finger) and each
 * way of activating it, once each: not every combination, which would cost minutes and prove
 * little more (the scroll only decides whether the runtime is already on its way).
 */
const rows: Row[] = [
  { island: 'gallery', device: 'desktop', scroll: 'wheel', way: 'click' },
  { island: 'gallery', device: 'phone', scroll: 'touch', way: 'tap' },
  { island: 'gallery', device: 'desktop', scroll: 'PageDown', way: 'Enter' },
  { island: 'comparison', device: 'desktop', scroll: 'wheel', way: 'mouse drag' },
  { island: 'comparison', device: 'desktop', scroll: 'wheel', way: 'click' },
  { island: 'comparison', device: 'phone', scroll: 'touch', way: 'finger drag' },
  { island: 'comparison', device: 'phone', scroll: 'touch', way: 'finger on the range' },
  { island: 'comparison', device: 'desktop', scroll: 'Space', way: 'arrow keys' },
  { island: 'form', device: 'desktop', scroll: 'wheel', way: 'click' },
  { island: 'form', device: 'phone', scroll: 'touch', way: 'tap' },
  { island: 'form', device: 'desktop', scroll: 'PageDown', way: 'Space' },
  { island: 'menu', device: 'phone', scroll: 'touch', way: 'tap' },
  { island: 'menu', device: 'phone', scroll: 'Space', way: 'Enter' },
]

let violations: string[] = []
test.beforeEach(async ({ page }) => {
  violations = await watchPolicyViolations(page)
})
test.afterEach(() => {
  expect(violations).toEqual([])
})

const scrolled: Record<Scroll, string> = {
  wheel: 'after the wheel',
  PageDown: 'after Page Down',
  Space: 'after Space on the page',
  touch: 'after a finger scroll',
}

for (const device of ['phone', 'desktop'] as const) {
  const { viewport } = devices[device]
  test.describe(`the first activation before the runtime, at ${viewport.width} px${device === 'phone' ? ' on a touch screen' : ''}`, () => {
    test.use(devices[device])
    for (const row of rows.filter((candidate) => candidate.device === device)) {
      const { island, scroll, way } = row
      const { does, run } = (acts[island] as Record<typeof way, Act>)[way]
      const { path, target, onProjectPage } = islands[island]
      if (onProjectPage && !onTidewater) continue
      test(
        `${island}, ${scrolled[scroll]}: ${does}`,
        { tag: onProjectPage ? '@content' : [] },
        async ({ page }) => {
          const fresh = await test.step('a fresh page', () => freshPage(page, path()))
          await test.step(scrolled[scroll], () => scrollFirst(page, scroll, target(page), fresh))
          await test.step(does, () => run(page, fresh))
          await expectNoNavigation(page, fresh)
        },
      )
    }
  })
}

describeOnTidewater('at 1440 px with a mouse', () => {
  test.use(devices.desktop)

  test("a click on a gallery photo with Ctrl or Cmd keeps the browser's way: a new tab, and no viewer after", async ({
    page,
    context,
  }) => {
    const fresh = await freshPage(page, projectPath())
    const first = thumbnails(page).first()
    const href = (await first.getAttribute('href'))!
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      first.click({ modifiers: ['ControlOrMeta'] }),
    ])
    await expect(tab).toHaveURL(href)
    await tab.close()
    fresh.release()
    // Once the gallery is hydrated, nothing replays that click into the viewer.
    await expect(page.locator('[data-hydrated]:has(a[data-gallery-index])')).toHaveCount(
      1,
      hydration,
    )
    await page.waitForTimeout(300)
    await expect(viewer(page)).toBeHidden()
    await expectNoNavigation(page, fresh)
  })
})
