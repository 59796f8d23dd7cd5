// @ts-check
/**
 * The files of an optimized export that nothing asks for, one job of
 * scripts/build/optimize-export.mjs and the check of scripts/check/check-export-files.mjs: Next's
 * React Server Component payloads (`__next.*.txt`, and `<page>.txt` beside each `<page>.html`),
 * which only Next's client router fetches, and every file under `_next/static/` that no page,
 * header file, stylesheet or island module names (Next's runtime chunks, its build manifests),
 * since the pages carry islands instead of Next's runtime. A file is named when its name (hashed
 * by content, so unique) appears in the text of a page or of a file a page names, followed
 * transitively. No library walks an export's references; the rule here is this site's export.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { basename, join, relative } from 'node:path'

/** Files that name others: what a browser or a host reads first. */
const isRoot = (/** @type {string} */ file) =>
  /\.(html|webmanifest|xml)$/.test(file) || ['_headers', 'robots.txt'].includes(basename(file))
/** Files whose text names others once they are named themselves. */
const isReader = (/** @type {string} */ file) => /\.(css|js|mjs)$/.test(file)

/**
 * Every unused file of the export in `root`, relative to it (`/` separated), sorted.
 * @param {string} root
 */
export function unusedExportFiles(root) {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
  const pages = new Set(files.filter((file) => file.endsWith('.html')))
  const payloads = files.filter(
    (file) =>
      /(^|\/)__next\.[^/]*\.txt$/.test(file) ||
      (file.endsWith('.txt') && pages.has(file.replace(/\.txt$/, '.html'))),
  )
  const staticFiles = files.filter((file) => file.startsWith('_next/static/'))
  const named = new Set()
  const texts = files.filter(isRoot).map((file) => readFileSync(join(root, file), 'utf8'))
  while (texts.length > 0) {
    const text = texts.pop() ?? ''
    for (const file of staticFiles) {
      if (named.has(file) || !text.includes(basename(file))) continue
      named.add(file)
      if (isReader(file)) texts.push(readFileSync(join(root, file), 'utf8'))
    }
  }
  return [...payloads, ...staticFiles.filter((file) => !named.has(file))].sort()
}
