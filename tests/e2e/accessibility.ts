import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { hydratedAttribute } from '@/components/use-hydrated'
import { content } from './content'

/** WCAG 2.2 AA and axe's best practices; target-size (2.5.8) is switched on explicitly. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Runs axe on the page as it is now and fails with a readable list of every violation: every rule
 * of `axeTags`, or `only` the rules named.
 */
export async function expectNoAxeViolations(page: Page, { only }: { only?: string[] } = {}) {
  // options() replaces every option set before it, the rules or tags to run included: it goes first.
  // Legacy mode runs axe.run in the page, which reaches the page's frames itself (there are none
  // today); the default mode opens a blank page for each run to merge the frames' results, which
  // took half of each run's second (about 30 s of CI's visits).
  const axe = new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .setLegacyMode(true)
  const results = await (only ? axe.withRules(only) : axe.withTags(axeTags)).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary}`)
        .join('\n'),
  )
  expect(summary, summary.join('\n')).toEqual([])
  // The rule must really have run, or a passing result would mean nothing.
  const checked = [...results.passes, ...results.incomplete, ...results.violations].map((r) => r.id)
  for (const rule of only ?? ['target-size', 'color-contrast']) expect(checked).toContain(rule)
}

/**
 * Submits the home page form with its required fields empty so that the script's own check runs
 * (the browser's constraint validation would otherwise stop the submission first).
 */
export async function submitEmptyContactForm(page: Page) {
  const form = page.locator('#contact form')
  await waitForHydration(page, '#contact form')
  await form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true
  })
  await form.getByRole('button', { name: content.contactForm.submit, exact: true }).click()
}

/** The toaster's live region: toasts are announced because they are added inside it. */
export const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/**
 * Starts the page's runtime and waits until React has attached its handlers to the element (our
 * client components mark it, components/use-hydrated.ts): before that a click reaches only the
 * browser's own behaviour (the form would fall back to its mailto: action).
 */
export async function waitForHydration(page: Page, selector: string) {
  // The islands start after the load, or at once on the visitor's first intent (docs/performance.md):
  // a key press is one.
  await page.keyboard.press('Shift')
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .first()
          .evaluate(
            (element, marker) => element.closest(`[${marker}]`) !== null,
            hydratedAttribute,
          ),
      // On a busy machine the first requests of the chunk files (compressed on demand) can be slow.
      { timeout: 20_000 },
    )
    .toBe(true)
}

/** What a visitor sees of the focused element: where it is, whether it shows, how its ring reads. */
export type FocusedElement = {
  /** tag#id "accessible text", to name the element in a failure message */
  label: string
  inHeader: boolean
  inMain: boolean
  visible: boolean
  top: number
  /** top in page coordinates, to tell two stops with the same label apart */
  pageTop: number
  bottom: number
  left: number
  right: number
  headerBottom: number
  viewportWidth: number
  viewportHeight: number
  outlineStyle: string
  outlineWidth: number
  /** contrast of the focus outline against the least contrasting colour behind it */
  ringContrast: number
}

/** Describes document.activeElement, or returns null when nothing (or the body) has focus. */
export function describeFocus(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(async () => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement) || element === document.body) return null

    // Measure what the visitor sees once things settle: the scroll that brought the element into
    // view and its colour transitions. A smooth scroll is still when three frames show the same
    // position; with reduced motion the focus scroll is instant (done as focus moved), so there is
    // no frame to wait for.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const stillFrames = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 3
    for (let still = 0, last = NaN; still < stillFrames;) {
      await frame()
      still = scrollY === last ? still + 1 : 0
      last = scrollY
    }
    await Promise.all(element.getAnimations().map((animation) => animation.finished))

    // Any CSS colour (rgb, oklab, color-mix results…) to RGBA, through a 1×1 canvas.
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    const rgba = (colour: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#000'
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data
      return [r!, g!, b!, a! / 255]
    }
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1)
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c: number) => {
        const s = c / 255
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
    }
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (light! + 0.05) / (dark! + 0.05)
    }

    // The colours the ring is drawn over: the parent's background and every ancestor's below it,
    // including each stop of a gradient, composited down to the first opaque background.
    const layers: number[][][] = []
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      const stops = (
        style.backgroundImage.match(/(?:rgba?|oklab|oklch|lab|lch|color|hsla?)\([^)]*\)/g) ?? []
      ).map(rgba)
      const plain = rgba(style.backgroundColor)
      if (stops.length) layers.push(stops)
      if (plain[3] > 0) layers.push([plain])
      if (plain[3] === 1) break
    }
    let behind = [[255, 255, 255, 1]]
    for (const layer of layers.reverse()) {
      behind = behind.flatMap((bottom) => layer.map((top) => over(top, bottom)))
    }
    const style = getComputedStyle(element)
    const ring = rgba(style.outlineColor)
    const ringContrast = Math.min(...behind.map((colour) => contrast(over(ring, colour), colour)))

    const box = element.getBoundingClientRect()
    const header = document.querySelector('body > header')
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .trim()
      .slice(0, 40)
    return {
      label: `${element.tagName.toLowerCase()}${element.id ? '#' + element.id : ''} "${text}"`,
      inHeader: !!header?.contains(element),
      inMain: !!document.querySelector('main')?.contains(element),
      visible:
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width > 0 &&
        box.height > 0,
      top: box.top,
      pageTop: Math.round(box.top + scrollY),
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      headerBottom: header?.getBoundingClientRect().bottom ?? 0,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      ringContrast,
    }
  })
}

/**
 * Presses Tab (or Shift+Tab) through the whole page, returning each element that took focus,
 * until focus leaves the page (or, `withinMain`, the main content) or comes back to an element
 * already visited.
 */
export async function tabThrough(
  page: Page,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  { withinMain = false } = {},
) {
  const visited: FocusedElement[] = []
  const seen = new Set<string>()
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press(key)
    const focused = await describeFocus(page)
    if (!focused || (withinMain && !focused.inMain)) break
    const identity = `${focused.label}@${focused.pageTop}`
    if (seen.has(identity)) break
    seen.add(identity)
    visited.push(focused)
  }
  return visited
}

/**
 * The expanded state Chromium exposes to assistive technology for this element, read from its
 * accessibility tree (DevTools Protocol). The menu button has no aria-expanded attribute: as a
 * `popovertarget` button its state comes from the browser, which Playwright's own checks (they
 * read the attribute) do not see.
 */
export async function exposedExpanded(element: Locator): Promise<boolean | undefined> {
  const page = element.page()
  const probe = 'data-expanded-probe'
  await element.evaluate((node, name) => node.setAttribute(name, ''), probe)
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[${probe}]`,
    })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })
    const property = nodes[0]?.properties?.find((p) => p.name === 'expanded')
    return property ? Boolean(property.value.value) : undefined
  } finally {
    await cdp.detach()
    await element.evaluate((node, name) => node.removeAttribute(name), probe)
  }
}

/** Waits until the element's exposed expanded state (see exposedExpanded) is `expanded`. */
export async function expectExpanded(element: Locator, expanded: boolean) {
  await expect.poll(() => exposedExpanded(element), { timeout: 5_000 }).toBe(expanded)
}
