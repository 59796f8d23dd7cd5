/** The contact form on a phone: each page's call to action shows it, and after Send one state shows. */
import { expect, test } from './fixtures'
import { waitForHydration } from './accessibility'
import { content, escapeRegExp, fieldNames, formField, hero } from './content'
import { box, intersects } from './boxes'
import { pages } from './routes'
import { routes } from '@/lib/content/urls'
import { fillForm, sendButton, toastWith } from './contact-form-page'

const { home, contactForm } = content
const { fallback, messages } = contactForm

test.beforeEach(async ({ page }) => {
  await page.goto('/#contact')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  // Every page asks in its content, and one tap shows the form's first field, nothing to scroll.
  // The accessibility statement's and the privacy page's way on is their own: how to report a
  // barrier, or ask about a message, by phone or email. /contact asks at the top, in its hero.
  const ownWayOn: string[] = [routes.accessibility, routes.privacy]
  for (const { path } of pages.filter((page) => !ownWayOn.includes(page.path)))
    test(`${path}: its call to action shows the form's first field`, async ({ page }) => {
      await page.goto(path)
      const ask =
        path === '/' || path === routes.contact
          ? hero(page).getByRole('link', {
              name: path === '/' ? home.hero.primary.label : content.contactPage.form.label,
              exact: true,
            })
          : page
              .getByRole('region', { name: /./ })
              .filter({ has: page.locator('#call-to-action-heading') })
              .getByRole('link')
              .first()
      await ask.tap()
      await expect(page).toHaveURL(/^[^?]*\/(\?[a-z]+=[\w-]+)?#contact$/)
      await expect(formField(page, 'firstName')).toBeInViewport({ ratio: 1 })
    })

  test('after Send one state shows: the toast covers no field nor the header, the next step is in view', async ({
    page,
  }) => {
    // Instant scrolls and toasts: the end positions are those the animations reach.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const form = await fillForm(page)
    await waitForHydration(page, '#contact form')
    await sendButton(form).tap()
    const toast = toastWith(page, messages.successTitle)
    await expect(toast).toContainText(messages.successText)
    await expect(toast).toHaveAttribute('data-mounted', 'true')

    const toastBox = await box(toast)
    const header = await box(page.getByRole('banner'))
    expect(intersects(toastBox, header), 'the toast covers the header').toBe(false)
    for (const control of [...fieldNames.map((name) => formField(form, name)), sendButton(form)])
      if (await control.isVisible())
        expect(intersects(toastBox, await box(control)), `the toast covers ${control}`).toBe(false)
    // The control pressed stays in view, below the header.
    const send = await box(sendButton(form))
    expect(send.y).toBeGreaterThanOrEqual(header.y + header.height)
    expect(send.y + send.height).toBeLessThanOrEqual(toastBox.y)

    // The next step if nothing opened: in view below the header, its ways out not under the toast.
    const nextStep = page.getByRole('region', { name: fallback.heading, exact: true })
    const ways = [
      nextStep.getByRole('link', { name: new RegExp(`^${escapeRegExp(fallback.gmail)}`) }),
      nextStep.getByRole('link', { name: new RegExp(`^${escapeRegExp(fallback.outlook)}`) }),
      nextStep.getByRole('button', { name: fallback.copy, exact: true }),
    ]
    for (const way of ways) {
      await expect(way).toBeInViewport({ ratio: 1 })
      expect(intersects(toastBox, await box(way)), `the toast covers ${way}`).toBe(false)
    }
    // One status: the toast. The next step is not announced beside it as a second verdict.
    await expect(nextStep).not.toHaveAttribute('aria-live')
    const otherStatuses = await page
      .locator('[role=status], [role=alert], [aria-live]')
      .evaluateAll((live) =>
        live
          .filter((each) => !each.querySelector('[data-sonner-toaster]'))
          .map((each) => each.textContent!.trim())
          .filter(Boolean),
      )
    expect(otherStatuses).toEqual([])
  })
})
