import { expect, test } from './fixtures'
import { draftKey } from '@/components/contact-form/draft'
import { toastRegion } from './accessibility'
import { content, formField } from './content'
import { hydration, isHydrated, recordScripts } from './page-checks'

/*
 * scripts/build/optimize-export.mjs defers the Next/React runtime to the visitor's first intent. Every
 * route's visit (every-route.spec.ts) checks that nothing from /_next/static/*.js is fetched while
 * the page loads and that the first tap on the menu starts it; these are the other intents.
 */
const { contactForm } = content

test.describe('runtime deferred to the first interaction', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a keypress loads the runtime too', async ({ page }) => {
    const requested = recordScripts(page)
    await page.goto('/about')
    await page.keyboard.press('Tab')
    await expect.poll(() => requested.length, hydration).toBeGreaterThan(0)
    await expect.poll(() => isHydrated(page, 'header button'), hydration).toBe(true)
  })

  test('a mouse moving over the page loads the runtime, before any press', async ({ page }) => {
    const requested = recordScripts(page)
    await page.goto('/about')
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])
    await page.mouse.move(200, 300)
    await page.mouse.move(220, 320)
    await expect.poll(() => requested.length, hydration).toBeGreaterThan(0)
    await expect.poll(() => isHydrated(page, 'header button'), hydration).toBe(true)
  })

  test('the contact form coming into view loads the runtime, and an error toast shows on submit', async ({
    page,
  }) => {
    const requested = recordScripts(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])
    // Scrolling with the wheel is not an intent event: the form approaching the viewport is.
    await page.evaluate(() => document.getElementById('contact')?.scrollIntoView())
    await expect.poll(() => isHydrated(page, 'form'), hydration).toBe(true)
    await page.evaluate(() =>
      document.querySelectorAll('input[required], textarea[required]').forEach((field) => {
        field.removeAttribute('required')
      }),
    )
    await page.getByRole('button', { name: contactForm.submit, exact: true }).click()
    await expect(
      toastRegion(page).getByText(contactForm.messages.missingText, { exact: true }),
    ).toBeVisible()
  })

  test('a draft is restored after a reload at #contact', async ({ page }) => {
    await page.goto('/#contact')
    await expect.poll(() => isHydrated(page, 'form'), hydration).toBe(true)
    await formField(page, 'firstName').fill('Ada')
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), draftKey))
      .toContain('Ada')
    await page.reload()
    await expect(formField(page, 'firstName')).toHaveValue('Ada')
    await expect(
      page.getByRole('status').filter({ hasText: contactForm.draftRestored }),
    ).toBeVisible()
  })
})
