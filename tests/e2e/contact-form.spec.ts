import { expect, test } from './fixtures'
import { draftKey } from '@/components/contact-form/draft'
import { waitForHydration } from './accessibility'
import { content, escapeRegExp, fieldNames, formField, hero, leadsToContact } from './content'
import { parseMailto, recordNavigations } from './mail'
import { fillForm, sendButton, subject, toastWith } from './contact-form-page'

const { site, home, portfolio, contactForm } = content
const { fallback, messages } = contactForm

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
