import { expect, type Page, test } from '@playwright/test'
import { parseMailto, recordNavigations } from './mail'

const visitor = {
  first: 'Ana',
  last: 'Reyes',
  email: 'ana@example.com',
  phone: '(831) 555-0100',
  details: 'Open the kitchen to the dining room.\nBudget: $80k & up?',
}

async function fillForm(page: Page, values = visitor) {
  const form = page.locator('#contact form')
  await form.getByLabel('First name').fill(values.first)
  await form.getByLabel('Last name').fill(values.last)
  await form.getByLabel('Email').fill(values.email)
  await form.getByLabel('Phone').fill(values.phone)
  await form.getByLabel('Project details').fill(values.details)
  return form
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#contact')
})

test('the three home buttons lead to the contact section, below the fixed header', async ({
  page,
}) => {
  for (const name of ['Start my project', 'Get a quote', 'Start My Project']) {
    await page.goto('/')
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL('/#contact')
    const heading = page.getByRole('heading', { name: 'Request a consultation' })
    await expect(heading).toBeInViewport()
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((el) => el.getBoundingClientRect().bottom)
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom)
  }
})

test('submitting opens the mail client with the message, then resets the form', async ({
  page,
}) => {
  const navigations = await recordNavigations(page)
  const form = await fillForm(page)
  const submit = form.getByRole('button', { name: 'Send message' })
  await submit.click()
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()

  await expect.poll(() => navigations.find((url) => url.startsWith('mailto:'))).toBeTruthy()
  const mail = parseMailto(navigations.find((url) => url.startsWith('mailto:'))!)
  expect(mail.to).toBe('hello@saltwooddesignbuild.com')
  expect(mail.names).toEqual(['subject', 'body'])
  expect(mail.headers.subject).toBe('New Contact Form Submission from Ana Reyes')
  expect(mail.headers.body).toContain(
    'Name: Ana Reyes\r\nEmail: ana@example.com\r\nPhone: (831) 555-0100',
  )
  expect(mail.headers.body).toContain('Open the kitchen to the dining room.\r\nBudget: $80k & up?')
  expect(mail.headers.body).toContain('sent from the Saltwood Design-Build website contact form')

  const toast = page.getByRole('listitem').filter({ hasText: 'Email Client Opened' })
  await expect(toast).toContainText(
    'Your default email client should open with the message pre-filled. Please send the email to complete your submission.',
  )
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Project details']) {
    await expect(form.getByLabel(label)).toHaveValue('')
  }
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
  // The product's toasts close by themselves after about five seconds.
  await expect(toast).toBeHidden({ timeout: 9000 })
})

test('after submitting, Gmail, Outlook.com and Copy message carry the same message', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const form = await fillForm(page)
  await form.getByRole('button', { name: 'Send message' }).click()
  const fallback = page.getByRole('region', { name: 'Email app did not open?' })
  await expect(fallback).toBeVisible()

  const gmail = new URL(
    (await fallback.getByRole('link', { name: /Open in Gmail/ }).getAttribute('href'))!,
  )
  expect(gmail.hostname).toBe('mail.google.com')
  expect(gmail.searchParams.get('to')).toBe('hello@saltwooddesignbuild.com')
  expect(gmail.searchParams.get('su')).toBe('New Contact Form Submission from Ana Reyes')
  expect(gmail.searchParams.get('body')).toContain('Budget: $80k & up?')
  const outlook = new URL(
    (await fallback.getByRole('link', { name: /Open in Outlook\.com/ }).getAttribute('href'))!,
  )
  expect(outlook.hostname).toBe('outlook.live.com')
  expect(outlook.searchParams.get('subject')).toBe('New Contact Form Submission from Ana Reyes')
  await expect(fallback.getByRole('link', { name: /Open in Gmail/ })).toHaveAttribute(
    'target',
    '_blank',
  )

  await fallback.getByRole('button', { name: 'Copy message' }).click()
  await expect(fallback.getByRole('status')).toHaveText(
    'Message and our email address copied. Paste them into any email.',
  )
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('To: hello@saltwooddesignbuild.com')
  expect(copied).toContain('Subject: New Contact Form Submission from Ana Reyes')
  expect(copied).toContain('Open the kitchen to the dining room.\nBudget: $80k & up?')

  await expect(page.getByRole('link', { name: '(831) 555-0142' }).first()).toBeVisible()
  await fallback.getByRole('button', { name: 'Dismiss' }).click()
  await expect(fallback).toBeHidden()
})

