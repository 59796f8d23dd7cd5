/**
 * The generated text of form-inputs.spec.ts (fast-check: all of Unicode, half characters, line
 * breaks, the draft's limit), the ways a visitor gives it, and what the browser and the form must
 * make of it, written out independently of the site's code.
 */
import fc from 'fast-check'
import { draftMaxLength } from '@/components/contact-form/draft'
import { content, type FieldName, fieldNames } from './content'
import { seed } from '../seed'

const { contactForm, site } = content
const labels = contactForm.email
const { budget } = contactForm.length

const requiredFields: readonly FieldName[] = ['firstName', 'lastName', 'email', 'projectDetails']

// ——— The text ———

const tricky = [
  '\r',
  '\n',
  '\r\n',
  '\u2028',
  '\u2029',
  '\u0085',
  '\t',
  ' ',
  '\u00A0',
  '\uFEFF',
  '&',
  '=',
  '?',
  '#',
  '%',
  '%0D%0A',
  '+',
  '$&',
  "$'",
  '$`',
  '$$',
  '{first}',
  '{last}',
  '{number}',
  '\u200E', // left-to-right mark
  '\u200F', // right-to-left mark
  '\u202E', // right-to-left override
  'Bcc: x@evil.test',
  '<img src=x onerror=alert(1)>',
  '🏡',
  '👩‍👩‍👧',
  'e\u0301',
]
const unit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  // Half a character; two in a row sometimes make a whole one, which is fine too.
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map(String.fromCharCode) },
  { weight: 4, arbitrary: fc.constantFrom(...tricky) },
)
const shortText = fc.string({ unit, maxLength: 24 })
/**
 * A browser's editor puts in each line break of a typed or pasted text as a new paragraph, in a
 * time that grows with the square of their number (12,000 characters with 1,500 of them: 3–5 s;
 * 98,000 with 12,000, the near-limit text of FC_SEED=403281445: over 4 minutes). A text here has
 * at most this many; the jest properties take any number.
 */
const maxLineBreaks = 200
const fewLineBreaks = (text: string) => (text.match(/\r\n|\r|\n/g)?.length ?? 0) <= maxLineBreaks
/** Long text cut anywhere (so a pair may lose its half at the end). */
const repeated = (lengths: fc.Arbitrary<number>) =>
  fc
    .tuple(fc.string({ unit, minLength: 1, maxLength: 30 }), lengths)
    .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length))
    .filter(fewLineBreaks)
/** A required field gets something besides white space, or the form rightly refuses to send. */
const notBlank = (text: string) => text.trim() !== ''
/**
 * Around the draft's limit: the longest message a draft keeps, and a little longer. They fill the
 * required project details, so never white space alone (FC_SEED=716875548 drew 97,009 tabs).
 */
const nearLimit = repeated(
  fc.integer({ min: draftMaxLength - 3_000, max: draftMaxLength + 500 }),
).filter(notBlank)
const longText = repeated(fc.integer({ min: 1_000, max: 12_000 }))
const anyText = fc.oneof({ weight: 24, arbitrary: shortText }, { weight: 1, arbitrary: longText })
const textFor = (name: FieldName) =>
  requiredFields.includes(name) ? anyText.filter(notBlank) : anyText

/**
 * How the text reaches the field. `type`: key by key (short text without control characters, which
 * would be Tab, Enter or Backspace). `insert`: in one go, as an input method or dictation does
 * (CDP Input.insertText). `clipboard`: copied to the clipboard and pasted with Ctrl+V. `pasteEvent`:
 * a paste event carrying the text, then the text inserted as the browser's paste would (the only
 * way besides a draft that a half character reaches the page: the browser's own input paths
 * already turn it into U+FFFD). `draft`: stored in sessionStorage in components/contact-form/draft's format, then the
 * page is loaded.
 */
type Way = 'type' | 'insert' | 'clipboard' | 'pasteEvent' | 'draft'
export type Entry = { name: FieldName; text: string; way: Way }
export type Batch = Entry[]

