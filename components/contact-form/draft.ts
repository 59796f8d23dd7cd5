import { fieldNames, type Submission } from './submission'
import { wellFormed } from './well-formed'

/**
 * The visitor's unsent message, kept in this tab's sessionStorage (never localStorage, a cookie
 * or a server) so a reload or an accidental navigation loses nothing. It is removed when every
 * field is empty again and when the message is handed off; the browser drops it when the tab is
 * closed. Storage can be missing or refuse writes (private mode, full quota): every call reports
 * that instead of throwing. A stored item that is not a draft this version wrote — corrupt, from
 * an older or newer version, oversized, or shaped to attack — is removed quietly and never
 * restored.
 */
export const draftKey = 'saltwood:contact-draft'

/** Written into every draft; a draft with any other version is discarded, never converted. */
export const draftVersion = 2

/**
 * The most characters a stored draft may take (its JSON text). A stored item past it is removed
 * unread, and a message past it is not stored. Fifty times the mailto link budget: far more
 * than a message the form can send, far less than the browser's quota.
 */
export const draftMaxLength = 100_000

export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The non-empty fields of a draft, and whether half a character had to be replaced with U+FFFD. */
export type RestoredDraft = { fields: Partial<Submission>; replaced: boolean }

export type SaveResult = 'saved' | 'tooLarge' | 'unavailable'

type StoredDraft = { version: typeof draftVersion; fields: Partial<Submission> }

function store(): DraftStore | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function saveDraft(
  submission: Submission,
  storage: DraftStore | null = store(),
): SaveResult {
  if (!storage) return 'unavailable'
  try {
    const fields: Partial<Submission> = {}
    for (const name of fieldNames) {
      if (submission[name] !== '') fields[name] = wellFormed(submission[name])
    }
    if (Object.keys(fields).length === 0) {
      storage.removeItem(draftKey)
      return 'saved'
    }
    const text = JSON.stringify({ version: draftVersion, fields } satisfies StoredDraft)
    if (text.length > draftMaxLength) {
      // The stored draft is older than what the visitor now has: it goes too.
      storage.removeItem(draftKey)
      return 'tooLarge'
    }
    storage.setItem(draftKey, text)
    return 'saved'
  } catch {
    return 'unavailable'
  }
}

export function loadDraft(storage: DraftStore | null = store()): RestoredDraft | null {
  if (!storage) return null
  let raw: string | null
  try {
    raw = storage.getItem(draftKey)
  } catch {
    return null
  }
  if (raw === null) return null
  const draft = raw.length <= draftMaxLength ? readDraft(raw) : null
  if (!draft) clearDraft(storage)
  return draft
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The draft in a stored text, or null unless it is exactly what this version writes. */
function readDraft(raw: string): RestoredDraft | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(parsed) || !sameKeys(parsed, ['version', 'fields'])) return null
  if (parsed.version !== draftVersion || !isRecord(parsed.fields)) return null
  const stored = parsed.fields
  const names: readonly string[] = fieldNames
  if (Object.keys(stored).some((key) => !names.includes(key))) return null
  const fields: Partial<Submission> = {}
  let replaced = false
  for (const name of fieldNames) {
    if (!Object.hasOwn(stored, name)) continue
    const value = stored[name]
    if (typeof value !== 'string') return null
    const clean = wellFormed(value)
    replaced ||= clean !== value
    if (clean !== '') fields[name] = clean
  }
  return Object.keys(fields).length > 0 ? { fields, replaced } : null
}

function sameKeys(record: Record<string, unknown>, keys: string[]): boolean {
  const own = Object.keys(record)
  return own.length === keys.length && keys.every((key) => Object.hasOwn(record, key))
}
