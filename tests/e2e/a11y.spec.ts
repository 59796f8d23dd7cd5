import { expect, test } from '@playwright/test'
import {
  expectNoAxeViolations,
  submitEmptyContactForm,
  toastRegion,
  waitForHydration,
  expectExpanded,
} from './accessibility'
import { content } from './content'
import { notFoundPath, pages } from './routes'

const { contactForm, navigation } = content
const routes = [...pages.map((page) => page.path), notFoundPath]
const widths = [390, 1440]

for (const width of widths) {
  test.describe(`axe at ${width} px`, { tag: '@content' }, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of routes) {
      test(`${path} has no WCAG 2.2 AA or best-practice violations`, async ({ page }) => {
        await page.goto(path)
        await expectNoAxeViolations(page)
      })
    }

    test('the contact form in its error state, with the error toast, has no violations', async ({
      page,
    }) => {
      await page.goto('/#contact')
      await submitEmptyContactForm(page)
      await expect(page.getByText(contactForm.fieldRequired, { exact: true }).first()).toBeVisible()
      const toast = toastRegion(page).getByText(contactForm.messages.missingText, { exact: true })
      await expect(toast).toBeVisible()
      // sonner pauses its timer while the pointer is on a toast: it stays for the whole scan.
      await toast.hover()
      await expectNoAxeViolations(page)
      await expect(toast).toBeVisible()
    })
  })
}

test.describe('axe at 390 px with the mobile menu open', { tag: '@content' }, () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of routes) {
    test(`${path} has no violations with the menu open`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page, '[aria-controls="mobile-menu"]')
      const toggle = page.getByRole('button', { name: navigation.menu.toggle, exact: true })
      await toggle.click()
      await expectExpanded(toggle, true)
      await expect(
        page.getByRole('navigation', { name: navigation.menu.label, exact: true }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})
