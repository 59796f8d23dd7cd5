/** What a screen reader and the keyboard meet on a page: headings, link text, landmarks, focus (see page-checks.ts). */
import { expect, type Page } from '@playwright/test'
import { type FocusedElement } from './accessibility'
import { content } from './content'

const { navigation } = content

/** Link names that do not say where a link goes (Lighthouse's "link-text" audit list, in English). */
const genericLinkNames = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'link',
])
/** One h1 first, no skipped heading level, and every link's name says where it goes. */
export async function expectHeadingsAndLinkText(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))))
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index + 1} of ${levels.join(' ')}`).toBeLessThanOrEqual(
        levels[index - 1]! + 1,
      )
  })

  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const labelledBy = anchor.getAttribute('aria-labelledby')
      const name =
        anchor.getAttribute('aria-label') ??
        (labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : (anchor.textContent ?? '') +
            [...anchor.querySelectorAll('img[alt]')]
              .map((img) => img.getAttribute('alt'))
              .join(' '))
      return { href: anchor.getAttribute('href'), name: name.replace(/\s+/g, ' ').trim() }
    }),
  )
  expect(links.length).toBeGreaterThan(5)
  for (const { href, name } of links) {
    expect(name, `text of the link to ${href}`).not.toBe('')
    expect(genericLinkNames.has(name.toLowerCase()), `"${name}" (to ${href})`).toBe(false)
  }
}

/** What a screen reader finds: a short title, one of each landmark, named navigation, quiet icons. */
export async function expectLandmarks(page: Page, navs: string[]) {
  // The title is read first (WCAG 2.4.2), and search results cut it after about 70 characters.
  const title = await page.title()
  expect(title).toMatch(/\S/)
  expect(title.length).toBeLessThanOrEqual(70)
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
  // Every nav, shown or not at this width, has its own name: the header's two, then the page's own.
  const navNames = await page
    .locator('nav')
    .evaluateAll((navs) =>
      navs.map((nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby')),
    )
  expect(navNames).toEqual([navigation.primaryLabel, navigation.menu.label, ...navs])

  // Icons repeat what the text next to them says: none may reach the accessibility tree.
  const exposedSvgs = await page
    .locator('svg')
    .evaluateAll(
      (svgs) =>
        svgs.filter(
          (svg) => !svg.closest('[aria-hidden="true"]') && svg.getAttribute('role') !== 'img',
        ).length,
    )
  expect(exposedSvgs).toBe(0)
  expect(await page.locator('svg').count()).toBeGreaterThan(0)
  expect(await page.locator('img:not([alt])').count()).toBe(0)
}

/** Each problem a visitor would meet on a focused element, as readable lines. */
export function focusProblems(visited: FocusedElement[]): string[] {
  return visited.flatMap((f) => {
    const problems: string[] = []
    if (!f.visible) problems.push('is not visible (a hidden control took focus)')
    if (f.outlineStyle === 'none' || f.outlineWidth < 2) problems.push('has no visible focus ring')
    else if (f.ringContrast < 3) problems.push(`focus ring contrast ${f.ringContrast.toFixed(2)}:1`)
    if (!f.inHeader && f.top < f.headerBottom - 0.5)
      problems.push(`is under the fixed header (top ${f.top}, header ${f.headerBottom})`)
    if (f.bottom > f.viewportHeight + 0.5 || f.left < -0.5 || f.right > f.viewportWidth + 0.5)
      problems.push('is outside the viewport')
    return problems.map((problem) => `${f.label} ${problem}`)
  })
}

/**
 * The first Tab shows the skip link; Enter moves focus to the main content, where the next Tab
 * must stay: each caller's Tab walk goes on from there (route-visit-steps.ts).
 */
export async function expectSkipLink(page: Page, mainContentId: string) {
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: navigation.skipLink, exact: true })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`#${mainContentId}$`))
  await expect(page.getByRole('main')).toBeFocused()
}
