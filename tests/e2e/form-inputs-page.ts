/**
 * The real form as form-inputs.spec.ts and form-drafts.spec.ts drive it: opened, filled the way a
 * visitor gives text, read back, and each batch checked in the field, the draft and the mailto: link.
 */
import { expect, type Locator, type Page } from './fixtures'
import { draftKey, draftMaxLength, draftVersion } from '@/components/contact-form/draft'
import { waitForHydration } from './accessibility'
import { content, type FieldName, fieldNames, formField } from './content'
import { parseMailto } from './mail'
import {
  type Batch,
  describeBatch,
  difference,
  type Entry,
  expectedMail,
  shown,
} from './form-inputs-text'

const { contactForm, site } = content

// ——— The page ———

/** Fails the test on any uncaught error or console error the page reports. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return errors
}

export const contactFormOf = (page: Page) => page.locator('#contact form')

/** Loads the form, waits for its script, lets any generated address through the browser's check. */
export async function openForm(page: Page, path = '/#contact') {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await waitForHydration(page, '#contact form')
  // The browser's own email check (tested in contact-form.spec.ts) stops almost every generated
  // address before the form's script sees it; the script's hand-off is what is tested here.
  await contactFormOf(page).evaluate((form: HTMLFormElement) => {
    form.noValidate = true
  })
}

export async function enter(page: Page, form: Locator, { name, text, way }: Entry) {
  const field = formField(form, name)
  await field.focus()
  if (way === 'type') await page.keyboard.type(text)
  else if (way === 'insert') await page.keyboard.insertText(text)
  else if (way === 'clipboard') {
    await page.evaluate((text) => navigator.clipboard.writeText(text), text)
    await page.keyboard.press('ControlOrMeta+V')
  } else if (way === 'pasteEvent') {
    await field.evaluate((element, text) => {
      const clipboardData = new DataTransfer()
      clipboardData.setData('text/plain', text)
      const paste = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true })
      if (element.dispatchEvent(paste)) document.execCommand('insertText', false, text)
    }, text)
  }
}

type FormState = { values: Record<FieldName, string>; stored: string | null }
export const readForm = (form: Locator) =>
  form.evaluate(
    (element: HTMLFormElement, { names, key }): FormState => ({
      values: Object.fromEntries(
        names.map((name) => [name, (element.elements.namedItem(name) as HTMLInputElement).value]),
      ) as Record<FieldName, string>,
      stored: sessionStorage.getItem(key),
    }),
    { names: [...fieldNames], key: draftKey },
  )

/** Handed off; too long for a link; that and too large to keep as a draft; draft discarded. */
export type Outcome = 'sent' | 'tooLong' | 'notStored' | 'discarded'

/**
 * Checks one batch once it is in the form, then sends it (or, too long for a link, clears it).
 * `halfCharacterSeen`: whether a half character reached this page before or in this batch.
 */
export async function checkBatch(
  page: Page,
  batch: Batch,
  {
    errors,
    navigations,
    halfCharacterSeen,
    restored,
  }: {
    errors: string[]
    navigations: string[]
    halfCharacterSeen: boolean
    restored: boolean
  },
): Promise<Outcome> {
  const form = contactFormOf(page)
  const what = describeBatch(batch)
  const rawDraft = restored ? storedDraft(batch) : null
  const discarded = rawDraft !== null && rawDraft.length > draftMaxLength
  const expected = Object.fromEntries(
    batch.map((entry) => [entry.name, discarded ? '' : shown(entry)]),
  ) as Record<FieldName, string>

  // Every field shows what was entered, and the draft holds the same.
  const state = await readForm(form)
  for (const name of fieldNames) {
    expect(difference(state.values[name], expected[name]), `${name}\n${what}`).toBeNull()
  }
  const fields = Object.fromEntries(
    fieldNames.filter((n) => expected[n]).map((n) => [n, expected[n]]),
  )
  const tooLarge = JSON.stringify({ version: draftVersion, fields }).length > draftMaxLength
  if (tooLarge || Object.keys(fields).length === 0) expect(state.stored, what).toBeNull()
  else expect(JSON.parse(state.stored!), what).toEqual({ version: draftVersion, fields })

  // The notices: each at most once, and only when they apply.
  const notice = (text: string) => form.getByRole('status').filter({ hasText: text })
  await expect(notice(contactForm.replacedCharacters), what).toHaveCount(halfCharacterSeen ? 1 : 0)
  await expect(notice(contactForm.draftTooLarge), what).toHaveCount(tooLarge && !restored ? 1 : 0)
  await expect(notice(contactForm.draftRestored), what).toHaveCount(restored && !discarded ? 1 : 0)
  expect(errors, what).toEqual([])
  if (discarded) return 'discarded'

  // The length counter, then the hand-off.
  const mail = expectedMail(expected)
  const details = formField(form, 'projectDetails')
  await expect(details, what).toHaveAccessibleDescription(
    mail.remaining < 0
      ? contactForm.length.tooLong.replace('{number}', String(-mail.remaining))
      : contactForm.length.remaining.replace('{number}', String(mail.remaining)),
  )
  if (mail.remaining < 0) {
    for (const name of fieldNames) await formField(form, name).fill('')
    await expect.poll(() => readForm(form).then((s) => s.stored), what).toBeNull()
    return tooLarge && !restored ? 'notStored' : 'tooLong'
  }
  const before = navigations.length
  await form.getByRole('button', { name: contactForm.submit, exact: true }).click()
  await expect.poll(() => navigations.length, what).toBeGreaterThan(before)
  const link = navigations.slice(before).find((url) => url.startsWith('mailto:'))
  expect(link, what).toBeDefined()
  const sent = parseMailto(link!)
  expect(sent.to, what).toBe(site.email)
  expect(sent.names, what).toEqual(['subject', 'body'])
  expect(difference(sent.headers.subject!, mail.subject), `subject\n${what}`).toBeNull()
  expect(difference(sent.headers.body!, mail.body), `body\n${what}`).toBeNull()
  // The form empties itself once the mail client has the message, and the draft is gone.
  await expect(form.getByRole('button', { name: contactForm.submit, exact: true })).toBeEnabled()
  await expect
    .poll(() => readForm(form), what)
    .toEqual({
      values: Object.fromEntries(fieldNames.map((name) => [name, ''])),
      stored: null,
    })
  expect(errors, what).toEqual([])
  return 'sent'
}

/** A draft of exactly draftMaxLength characters: the longest one restored. */
export function draftAtTheLimit(): Batch {
  const draft = (details: string): Batch =>
    (
      [
        ['firstName', 'A'],
        ['lastName', 'B'],
        ['email', 'c@example.com'],
        ['phone', ''],
        ['projectDetails', details],
      ] as const
    ).map(([name, text]) => ({ name, text, way: 'draft' }))
  const missing = draftMaxLength - storedDraft(draft('x')).length
  return draft('x'.repeat(1 + missing))
}

/** The batch as components/contact-form/draft stores it (JSON escapes each half character as \udXXX). */
export function storedDraft(batch: Batch): string {
  const fields = Object.fromEntries(batch.filter((e) => e.text).map((e) => [e.name, e.text]))
  return JSON.stringify({ version: draftVersion, fields })
}
