/**
 * The project page of gallery.spec.ts, gallery-comparison.spec.ts and gallery-without-runtime.spec.ts:
 * the first project with at least three photographs and a before/after pair (on tidewater), its
 * gallery's thumbnails and viewer, the runtime's start and the focus ring a visitor must see.
 */
import { expect, type Locator, type Page, test } from './fixtures'
import { type FocusedElement } from './accessibility'
import { content, galleryProject } from './content'
import { hydration } from './page-checks'
import { watchPolicyViolations } from './visitor'
import { portfolioRoutes } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'
export const { gallery: galleryLabels, beforeAfter: comparisonLabels } = content.projectPage
/** What screen readers say of the slider at `position` (the share of the "before" picture shown). */
export const spoken = (position: number) =>
  fillTemplate(comparisonLabels.value, { before: position, after: 100 - position })

/** The thumbnail links, in order. */
export const thumbnails = (page: Page) => page.locator('a[data-gallery-index]')
/** The viewer: a modal <dialog> named by the gallery's labels. */
export const viewer = (page: Page) => page.getByRole('dialog')
/** The picture a thumbnail or the viewer shows (a photograph also has a decorative placeholder). */
export const pictureIn = (scope: Locator) => scope.locator('img[alt]:not([alt=""])')

/** Starts the runtime (a key press is a first intent) and waits until both components are enhanced. */
export async function waitForEnhancement(page: Page) {
  await page.keyboard.press('Shift')
  await expect(page.locator('[data-hydrated]:has(a[data-gallery-index])')).toHaveCount(1, hydration)
  await expect(page.getByRole('slider')).toBeVisible(hydration)
}

export async function openViewer(page: Page, index = 0) {
  await waitForEnhancement(page)
  await thumbnails(page).nth(index).click()
  await expect(viewer(page)).toBeVisible()
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** What would keep a visitor from seeing where focus is (as in keyboard.spec.ts). */
export function ringProblems(focused: FocusedElement | null): string[] {
  if (!focused) return ['nothing has focus']
  const problems: string[] = []
  if (!focused.visible) problems.push('is not visible')
  if (focused.outlineStyle === 'none' || focused.outlineWidth < 2)
    problems.push('has no focus ring')
  else if (focused.ringContrast < 3)
    problems.push(`focus ring contrast ${focused.ringContrast.toFixed(2)}:1`)
  return problems.map((problem) => `${focused.label} ${problem}`)
}

/** The project's page, its number of photographs and the viewer's counter for the photo at `index` (from 1). */
export function galleryPage() {
  const project = galleryProject()
  const total = project.gallery!.length
  return {
    path: portfolioRoutes.project(project.id),
    total,
    /** "2 of 8". */
    counter: (index: number) => fillTemplate(galleryLabels.counter, { index, total }),
  }
}

/** Fails each test of the calling describe on a CSP violation. */
export function failOnPolicyViolations() {
  let violations: string[] = []
  test.beforeEach(async ({ page }) => {
    violations = await watchPolicyViolations(page)
  })
  test.afterEach(() => {
    expect(violations).toEqual([])
  })
}
