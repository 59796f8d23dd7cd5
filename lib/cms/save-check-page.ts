/**
 * /admin's check before Save (bundled by lib/cms/site.ts into save-check.js, with the content as it
 * was built in SAVED_CONTENT). Sveltia checks one field at a time; its preSave hook, the one place
 * that sees the whole entry as it will be written, runs the content check on it
 * (lib/cms/save-check.ts) and, on a problem, stops the write by throwing. Sveltia then shows only
 * "There was an error while saving the entry. Please try again later.", so that dialog is given the
 * problems instead, each naming its field as the form does.
 */
import './zod-without-eval'
import { problemsBeforeSave, type SavedContent } from './save-check'

declare const SAVED_CONTENT: SavedContent

type Entry = { get(key: 'path'): string; get(key: 'data'): { toJS(): unknown } }
type Cms = {
  registerEventListener(listener: {
    name: 'preSave' | 'postSave'
    handler: (event: { entry: Entry }) => void
  }): void
}

let refused: string[] = []

function register() {
  const { CMS } = window as unknown as { CMS: Cms }
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      try {
        refused = problemsBeforeSave(entry.get('path'), entry.get('data').toJS(), SAVED_CONTENT)
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

new MutationObserver(explain).observe(document.documentElement, {
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
