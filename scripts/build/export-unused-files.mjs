// @ts-check
/**
 * The files of an optimized export nothing asks for: Next's payloads (`__next.*.txt`, `<page>.txt`)
 * and every file under `_next/static/` that no page, header file, stylesheet or island module
 * names, followed transitively (names are hashed, so unique). optimize-export.mjs removes them.
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
