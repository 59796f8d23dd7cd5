// @ts-check
/**
 * The visitors and the islands of `npm run bench:interaction` (scripts/bench/bench-interaction.mjs):
 * how each visitor reaches an island and acts on it, and what the island's answer is. One run is
 * one fresh browser context (no cache), one page load, one first activation.
 */

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').CDPSession} CDPSession */
/** @typedef {{ x: number, y: number }} Point */

/**
 * Lighthouse's mobile profile (its "simulated" defaults applied for real): 150 ms round trip,
 * 1.6 Mbps down, 750 Kbps up, the CPU 4× slower; the Moto G Power screen it emulates.
 */
export const mobileNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const phoneContext = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
const desktopContext = { viewport: { width: 1440, height: 900 } }

/**
 * @typedef {object} Visitor
 * @property {string} name
 * @property {object} context Playwright's context options
 * @property {boolean} throttled Lighthouse's mobile network and CPU
 * @property {boolean} [costed] whether the bench reports what its activation fetches and runs
 * @property {(page: Page, cdp: CDPSession, at: Point) => Promise<void>} before what the visitor
 *   does before the activation, the island on screen
 * @property {(page: Page, cdp: CDPSession, at: Point, to: Point) => Promise<void>} activate the
 *   activation: a press at `at` released at `to` (a tap or a click where they are the same point)
 */

/**
 * A finger through the DevTools protocol, touch, pointer and click events as for a real one: a tap
 * at `at`, or a drag from `at` to `to`.
 */
async function touch(/** @type {CDPSession} */ cdp, /** @type {Point} */ at, to = at) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] })
  const steps = to.x === at.x && to.y === at.y ? 0 : 5
  for (let step = 1; step <= steps; step++) {
    const x = at.x + ((to.x - at.x) * step) / steps
    const y = at.y + ((to.y - at.y) * step) / steps
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/** @type {Visitor[]} */
export const visitors = [
  {
    name: 'phone, the tap is the first intent',
    context: phoneContext,
    throttled: true,
    costed: true,
    before: async () => {},
    activate: (page, cdp, at, to) => touch(cdp, at, to),
  },
  {
    name: 'phone, a touch 2 s before',
    context: phoneContext,
    throttled: true,
    // A touch on the page's top left corner, the margin beside the logo: no link, no control.
    before: async (page, cdp) => {
      await touch(cdp, { x: 2, y: 2 })
      await page.waitForTimeout(2000)
    },
    activate: (page, cdp, at, to) => touch(cdp, at, to),
  },
  {
    name: 'desktop, the mouse moved over the page 300 ms before',
    context: desktopContext,
    throttled: false,
    before: async (page, cdp, at) => {
      await page.mouse.move(at.x - 40, at.y - 40)
      await page.mouse.move(at.x, at.y, { steps: 5 })
      await page.waitForTimeout(300)
    },
    activate: async (page, cdp, at, to) => {
      await page.mouse.down()
      if (to.x !== at.x || to.y !== at.y) await page.mouse.move(to.x, to.y, { steps: 5 })
      await page.mouse.up()
    },
  },
]

/**
 * @typedef {object} Island
 * @property {string} name
 * @property {(pages: { project: string }) => string} path the page it is on
 * @property {string} target the element activated
 * @property {number} [dragTo] a drag from the target's middle to this share of its width, rather
 *   than a tap or click in its middle
 * @property {(page: Page) => Promise<void>} [prepare] done first, with no intent event
 * @property {() => boolean} answered in the page: whether the island has answered
 */

/** @type {Island[]} */
export const islands = [
  {
    name: 'gallery photo → viewer open',
    path: ({ project }) => project,
    target: 'a[data-gallery-index]',
    answered: () => !!document.querySelector('dialog[open]'),
  },
  {
    name: 'menu button → menu open',
    path: () => '/',
    target: 'header button[popovertarget]',
    answered: () => !!document.querySelector('[popover]:popover-open, [popover][data-open]'),
  },
  {
    // A drag: a finger that does not move sideways scrolls the page rather than moving the divider.
    name: 'comparison pictures dragged → divider moved',
    path: ({ project }) => project,
    target: '[data-compare] > :first-child',
    dragTo: 0.25,
    answered: () =>
      /** @type {HTMLInputElement | null} */ (
        document.querySelector('[data-compare] input[type=range]')
      )?.value !== '50',
  },
  {
    // The fields filled through their value and an input event (neither is an intent), then the
    // send button: the answer is the form handing its mailto: link over (cancelled here).
    name: 'contact form send → mail hand-off',
    path: () => '/',
    target: 'form[data-draft-key] button[type=submit]',
    prepare: (page) =>
      page.evaluate(() => {
        const form = /** @type {HTMLFormElement} */ (document.querySelector('form[data-draft-key]'))
        const values = /** @type {Record<string, string>} */ ({
          email: 'ada@example.com',
          tel: '8315550100',
          text: 'Ada',
          textarea: 'A kitchen with more light.',
        })
        for (const field of form.querySelectorAll('input, textarea')) {
          const input = /** @type {HTMLInputElement} */ (field)
          input.value = values[input.type] ?? values.text ?? ''
          input.dispatchEvent(new Event('input', { bubbles: true }))
        }
        form.addEventListener('mailtohandoff', (event) => {
          event.preventDefault()
          document.documentElement.dataset.benchHandOff = ''
        })
      }),
    answered: () => 'benchHandOff' in document.documentElement.dataset,
  },
]

/**
 * Installed before the page's own scripts: the time of the first press (pointerdown) since
 * `window.bench` was last emptied.
 */
export function watchFirstPress() {
  const page = /** @type {{ bench: { pressedAt?: number } }} */ (/** @type {unknown} */ (window))
  page.bench = {}
  addEventListener('pointerdown', (event) => (page.bench.pressedAt ??= event.timeStamp), {
    capture: true,
  })
}

/**
 * In the page: waits, frame by frame, until `answered()` is true; resolves with the ms since the
 * first press, or undefined after 20 s (no answer).
 * @param {string} answeredSource the island's `answered` function, as source
 */
export function timeToAnswer(answeredSource) {
  const answered = /** @type {() => boolean} */ (new Function(`return (${answeredSource})()`))
  const { bench } = /** @type {{ bench: { pressedAt?: number } }} */ (
    /** @type {unknown} */ (window)
  )
  const started = performance.now()
  return new Promise((resolve) => {
    const check = () => {
      if (performance.now() - started > 20_000) return resolve(undefined)
      if (bench.pressedAt !== undefined && answered())
        return resolve(performance.now() - bench.pressedAt)
      requestAnimationFrame(check)
    }
    check()
  })
}
