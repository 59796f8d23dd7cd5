/**
 * The generated visitor text of the property tests (mailto.property.test.ts, draft.property.test.ts):
 * any code point, half characters (lone surrogates) and the tricky ones, up to 10,000 characters,
 * and fast-check's parameters for a run: FC_NUM_RUNS, the run's seed (tests/seed.ts) and FC_PATH.
 */
import fc from 'fast-check'
import { seed } from '../../seed'
import { type Submission } from '@/components/contact-form/submission'

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}

export const numRuns = positiveInteger('FC_NUM_RUNS', 1_000)
const path = process.env.FC_PATH || undefined
/** fast-check's own report on failure: the counterexample, its seed and path, and the cause. */
export const params = { numRuns, seed, path, verbose: 1 }

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
  '{number}',
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
export const unit = fc.oneof(
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
export const anyText = fc.oneof(
  { weight: 40, arbitrary: shortText },
  { weight: 1, arbitrary: longText },
)
export const anySubmission: fc.Arbitrary<Submission> = fc.record({
  firstName: anyText,
  lastName: anyText,
  email: anyText,
  phone: anyText,
  projectDetails: anyText,
})
