/** The contact form's fields: required ones checked, a message too long for a link, the draft, labels. */
import { expect, test } from './fixtures'
import { content, fieldLabel, fieldNames, formField, templatePattern } from './content'
import { recordNavigations } from './mail'
import { fillForm, sendButton, toastWith, visitor } from './contact-form-page'

const { contactForm } = content
const { fallback, messages } = contactForm

test.beforeEach(async ({ page }) => {
  await page.goto('/#contact')
})

test('a required field left blank or only spaces gives the error toast and marks the field', async ({
  page,
}) => {
  const navigations = await recordNavigations(page)
  const form = await fillForm(page, { ...visitor, last: '   ' })
  await sendButton(form).click()
  const toast = toastWith(page, messages.missingText)
  await expect(toast).toContainText(messages.missingTitle)
  await expect(toast).toHaveAttribute('data-type', 'error')
  const lastName = formField(form, 'lastName')
  await expect(lastName).toHaveAttribute('aria-invalid', 'true')
  await expect(lastName).toHaveAccessibleDescription(contactForm.fieldRequired)
  await expect(lastName).toBeFocused()
  await expect(formField(form, 'firstName')).toHaveValue('Ana')
  expect(navigations.filter((url) => url.startsWith('mailto:'))).toEqual([])
})

test('the browser itself stops an empty required field', async ({ page }) => {
  const form = page.locator('#contact form')
  await sendButton(form).click()
  expect(
    await formField(form, 'firstName').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true)
})

test('a message too long for an email link is flagged before sending and can be copied', async ({
  page,
}) => {
  const navigations = await recordNavigations(page)
  // Longer than the longest link budget the content may set (2,000 characters).
  const form = await fillForm(page, { ...visitor, details: 'Long description. '.repeat(120) })
  await expect(form.getByText(templatePattern(contactForm.length.tooLong))).toBeVisible()
  await expect(form.getByRole('button', { name: fallback.copy, exact: true })).toBeVisible()
  await sendButton(form).click()
  const details = formField(form, 'projectDetails')
  await expect(details).toBeFocused()
  expect(navigations.filter((url) => url.startsWith('mailto:'))).toEqual([])
  await details.fill('Short again')
  await expect(form.getByText(templatePattern(contactForm.length.remaining))).toBeVisible()
  await expect(form.getByText(templatePattern(contactForm.length.tooLong))).toBeHidden()
})

test('the draft survives a reload and is cleared after sending', async ({ page }) => {
  let form = await fillForm(page)
  await page.reload()
  form = page.locator('#contact form')
  await expect(formField(form, 'firstName')).toHaveValue('Ana')
  await expect(formField(form, 'projectDetails')).toHaveValue(visitor.details)
  await expect(form.getByRole('status').first()).toContainText(contactForm.draftRestored)
  await sendButton(form).click()
  await expect(formField(form, 'firstName')).toHaveValue('')
  await page.reload()
  await expect(formField(page.locator('#contact form'), 'firstName')).toHaveValue('')
})

test('each field is announced by its label, with the hint of the optional one', async ({
  page,
}) => {
  const form = page.locator('#contact form')
  for (const name of fieldNames) {
    const field = formField(form, name)
    await expect(field, fieldLabel(name)).toBeVisible()
    await expect(field).toHaveAttribute('name', name)
  }
})
