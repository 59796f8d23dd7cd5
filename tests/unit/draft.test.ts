import {
  clearDraft,
  draftKey,
  draftMaxLength,
  draftVersion,
  loadDraft,
  saveDraft,
} from '@/components/contact-form/draft'
import { emptySubmission } from '@/components/contact-form/submission'
import { hostileDrafts } from '../fixtures/hostile-drafts'

const submission = {
  firstName: 'Ana',
  lastName: '',
  email: '',
  phone: '',
  projectDetails: 'New bath',
}

/** A stored draft as this version writes it, with any fields. */
const stored = (fields: unknown, version: unknown = draftVersion) =>
  JSON.stringify({ version, fields })

describe('draft storage', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })

  it('saves and restores what the visitor typed', () => {
    expect(saveDraft(submission)).toBe('saved')
    expect(loadDraft()).toEqual({
      fields: { firstName: 'Ana', projectDetails: 'New bath' },
      replaced: false,
    })
  })

  it("keeps it only in this tab's sessionStorage, under one key", () => {
    saveDraft(submission)
    expect(Object.keys(sessionStorage)).toEqual([draftKey])
    expect(localStorage).toHaveLength(0)
    expect(document.cookie).toBe('')
  })

  it('clears the draft', () => {
    saveDraft(submission)
    expect(clearDraft()).toBe(true)
    expect(sessionStorage.getItem(draftKey)).toBeNull()
    expect(loadDraft()).toBeNull()
  })

  it('removes the draft when every field is empty again', () => {
    saveDraft(submission)
    expect(saveDraft(emptySubmission())).toBe('saved')
    expect(sessionStorage.getItem(draftKey)).toBeNull()
  })

  it('keeps a restored draft, so the next reload restores it again', () => {
    saveDraft(submission)
    const restored = loadDraft()
    expect(loadDraft()).toEqual(restored)
  })

  it('stores and restores a draft of exactly the size limit', () => {
    // What is stored: the non-empty fields; the details' characters go inside its quotes.
    const shell = stored({ firstName: submission.firstName, projectDetails: '' })
    const atLimit = { ...submission, projectDetails: 'x'.repeat(draftMaxLength - shell.length) }
    expect(saveDraft(atLimit)).toBe('saved')
    expect(sessionStorage.getItem(draftKey)).toHaveLength(draftMaxLength)
    expect(loadDraft()?.fields.projectDetails).toBe(atLimit.projectDetails)
  })

  it('restores half a character (a lone surrogate) as U+FFFD and says it replaced something', () => {
    sessionStorage.setItem(draftKey, stored({ firstName: 'Ana', projectDetails: 'x\uD83Dy' }))
    expect(loadDraft()).toEqual({
      fields: { firstName: 'Ana', projectDetails: 'x\uD83Dy'.toWellFormed() },
      replaced: true,
    })
    saveDraft({ ...submission, projectDetails: '\uDE00' })
    expect(sessionStorage.getItem(draftKey)!.isWellFormed()).toBe(true)
    expect(sessionStorage.getItem(draftKey)).not.toMatch(/\\ud[89a-f]/i)
  })

  /**
   * Each of these is thrown away quietly: null, nothing thrown, and the stored item removed. The
   * stored drafts the browser test also meets (tests/fixtures/hostile-drafts.ts), and a few more.
   */
  const discarded: [string, string][] = [
    ...hostileDrafts.map(({ label, raw }): [string, string] => [label, raw]),
    ['a string', '"Ana"'],
    ['no fields key', JSON.stringify({ version: draftVersion })],
    ['oversized', stored({ projectDetails: 'x'.repeat(draftMaxLength) })],
    ['a field that is an object with its own toString', stored({ firstName: { toString: 'x' } })],
    ['deeply nested and balanced', '['.repeat(50000) + ']'.repeat(50000)],
  ]

  it.each(discarded)('discards a saved draft that is %s', (_, raw) => {
    sessionStorage.setItem(draftKey, raw)
    expect(() => loadDraft()).not.toThrow()
    sessionStorage.setItem(draftKey, raw)
    expect(loadDraft()).toBeNull()
    expect(sessionStorage.getItem(draftKey)).toBeNull()
    expect(({} as Record<string, unknown>).firstName).toBeUndefined()
  })

  it('does not store a draft past the size limit, and drops the older one', () => {
    saveDraft(submission)
    const huge = { ...submission, projectDetails: 'x'.repeat(draftMaxLength) }
    expect(saveDraft(huge)).toBe('tooLarge')
    expect(sessionStorage.getItem(draftKey)).toBeNull()
  })

  it('reports failure instead of throwing when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(saveDraft(submission, refusing)).toBe('unavailable')
    expect(loadDraft(refusing)).toBeNull()
    expect(clearDraft(refusing)).toBe(false)
  })

  it('reports no storage at all (a sandboxed page, storage turned off) instead of throwing', () => {
    expect(saveDraft(submission, null)).toBe('unavailable')
    expect(loadDraft(null)).toBeNull()
    expect(clearDraft(null)).toBe(false)
    const sessionStorageGetter = jest
      .spyOn(window, 'sessionStorage', 'get')
      .mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      })
    expect(saveDraft(submission)).toBe('unavailable')
    expect(loadDraft()).toBeNull()
    expect(clearDraft()).toBe(false)
    sessionStorageGetter.mockRestore()
  })

  it('discards a bad draft quietly even when storage refuses to remove it', () => {
    const removeItem = jest.fn(() => {
      throw new Error('SecurityError')
    })
    const storage = { getItem: () => '{not json', setItem: jest.fn(), removeItem }
    expect(loadDraft(storage)).toBeNull()
    expect(removeItem).toHaveBeenCalledTimes(1)
  })
})
