import { expect, type Locator, type Page, test } from './fixtures'
import { draftKey } from '@/components/contact-form/draft'
import { toastRegion, waitForHydration } from './accessibility'
import {
  content,
  escapeRegExp,
  fieldLabel,
  fieldNames,
  formField,
  hero,
  leadsToContact,
  mailSubject,
  templatePattern,
} from './content'
import { box, intersects } from './boxes'
import { parseMailto, recordNavigations } from './mail'
import { pages } from './routes'
import { routes } from '@/lib/content/urls'

const { site, home, portfolio, contactForm } = content
const { fallback, messages } = contactForm

const visitor = {
  first: 'Ana',
  last: 'Reyes',
  email: 'ana@example.com',
  phone: '(831) 555-0100',
  details: 'Open the kitchen to the dining room.\nBudget: $80k & up?',
}
const subject = mailSubject(visitor.first, visitor.last)

async function fillForm(page: Page, values = visitor) {
  const form = page.locator('#contact form')
  await formField(form, 'firstName').fill(values.first)
  await formField(form, 'lastName').fill(values.last)
  await formField(form, 'email').fill(values.email)
  await formField(form, 'phone').fill(values.phone)
  await formField(form, 'projectDetails').fill(values.details)
  return form
}

const sendButton = (form: Locator) =>
  form.getByRole('button', { name: contactForm.submit, exact: true })

/** A toast of the site's toaster that shows this text. */
const toastWith = (page: Page, text: string) =>
  toastRegion(page).getByRole('listitem').filter({ hasText: text })

test.beforeEach(async ({ page }) => {
  await page.goto('/#contact')
})

test('the home buttons that lead to the contact section show it below the fixed header', async ({
  page,
}) => {
  // The content's buttons on the home page, each looked for in its own section.
  const buttons = [
    { section: 'hero', link: home.hero.primary },
    { section: 'hero', link: home.hero.secondary },
    { section: '#portfolio', link: portfolio.quoteButton },
    { section: '#about', link: home.about.primary },
    { section: '#about', link: home.about.secondary },
  ].filter(({ link }) => leadsToContact('/', link.href))
  expect(buttons.length, 'a button on the home page leads to the contact section').toBeGreaterThan(
    0,
  )
  for (const { section, link } of buttons) {
    await page.goto('/')
    const scope = section === 'hero' ? hero(page) : page.locator(section)
    await scope.getByRole('link', { name: link.label, exact: true }).click()
    await expect(page).toHaveURL('/#contact')
    const heading = page.getByRole('heading', { name: home.contact.heading.title, exact: true })
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
  // The sending state lasts about a second once React handles the submission: start it now, so
  // a slow runtime load cannot shift that second between two polls of the assertion below.
  await waitForHydration(page, '#contact form')
  await sendButton(form).click()
  await expect(
    form.getByRole('button', { name: contactForm.submitting, exact: true }),
  ).toBeDisabled()

  await expect.poll(() => navigations.find((url) => url.startsWith('mailto:'))).toBeTruthy()
  const mail = parseMailto(navigations.find((url) => url.startsWith('mailto:'))!)
  expect(mail.to).toBe(site.email)
  expect(mail.names).toEqual(['subject', 'body'])
  expect(mail.headers.subject).toBe(subject)
  const { email } = contactForm
  expect(mail.headers.body).toContain(
    `${email.nameLabel}: Ana Reyes\r\n${email.emailLabel}: ana@example.com\r\n${email.phoneLabel}: (831) 555-0100`,
  )
  expect(mail.headers.body).toContain(
    `${email.detailsLabel}:\r\nOpen the kitchen to the dining room.\r\nBudget: $80k & up?`,
  )
  expect(mail.headers.body).toContain(email.footer)

  const toast = toastWith(page, messages.successTitle)
  await expect(toast).toContainText(messages.successText)
  for (const name of fieldNames) await expect(formField(form, name)).toHaveValue('')
  await expect(sendButton(form)).toBeEnabled()
  // The product's toasts close by themselves after about five seconds.
  await expect(toast).toBeHidden({ timeout: 9000 })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  // Every page asks in its content, and one tap shows the form's first field, nothing to scroll.
  // The accessibility statement's way on is its own: how to report a barrier, by phone or email.
  for (const { path } of pages.filter((page) => page.path !== routes.accessibility))
    test(`${path}: its call to action shows the form's first field`, async ({ page }) => {
      await page.goto(path)
      const ask =
        path === '/'
          ? hero(page).getByRole('link', { name: home.hero.primary.label, exact: true })
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

test('after submitting, Gmail, Outlook.com and Copy message carry the same message', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const form = await fillForm(page)
  await sendButton(form).click()
  const region = page.getByRole('region', { name: fallback.heading, exact: true })
  await expect(region).toBeVisible()

  const gmailLink = region.getByRole('link', {
    name: new RegExp(`^${escapeRegExp(fallback.gmail)}`),
  })
  const gmail = new URL((await gmailLink.getAttribute('href'))!)
  expect(gmail.hostname).toBe('mail.google.com')
  expect(gmail.searchParams.get('to')).toBe(site.email)
  expect(gmail.searchParams.get('su')).toBe(subject)
  expect(gmail.searchParams.get('body')).toContain('Budget: $80k & up?')
  const outlookLink = region.getByRole('link', {
    name: new RegExp(`^${escapeRegExp(fallback.outlook)}`),
  })
  const outlook = new URL((await outlookLink.getAttribute('href'))!)
  expect(outlook.hostname).toBe('outlook.live.com')
  expect(outlook.searchParams.get('to')).toBe(site.email)
  expect(outlook.searchParams.get('subject')).toBe(subject)
  expect(outlook.searchParams.get('body')).toContain('Budget: $80k & up?')
  for (const link of [gmailLink, outlookLink]) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAccessibleName(new RegExp(`${escapeRegExp(fallback.newTabHint)}$`))
  }

  await region.getByRole('button', { name: fallback.copy, exact: true }).click()
  await expect(region.getByRole('status')).toHaveText(fallback.copied)
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain(`${fallback.toLabel}: ${site.email}`)
  expect(copied).toContain(`${fallback.subjectLabel}: ${subject}`)
  expect(copied).toContain('Open the kitchen to the dining room.\nBudget: $80k & up?')

  await expect(page.getByRole('link', { name: site.phone, exact: true }).first()).toBeVisible()
  await region.getByRole('button', { name: fallback.dismiss, exact: true }).click()
  await expect(region).toBeHidden()
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form still opens the mail client', async ({ page }) => {
    const navigations = await recordNavigations(page)
    await page.goto('/#contact')
    const form = await fillForm(page)
    await sendButton(form).click()
    await expect.poll(() => navigations.find((url) => url.startsWith('mailto:'))).toBeTruthy()
    const mail = parseMailto(navigations.find((url) => url.startsWith('mailto:'))!)
    expect(mail.to).toBe(site.email)
    expect(mail.names).toEqual(['subject', 'body'])
    expect(mail.headers.subject).toBe(contactForm.email.noScriptSubject)
    // The browser's own submission: each field by its name, whatever the labels say.
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
  await formField(form, 'firstName').fill('Ana')
  await formField(form, 'projectDetails').fill('Typed early')
  release()
  await page.waitForLoadState('load')
  await formField(form, 'lastName').fill('Reyes')
  await expect(formField(form, 'firstName')).toHaveValue('Ana')
  await expect(formField(form, 'projectDetails')).toHaveValue('Typed early')
  // Once the script runs, the early text is part of the saved draft as well.
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), draftKey))
    .toContain('Typed early')
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
