/**
 * @jest-environment node
 */
/**
 * Property-based tests (fast-check) of the pure core of the contact form: for any text in any
 * field — all of Unicode, half characters (lone surrogates), CR, LF, U+2028, "&", "=", "?", "#",
 * "%", "$&", "$'", direction marks, 10,000-character strings — the message is built without
 * throwing, the mailto: link goes to the content's address alone with only a subject and a body,
 * decoding it gives back what was typed, and the length-budget decision matches the encoded
 * length. (The draft store's properties: draft.property.test.ts.)
 *
 * Pure code only, so it runs in Node's environment (jsdom's URL parser is far slower).
 *
 * Runs: FC_NUM_RUNS (default 1,000, what CI runs; `FC_NUM_RUNS=10000` tries 10,000). The run's
 * seed is printed (tests/seed.ts: fixed by the commit in CI); a failure names its seed and path;
 * replay it with FC_SEED=<seed> (and FC_PATH=<path>) to get the same counterexample.
 */
import fc from 'fast-check'
import { seedLine } from '../seed'
import { content } from '@/lib/content'
import {
  buildMailto,
  buildMessage,
  gmailComposeUrl,
  outlookComposeUrl,
  remainingCharacters,
} from '@/components/contact-form/mailto'
import { type Submission } from '@/components/contact-form/submission'
import { isWellFormed, wellFormed } from '@/components/contact-form/well-formed'
import { anySubmission, anyText, numRuns, params } from './helpers/visitor-text'

const { contactForm, site } = content
const labels = contactForm.email

beforeAll(() => console.log(`mailto properties: ${seedLine}`))

// 10,000 runs of five fields each take a while on a busy machine.
jest.setTimeout(Math.max(60_000, numRuns * 30))

// The expected message, written out independently of components/contact-form/mailto.ts.
const typed = (text: string) => text.toWellFormed().trim()
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n')
const oneLine = (text: string) => text.replace(/\s+/g, ' ')
function expectedSubject(s: Submission): string {
  return labels.subject.replace(/\{first\}|\{last\}/g, (placeholder) =>
    oneLine(typed(placeholder === '{first}' ? s.firstName : s.lastName)),
  )
}
function expectedBody(s: Submission): string {
  return [
    `${labels.nameLabel}: ${typed(s.firstName)} ${typed(s.lastName)}`,
    `${labels.emailLabel}: ${typed(s.email)}`,
    `${labels.phoneLabel}: ${typed(s.phone) || labels.noPhone}`,
    '',
    `${labels.detailsLabel}:`,
    typed(s.projectDetails),
    '',
    '--',
    labels.footer,
  ]
    .map(crlf)
    .join('\r\n')
}

/** Reads a mailto: URL strictly, as RFC 6068 does: the address, then name=value pairs. */
function parseMailto(url: string) {
  expect(url.startsWith('mailto:')).toBe(true)
  // Printable ASCII only: no space, no raw line break, nothing a client could read as a new part.
  expect(url).toMatch(/^[\x21-\x7e]*$/)
  expect(url).not.toContain('#')
  const [address, query, ...rest] = url.slice('mailto:'.length).split('?')
  expect(rest).toEqual([])
  const pairs = query!.split('&').map((pair) => {
    const parts = pair.split('=')
    expect(parts).toHaveLength(2)
    return [parts[0]!, decodeURIComponent(parts[1]!)] as const
  })
  return { to: decodeURIComponent(address!), pairs }
}

/** The length of encodeURIComponent(text), counted from each code point's UTF-8 bytes. */
function encodedLength(text: string): number {
  let length = 0
  for (const char of text.toWellFormed()) {
    const code = char.codePointAt(0)!
    if (/^[A-Za-z0-9\-_.!~*'()]$/.test(char)) length += 1
    else length += 3 * (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4)
  }
  return length
}

describe('the message and its mailto: link, for any text in any field', () => {
  it('builds without throwing; one recipient, only subject and body; decodes to what was typed', () => {
    fc.assert(
      fc.property(anySubmission, (submission) => {
        const message = buildMessage(site.email, submission, labels)
        expect(message.to).toBe(site.email)
        expect(message.subject).toBe(expectedSubject(submission))
        expect(message.body).toBe(expectedBody(submission))
        const { to, pairs } = parseMailto(buildMailto(message))
        expect(to).toBe(site.email)
        expect(pairs).toEqual([
          ['subject', expectedSubject(submission)],
          ['body', expectedBody(submission)],
        ])
      }),
      params,
    )
  })

  it('builds the Gmail and Outlook.com links with the same recipient, subject and body', () => {
    fc.assert(
      fc.property(anySubmission, (submission) => {
        const message = buildMessage(site.email, submission, labels)
        const gmail = new URL(gmailComposeUrl(message))
        expect(gmail.origin + gmail.pathname).toBe('https://mail.google.com/mail/')
        expect([...gmail.searchParams.keys()]).toEqual(['view', 'fs', 'to', 'su', 'body'])
        expect(gmail.searchParams.get('to')).toBe(site.email)
        expect(gmail.searchParams.get('su')).toBe(expectedSubject(submission))
        expect(gmail.searchParams.get('body')).toBe(expectedBody(submission))
        const outlook = new URL(outlookComposeUrl(message))
        expect(outlook.origin).toBe('https://outlook.live.com')
        expect([...outlook.searchParams.keys()]).toEqual(['to', 'subject', 'body'])
        expect(outlook.searchParams.get('to')).toBe(site.email)
        expect(outlook.searchParams.get('subject')).toBe(expectedSubject(submission))
        expect(outlook.searchParams.get('body')).toBe(expectedBody(submission))
      }),
      params,
    )
  })

  it('decides "too long" exactly when the encoded link passes the budget', () => {
    // The content's budget and any other the schema allows (500 to 2,000 characters).
    const budget = fc.oneof(
      fc.constant(contactForm.length.budget),
      fc.integer({ min: 500, max: 2000 }),
    )
    fc.assert(
      fc.property(anySubmission, budget, (submission, budget) => {
        const message = buildMessage(site.email, submission, labels)
        const length =
          'mailto:'.length +
          site.email.length +
          '?subject='.length +
          encodedLength(expectedSubject(submission)) +
          '&body='.length +
          encodedLength(expectedBody(submission))
        expect(buildMailto(message)).toHaveLength(length)
        const remaining = remainingCharacters(message, budget)
        expect(remaining).toBe(budget - length)
        expect(remaining < 0).toBe(length > budget)
      }),
      params,
    )
  })

  it('replaces half characters exactly as String.prototype.toWellFormed does', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(wellFormed(text)).toBe(text.toWellFormed())
        expect(isWellFormed(text)).toBe(text.isWellFormed())
      }),
      params,
    )
  })
})
