/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
/**
 * Property-based tests (fast-check) of the pure core of the contact form: for any text in any
 * field — all of Unicode, half characters (lone surrogates), CR, LF, U+2028, "&", "=", "?", "#",
 * "%", "$&", "$'", direction marks, 10,000-character strings — the message is built without
 * throwing, the mailto: link goes to the content's address alone with only a subject and a body,
 * decoding it gives back what was typed, and the length-budget decision matches the encoded
 * length. The draft store keeps the same text and never throws on what it finds.
 *
 * Pure code only, so it runs in Node's environment (jsdom's URL parser is far slower).
 *
 * Runs: FC_NUM_RUNS (default 1,000, what CI runs; `npm run test:properties` tries 10,000). The run's
 * seed is printed (tests/seed.ts: fixed by the commit in CI); a failure names its seed and path;
 * replay it with FC_SEED=<seed> (and FC_PATH=<path>) to get the same counterexample.
 */
import fc from 'fast-check'
import { seed, seedLine } from '../seed'
import { content } from '@/lib/content'
import {
  draftKey,
  draftMaxLength,
  loadDraft,
  saveDraft,
  type DraftStore,
} from '@/components/contact-form/draft'
import {
  buildMailto,
  buildMessage,
  gmailComposeUrl,
  outlookComposeUrl,
  remainingCharacters,
} from '@/components/contact-form/mailto'
import { fieldNames, type Submission } from '@/components/contact-form/submission'
import { isWellFormed, wellFormed } from '@/components/contact-form/well-formed'

const { contactForm, site } = content
const labels = contactForm.email

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}

const numRuns = positiveInteger('FC_NUM_RUNS', 1_000)
const path = process.env.FC_PATH || undefined
/** fast-check's own report on failure: the counterexample, its seed and path, and the cause. */
const params = { numRuns, seed, path, verbose: 1 }
beforeAll(() => console.log(`mailto properties: ${seedLine}`))

// 10,000 runs of five fields each take a while on a busy machine.
jest.setTimeout(Math.max(60_000, numRuns * 30))

/** The pieces visitor text is made of: any code point, half characters and the tricky ones. */
const tricky = [
  '\r',
  '\n',
  '\r\n',
  '\n\r',
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
  '%2',
  '+',
  '$&',
  "$'",
  '$`',
  '$$',
  '$1',
  '{first}',
  '{last}',
  '{count}',
  '\u200E', // left-to-right mark
  '\u200F', // right-to-left mark
  '\u202E', // right-to-left override
  '\u2066', // left-to-right isolate
  'Bcc: x@evil.test',
  'mailto:',
  '🏡',
  '👩‍👩‍👧',
  'é',
  'e\u0301',
]
const unit = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  // Half a character; two in a row sometimes make a whole one, which is fine too.
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map(String.fromCharCode) },
  { weight: 4, arbitrary: fc.constantFrom(...tricky) },
)
const shortText = fc.string({ unit, maxLength: 40 })
/** Up to 10,000 UTF-16 code units, cut anywhere (so a pair may be cut in half at the end). */
const longText = fc
  .tuple(fc.string({ unit, minLength: 1, maxLength: 30 }), fc.integer({ min: 9_000, max: 10_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length))
const anyText = fc.oneof({ weight: 40, arbitrary: shortText }, { weight: 1, arbitrary: longText })
const anySubmission: fc.Arbitrary<Submission> = fc.record({
  firstName: anyText,
  lastName: anyText,
  email: anyText,
  phone: anyText,
  projectDetails: anyText,
})

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

describe('the draft, for any text and anything found in storage', () => {
  /** An in-memory sessionStorage, as fast as the property needs. */
  const memory = (): DraftStore & { items: Map<string, string> } => {
    const items = new Map<string, string>()
    return {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
    }
  }

  it('gives back what was typed, half characters replaced, or says it is too large', () => {
    fc.assert(
      fc.property(anySubmission, (submission) => {
        const storage = memory()
        const saved = saveDraft(submission, storage)
        const draft = loadDraft(storage)
        const expected = Object.fromEntries(
          fieldNames
            .filter((name) => submission[name] !== '')
            .map((name) => [name, submission[name].toWellFormed()]),
        )
        if (saved === 'tooLarge') {
          expect(JSON.stringify(expected).length).toBeGreaterThan(draftMaxLength - 30)
          expect(draft).toBeNull()
          expect(storage.items.size).toBe(0)
        } else {
          expect(saved).toBe('saved')
          expect(draft?.fields ?? {}).toEqual(expected)
          expect([...storage.items.values()].every(isWellFormed)).toBe(true)
        }
      }),
      params,
    )
  })

  it('never throws on a stored item, restores only well-formed fields, removes what it rejects', () => {
    const stored = fc.oneof(
      fc.string({ unit }),
      fc.json(),
      fc
        .record({
          version: fc.oneof(fc.constant(2), fc.jsonValue()),
          fields: fc.oneof(
            fc.dictionary(
              fc.constantFrom(...fieldNames, '__proto__', 'bcc'),
              fc.oneof(anyText, fc.jsonValue()),
            ),
            fc.jsonValue(),
          ),
        })
        .map((draft) => JSON.stringify(draft)),
    )
    fc.assert(
      fc.property(stored, (raw) => {
        const storage = memory()
        storage.setItem(draftKey, raw)
        const draft = loadDraft(storage)
        if (draft === null) {
          expect(storage.items.size).toBe(0)
        } else {
          const names: readonly string[] = fieldNames
          for (const [name, value] of Object.entries(draft.fields)) {
            expect(names).toContain(name)
            expect(typeof value).toBe('string')
            expect(value).not.toBe('')
            expect(isWellFormed(value)).toBe(true)
          }
        }
      }),
      params,
    )
  })
})
