/**
 * /admin's check before Save (bundled by lib/cms/site.ts into save-check.js, with the content as it
 * was built in SAVED_CONTENT). Sveltia checks one field at a time; its preSave hook, the one place
 * that sees the whole entry as it will be written, runs the content check on it
 * (lib/cms/save-check.ts) and, on a problem, stops the write by throwing. Sveltia then shows only
 * "There was an error while saving the entry. Please try again later.", so that dialog is given the
 * problems instead, each naming its field as the form does; and each problem is then written
 * beside its field too, the field's item unfolded to show it, until that field is edited.
 */
import './zod-without-eval'
import { humanise } from '@/lib/content/form-labels'
import {
  type PlacedProblem,
  placeProblems,
  problemsBeforeSave,
  type SavedContent,
} from './save-check'

declare const SAVED_CONTENT: SavedContent

type Entry = { get(key: 'path'): string; get(key: 'data'): { toJS(): unknown } }
type Cms = {
  registerEventListener(listener: {
    name: 'preSave' | 'postSave'
    handler: (event: { entry: Entry }) => void
  }): void
}

let refused: string[] = []
/** The problems of the last refused save not yet written beside their field. */
let unplaced: PlacedProblem[] = []
/** What this script wrote beside fields, removed at the next save or once the field is edited. */
const notes = new Set<HTMLElement>()

function clearNotes() {
  for (const note of notes) note.remove()
  notes.clear()
  unplaced = []
}

function register() {
  const { CMS } = window as unknown as { CMS: Cms }
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      clearNotes()
      try {
        const data = entry.get('data').toJS()
        refused = problemsBeforeSave(entry.get('path'), data, SAVED_CONTENT)
        unplaced = placeProblems(entry.get('path'), data, refused)
      } catch (error) {
        // A fault of this check must not stop every save: the pull request's check still runs.
        console.error('The check before Save failed; saving without it.', error)
        refused = []
      }
      if (refused.length) throw new Error(`Not saved: ${refused.join(' ')}`)
    },
  })
  // The next entry is checked against this one as saved, not as the editor was built.
  CMS.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => void (SAVED_CONTENT[entry.get('path')] = entry.get('data').toJS()),
  })
}

/** The items this script unfolded, once each: the office may fold one again. */
const unfolded = new WeakSet<Element>()

/** A field's group in the form, as Sveltia labels it: “Budget” Field. */
const fieldLabel = (key: string) => `\u201c\u2068${humanise(key)}\u2069\u201d Field`

/** The items of the list field `list`, in order: the outermost groups with their own options. */
function listItems(list: Element): HTMLElement[] {
  const items = [...list.querySelectorAll('button[aria-label="List Item Options"]')].flatMap(
    (options) => options.parentElement?.closest<HTMLElement>('[role="group"]') ?? [],
  )
  return items.filter((item) => !items.some((other) => other !== item && other.contains(item)))
}

/**
 * The drawn group of the field at `path`, or null while it is not drawn; an item on the way is
 * unfolded and brought into view, since Sveltia draws an item's fields once it is open and reached.
 */
function drawnField(path: PlacedProblem['field']): HTMLElement | null {
  let group: Element = document.body
  for (const key of path) {
    if (typeof key === 'number') {
      const item = listItems(group)[key]
      if (!item) return null
      const unfold = [...item.querySelectorAll<HTMLButtonElement>('button')].find(
        (button) =>
          button.closest('[role="group"]') === item &&
          (button.getAttribute('aria-label') ?? button.textContent?.trim()) === 'Expand',
      )
      if (unfold && !unfolded.has(item)) {
        unfolded.add(item)
        unfold.click()
        item.scrollIntoView({ block: 'start' })
        return null
      }
      group = item
      continue
    }
    const next = [...group.querySelectorAll('[role="group"]')].find(
      (candidate) => candidate.getAttribute('aria-label') === fieldLabel(String(key)),
    )
    if (!next) return null
    group = next
  }
  return group instanceof HTMLElement && group !== document.body ? group : null
}

/** Writes each refused save's problem beside its field once the field is drawn. */
function placeNotes() {
  unplaced = unplaced.filter((problem) => {
    const group = drawnField(problem.field)
    if (!group) return true
    const note = document.createElement('p')
    note.textContent = problem.message.charAt(0).toUpperCase() + problem.message.slice(1)
    // The colours of Sveltia's own field errors (its CSS variables), set through the CSSOM, which
    // the editor's CSP allows where it refuses a style attribute.
    note.style.color = 'var(--sui-error-foreground-color, #c00)'
    note.style.margin = '4px 0'
    group.firstElementChild?.after(note)
    notes.add(note)
    group.addEventListener('input', () => note.remove(), { once: true })
    return false
  })
}

/** Sveltia's dialog for a failed save, given the problems that stopped it. */
function explain() {
  const sentence = 'There was an error while saving the entry.'
  const dialog = [...document.querySelectorAll('dialog[open]')].find((candidate) =>
    candidate.textContent?.includes(sentence),
  )
  if (!refused.length || !dialog) return
  const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) {
    const text = walker.currentNode
    if (text.textContent?.trim() === 'Error') text.textContent = 'Not saved'
    if (!text.textContent?.includes(sentence)) continue
    const list = document.createElement('ul')
    for (const problem of refused) {
      const item = document.createElement('li')
      item.textContent = problem
      list.append(item)
    }
    const lead = document.createElement('span')
    lead.textContent =
      refused.length === 1
        ? 'Nothing was saved. Correct this, then press Save again:'
        : `Nothing was saved. Correct these ${refused.length}, then press Save again:`
    text.parentElement?.replaceChildren(lead, list)
    break
  }
  refused = []
}

new MutationObserver(() => {
  explain()
  if (unplaced.length) placeNotes()
}).observe(document.documentElement, {
  subtree: true,
  childList: true,
  attributeFilter: ['open'],
})

// Sveltia's script comes after this one: at once on the hosted editor's page, once the browser
// is known to edit local files in `npm run dev` (browser/local-editor.js).
document.addEventListener(
  'load',
  (event) => {
    if (event.target instanceof HTMLScriptElement && event.target.src.endsWith('/sveltia-cms.js'))
      register()
  },
  true,
)