const keyable = (text: string) => text.length <= 12 && !/[\u0000-\u001f\u007f]/.test(text)
const batchOf = (ways: fc.Arbitrary<'typed' | 'clipboard' | 'pasteEvent' | 'draft'>) =>
  fc.tuple(...fieldNames.map((name) => fc.tuple(textFor(name), ways))).map((pairs) =>
    pairs.map(([text, way], index): Entry => {
      const name = fieldNames[index]!
      return { name, text, way: way === 'typed' ? (keyable(text) ? 'type' : 'insert') : way }
    }),
  )
/**
 * Seeded batches. With `nearLimitWay`, the last one's project details are near the draft's limit,
 * entered that way: typed by an input method, or restored from a draft. (Pasting it is left out:
 * Chromium's paste path also crashes its renderer on some 97,000-character mixed-direction texts,
 * FC_SEED=277064332, a browser fault that no site code is involved in.)
 */
export function batches(
  ways: fc.Arbitrary<'typed' | 'clipboard' | 'pasteEvent' | 'draft'>,
  count: number,
  offset: number,
  nearLimitWay?: 'insert' | 'draft',
): Batch[] {
  const list = fc.sample(batchOf(ways), { seed: seed + offset, numRuns: count })
  if (nearLimitWay) {
    const [long] = fc.sample(nearLimit, { seed: seed + offset, numRuns: 1 })
    const details = list.at(-1)!.at(-1)!
    details.text = long!
    details.way = nearLimitWay
  }
  return list
}

// ——— What the browser and the form make of it, written out independently of the site's code ———

/**
 * The text a field shows. A half character is U+FFFD (the browser's input paths replace it, the
 * form replaces what reaches the page). A one-line field drops the line breaks that end a typed
 * or pasted text and turns the others into spaces (Chromium's text field), drops every one set by
 * script (HTML's value sanitization); an email field also trims ASCII white space; a textarea
 * keeps every line break, as LF.
 */
export function shown({ name, text, way }: Entry): string {
  let value = text.toWellFormed()
  if (name === 'projectDetails') value = value.replace(/\r\n?/g, '\n')
  else if (way === 'draft') value = value.replace(/[\r\n]/g, '')
  else value = value.replace(/[\r\n]+$/, '').replace(/\r\n|\r|\n/g, ' ')
  if (name === 'email') value = value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '')
  return value
}
/** Whether a half character reached the page itself, so the form must say it replaced it. */
export const halfReachesPage = ({ text, way }: Entry) =>
  (way === 'pasteEvent' || way === 'draft') && !text.isWellFormed()

const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n')
const oneLine = (text: string) => text.replace(/\s+/g, ' ')
export function expectedMail(values: Record<FieldName, string>) {
  const s = Object.fromEntries(fieldNames.map((name) => [name, values[name].trim()])) as Record<
    FieldName,
    string
  >
  const subject = labels.subject.replace(/\{first\}|\{last\}/g, (placeholder) =>
    oneLine(placeholder === '{first}' ? s.firstName : s.lastName),
  )
  const body = [
    `${labels.nameLabel}: ${s.firstName} ${s.lastName}`,
    `${labels.emailLabel}: ${s.email}`,
    `${labels.phoneLabel}: ${s.phone || labels.noPhone}`,
    '',
    `${labels.detailsLabel}:`,
    s.projectDetails,
    '',
    '--',
    labels.footer,
  ]
    .map(crlf)
    .join('\r\n')
  const link =
    `mailto:${site.email.replace(/[%?#&]/g, encodeURIComponent)}` +
    `?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
  return { subject, body, remaining: budget - link.length }
}

/** Where two texts first differ, briefly, or null if they are the same. */
export function difference(actual: string, expected: string): string | null {
  if (actual === expected) return null
  let at = 0
  while (at < actual.length && actual[at] === expected[at]) at++
  const near = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 10), at + 10))
  return `length ${actual.length}, expected ${expected.length}; first difference at ${at}: ${near(actual)} instead of ${near(expected)}`
}
export const describeBatch = (batch: Batch) =>
  `FC_SEED=${seed}\n` +
  batch
    .map(({ name, text, way }) => {
      const shownText =
        text.length > 60
          ? `${JSON.stringify(text.slice(0, 60))}… (${text.length} code units)`
          : JSON.stringify(text)
      return `${name} by ${way}: ${shownText}`
    })
    .join('\n')
