/**
 * The contact form as contact-form.spec.ts, contact-form-phone.spec.ts and contact-form-fields.spec.ts
 * fill and send it: a visitor's message, its subject, the send button and the toasts.
 */
import { type Locator, type Page } from './fixtures'
import { toastRegion } from './accessibility'
import { content, formField, mailSubject } from './content'

const { contactForm } = content

export const visitor = {
  first: 'Ana',
  last: 'Reyes',
  email: 'ana@example.com',
  phone: '(831) 555-0100',
  details: 'Open the kitchen to the dining room.\nBudget: $80k & up?',
}
export const subject = mailSubject(visitor.first, visitor.last)

export async function fillForm(page: Page, values = visitor) {
  const form = page.locator('#contact form')
  await formField(form, 'firstName').fill(values.first)
  await formField(form, 'lastName').fill(values.last)
  await formField(form, 'email').fill(values.email)
  await formField(form, 'phone').fill(values.phone)
  await formField(form, 'projectDetails').fill(values.details)
  return form
}

export const sendButton = (form: Locator) =>
  form.getByRole('button', { name: contactForm.submit, exact: true })

/** A toast of the site's toaster that shows this text. */
export const toastWith = (page: Page, text: string) =>
  toastRegion(page).getByRole('listitem').filter({ hasText: text })
