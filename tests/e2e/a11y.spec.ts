import { expect, test } from './fixtures'
import { expectNoAxeViolations, submitEmptyContactForm, toastRegion } from './accessibility'
import { content } from './content'

// Every route, as loaded and with the phone menu open, is scanned in every-route.spec.ts; this is
// the state a visitor makes that no page shows on load.
const { contactForm } = content

for (const width of [390, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

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
