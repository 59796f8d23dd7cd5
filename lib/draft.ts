import type { Submission } from './mailto'
import { fieldNames } from './submission'

/**
 * The visitor's unsent message, kept in sessionStorage so a reload or an accidental navigation
 * loses nothing. Storage can be missing or refuse writes (private mode, full quota): every call
 * reports that instead of throwing.
 */
export const draftKey = 'saltwood:contact-draft'

export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function store(): DraftStore | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function saveDraft(submission: Submission, storage: DraftStore | null = store()): boolean {
  if (!storage) return false
  try {
    if (fieldNames.every((name) => submission[name] === '')) storage.removeItem(draftKey)
    else storage.setItem(draftKey, JSON.stringify(submission))
    return true
  } catch {
    return false
  }
}

export function loadDraft(storage: DraftStore | null = store()): Partial<Submission> | null {
  if (!storage) return null
  try {
    const raw = storage.getItem(draftKey)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (parsed === null || typeof parsed !== 'object') return null
    const draft: Partial<Submission> = {}
    for (const name of fieldNames) {
      const value = (parsed as Record<string, unknown>)[name]
      if (typeof value === 'string' && value !== '') draft[name] = value
    }
    return Object.keys(draft).length ? draft : null
  } catch {
    return null
  }
}

export function clearDraft(storage: DraftStore | null = store()): boolean {
  if (!storage) return false
  try {
    storage.removeItem(draftKey)
    return true
  } catch {
    return false
  }
}
