import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 AA and axe's best practices; target-size (2.5.8) is switched on explicitly. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Runs axe on the page as it is now and fails with a readable list of every violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze()
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
  expect(checked).toContain('target-size')
  expect(checked).toContain('color-contrast')
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
  await form.getByRole('button', { name: 'Send message' }).click()
}

/** The toaster's live region: toasts are announced because they are added inside it. */
export const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/**
 * Waits until React has attached its handlers to the element: before that a click reaches only the
 * browser's own behaviour (the form would fall back to its mailto: action).
 */
export async function waitForHydration(page: Page, selector: string) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true)
}
