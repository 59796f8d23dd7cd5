import {
  clearDraft,
  draftKey,
  draftMaxLength,
  draftVersion,
  loadDraft,
  saveDraft,
} from '@/components/contact-form/draft'

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
    saveDraft({ firstName: '', lastName: '', email: '', phone: '', projectDetails: '' })
    expect(sessionStorage.getItem(draftKey)).toBeNull()
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

  /** Each of these is thrown away quietly: null, nothing thrown, and the stored item removed. */
  const discarded: [string, string][] = [
    ['corrupt: not JSON', '{not json'],
    ['corrupt: empty', ''],
    ['corrupt: null', 'null'],
    ['corrupt: a number', '42'],
    ['corrupt: a string', '"Ana"'],
    ['corrupt: an array', '[]'],
    ['corrupt: no fields', JSON.stringify({ version: draftVersion })],
    ['corrupt: empty fields only', stored({ firstName: '' })],
    ['older version: the unversioned draft of earlier releases', JSON.stringify(submission)],
    ['older version: version 1', stored({ firstName: 'Ana' }, 1)],
    ['newer version', stored({ firstName: 'Ana' }, draftVersion + 1)],
    ['version as text', stored({ firstName: 'Ana' }, String(draftVersion))],
    ['oversized', stored({ projectDetails: 'x'.repeat(draftMaxLength) })],
    ['hostile: a field that is not text', stored({ firstName: 42, email: 'a@b.co' })],
    ['hostile: a field that is an object', stored({ firstName: { toString: 'x' } })],
    ['hostile: fields as an array', stored(['Ana'])],
    ['hostile: an unknown field', stored({ firstName: 'Ana', bcc: 'x@evil.test' })],
    ['hostile: an extra key', JSON.stringify({ version: draftVersion, fields: {}, x: 1 })],
    [
      'hostile: __proto__',
      `{"version":${draftVersion},"fields":{"__proto__":{"firstName":"x"},"email":"a@b.co"}}`,
    ],
    ['hostile: deeply nested', '['.repeat(50000) + ']'.repeat(50000)],
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
    expect(saveDraft(submission, null)).toBe('unavailable')
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
