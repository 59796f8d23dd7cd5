import { expect, test } from './fixtures'
import { submitEmptyContactForm, toastRegion, waitForHydration } from './accessibility'
import { content, escapeRegExp, fieldNames, formField } from './content'

const { contactForm } = content

test.describe('contact form errors', () => {
  test('are tied to their fields, and focus lands on the first one already described', async ({
    page,
  }) => {
    await page.goto('/#contact')
    await waitForHydration(page, '#contact form')
    // Record the first field's state at the moment it receives focus: that is what is announced.
    await page.evaluate(() => {
      const field = document.querySelector<HTMLInputElement>('#contact [name="firstName"]')!
      field.addEventListener(
        'focus',
        () => {
          const ids = field.getAttribute('aria-describedby') ?? ''
          document.documentElement.dataset.announcedOnFocus = JSON.stringify({
            invalid: field.getAttribute('aria-invalid'),
            description: ids
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' '),
          })
        },
        { once: true },
      )
    })
    await submitEmptyContactForm(page)

    const firstName = formField(page, 'firstName')
    await expect(firstName).toBeFocused()
    const announced = JSON.parse(
      (await page.evaluate(() => document.documentElement.dataset.announcedOnFocus)) ?? '{}',
    )
    expect(announced).toEqual({ invalid: 'true', description: contactForm.fieldRequired })

    for (const name of fieldNames.filter((name) => name !== 'phone')) {
      const field = formField(page, name)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(contactForm.fieldRequired)),
      )
    }
    await expect(formField(page, 'phone')).not.toHaveAttribute('aria-invalid', 'true')

    // Filling a field clears its error.
    await firstName.fill('Jane')
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toHaveAccessibleDescription('')
  })
})

test.describe('toasts', () => {
  test('are added inside a live region that was already on the page', async ({ page }) => {
    await page.goto('/#contact')
    await waitForHydration(page, '#contact form')
    // A live region announces what is added to it, not a region inserted with its text.
    await page.evaluate((text) => {
      const records: boolean[] = []
      ;(window as unknown as { toastInsertions: boolean[] }).toastInsertions = records
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (!node.textContent?.includes(text)) continue
            const target = mutation.target as Element
            records.push(!!target.closest('[aria-live="polite"], [aria-live="assertive"]'))
          }
        }
      }).observe(document.body, { childList: true, subtree: true })
    }, contactForm.messages.missingText)
    await submitEmptyContactForm(page)

    const region = toastRegion(page)
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(region.getByText(contactForm.messages.missingTitle, { exact: true })).toBeVisible()
    await expect(region.getByText(contactForm.messages.missingText, { exact: true })).toBeVisible()
    const insertions = await page.evaluate(
      () => (window as unknown as { toastInsertions: boolean[] }).toastInsertions,
    )
    expect(insertions.length).toBeGreaterThan(0)
    expect(insertions).not.toContain(false)
  })
})
