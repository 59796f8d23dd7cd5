import { clearDraft, draftKey, loadDraft, saveDraft } from '@/lib/draft'

const submission = {
  firstName: 'Ana',
  lastName: '',
  email: '',
  phone: '',
  projectDetails: 'New bath',
}

describe('draft storage', () => {
  beforeEach(() => sessionStorage.clear())

  it('saves and restores what the visitor typed', () => {
    expect(saveDraft(submission)).toBe(true)
    expect(loadDraft()).toEqual({ firstName: 'Ana', projectDetails: 'New bath' })
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

  it('ignores a corrupted draft', () => {
    sessionStorage.setItem(draftKey, '{not json')
    expect(loadDraft()).toBeNull()
    sessionStorage.setItem(draftKey, JSON.stringify({ firstName: 42, email: 'a@b.co' }))
    expect(loadDraft()).toEqual({ email: 'a@b.co' })
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
    expect(saveDraft(submission, refusing)).toBe(false)
    expect(loadDraft(refusing)).toBeNull()
    expect(clearDraft(refusing)).toBe(false)
    expect(saveDraft(submission, null)).toBe(false)
  })
})
