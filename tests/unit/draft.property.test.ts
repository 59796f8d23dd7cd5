/**
 * @jest-environment node
 */
/**
 * Property-based tests (fast-check) of the contact form's draft store: for any text in any field
 * (the generated text of helpers/visitor-text.ts) it gives back what was typed, half characters
 * replaced, or says it is too large; it never throws on what it finds in storage.
 *
 * Runs, seed and replay as in mailto.property.test.ts: FC_NUM_RUNS, FC_SEED, FC_PATH.
 */
import fc from 'fast-check'
import { seedLine } from '../seed'
import {
  draftKey,
  draftMaxLength,
  loadDraft,
  saveDraft,
  type DraftStore,
} from '@/components/contact-form/draft'
import { fieldNames } from '@/components/contact-form/submission'
import { isWellFormed } from '@/components/contact-form/well-formed'
import { anySubmission, anyText, numRuns, params, unit } from './helpers/visitor-text'

beforeAll(() => console.log(`draft properties: ${seedLine}`))

// 10,000 runs of five fields each take a while on a busy machine.
jest.setTimeout(Math.max(60_000, numRuns * 30))

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