test('a required field left blank or only spaces gives the error toast and marks the field', async ({
  page,
}) => {
  const navigations = await recordNavigations(page)
  const form = await fillForm(page, { ...visitor, last: '   ' })
  await form.getByRole('button', { name: 'Send message' }).click()
  const toast = page.getByRole('listitem').filter({ hasText: 'Please fill in all required fields' })
  await expect(toast).toContainText('Error')
  await expect(toast).toHaveAttribute('data-type', 'error')
  const lastName = form.getByLabel('Last name')
  await expect(lastName).toHaveAttribute('aria-invalid', 'true')
  await expect(lastName).toHaveAccessibleDescription('Please fill in this field.')
  await expect(lastName).toBeFocused()
  await expect(form.getByLabel('First name')).toHaveValue('Ana')
  expect(navigations.filter((url) => url.startsWith('mailto:'))).toEqual([])
})

test('the browser itself stops an empty required field', async ({ page }) => {
  const form = page.locator('#contact form')
  await form.getByRole('button', { name: 'Send message' }).click()
  expect(
    await form
      .getByLabel('First name')
      .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true)
})

test('a message too long for an email link is flagged before sending and can be copied', async ({
  page,
}) => {
  const navigations = await recordNavigations(page)
  const form = await fillForm(page, { ...visitor, details: 'Long description. '.repeat(120) })
  await expect(form.getByText(/characters too long to open in an email app/)).toBeVisible()
  await expect(form.getByRole('button', { name: 'Copy message' })).toBeVisible()
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByLabel('Project details')).toBeFocused()
  expect(navigations.filter((url) => url.startsWith('mailto:'))).toEqual([])
  await form.getByLabel('Project details').fill('Short again')
  await expect(form.getByText(/characters left/)).toBeVisible()
})

test('the draft survives a reload and is cleared after sending', async ({ page }) => {
  let form = await fillForm(page)
  await page.reload()
  form = page.locator('#contact form')
  await expect(form.getByLabel('First name')).toHaveValue('Ana')
  await expect(form.getByLabel('Project details')).toHaveValue(visitor.details)
  await expect(form.getByRole('status').first()).toContainText(
    'We restored the message you were writing.',
  )
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByLabel('First name')).toHaveValue('')
  await page.reload()
  await expect(page.locator('#contact form').getByLabel('First name')).toHaveValue('')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form still opens the mail client', async ({ page }) => {
    const navigations = await recordNavigations(page)
    await page.goto('/#contact')
    await fillForm(page)
    await page.locator('#contact form').getByRole('button', { name: 'Send message' }).click()
    await expect.poll(() => navigations.find((url) => url.startsWith('mailto:'))).toBeTruthy()
    const mail = parseMailto(navigations.find((url) => url.startsWith('mailto:'))!)
    expect(mail.to).toBe('hello@saltwooddesignbuild.com')
    expect(mail.headers.subject).toBe('New Contact Form Submission from the website')
    expect(mail.headers.body).toContain('firstName=Ana')
    expect(mail.headers.body).toContain('projectDetails=Open the kitchen to the dining room.')
  })
})

test('text typed before the page script loads is kept', async ({ page }) => {
  let release!: () => void
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/#contact', { waitUntil: 'domcontentloaded' })
  const form = page.locator('#contact form')
  await form.getByLabel('First name').fill('Ana')
  await form.getByLabel('Project details').fill('Typed early')
  release()
  await page.waitForLoadState('load')
  await form.getByLabel('Last name').fill('Reyes')
  await expect(form.getByLabel('First name')).toHaveValue('Ana')
  await expect(form.getByLabel('Project details')).toHaveValue('Typed early')
  // Once the script runs, the early text is part of the saved draft as well.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('saltwood:contact-draft')))
    .toContain('Typed early')
})
