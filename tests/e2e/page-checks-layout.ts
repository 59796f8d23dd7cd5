/** A page's layout at each width and its text in the subset fonts' weights (see page-checks.ts). */
import { expect, type Page } from '@playwright/test'
import { siteFonts } from '@/scripts/build/subset-fonts'

/**
 * Content that does not fit the device's width: sideways scrolling, or visible text cut off at a
 * side. The width is the page's viewport as Playwright set it (the phone's screen), less a desktop
 * scrollbar: on a phone (`isMobile`) the root's clientWidth grows with content wider than the
 * screen, so a page 962 px wide at 390 px would have been measured against 962.
 */
export function overflow(page: Page) {
  return page.evaluate((deviceWidth) => {
    const width = Math.min(document.documentElement.clientWidth, deviceWidth)
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
  }, page.viewportSize()!.width)
}

/** Resizes the window to each width, checks nothing overflows there, and restores the size. */
export async function expectFitsWidths(page: Page, widths: number[]) {
  const original = page.viewportSize()!
  for (const width of widths) {
    await page.setViewportSize({ width, height: original.height })
    expect(await overflow(page), `at ${width} px`).toEqual([])
  }
  await page.setViewportSize(original)
}

/**
 * scripts/build/subset-fonts.ts keeps only the weights the design uses (Inter 400–600, Fraunces 600). A
 * text asking a font for another weight would be drawn in the nearest one the file has, not the
 * one the class names: add the weight to `siteFonts` (and lib/fonts.ts) instead.
 */
export async function expectFontWeightsInFiles(page: Page) {
  const used = await page.evaluate(() => {
    const found = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement
      if (!parent || !walker.currentNode.textContent?.trim()) continue
      const style = getComputedStyle(parent)
      const family = style.fontFamily.split(',')[0]!.trim().replace(/["']/g, '')
      found.add(`${family.toLowerCase()} ${style.fontWeight}`)
    }
    return [...found]
  })
  const outside = used.filter((entry) => {
    const [family, weight] = entry.split(' ')
    const font = siteFonts.find((candidate) => candidate.name === family)
    if (!font) return false
    const { min, max } =
      typeof font.weight === 'number' ? { min: font.weight, max: font.weight } : font.weight
    return Number(weight) < min || Number(weight) > max
  })
  expect(outside).toEqual([])
}
