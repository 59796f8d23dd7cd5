#!/usr/bin/env node
// @ts-check
/**
 * Every internal href, src, srcset and form action of the export resolves to a file in out/, and
 * every #fragment to an id on its page; exits 1 naming what is broken.
 *
 *   node scripts/check/check-links.mjs
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { join, posix, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'

/** A page parsed as a browser parses it (jsdom runs none of its scripts). */
const parse = (/** @type {string} */ file) => new JSDOM(readFileSync(file, 'utf8')).window.document

/** The URLs a page points to, in document order: href, src, form action, srcset candidates. */
function urlsOf(/** @type {Document} */ document) {
  const selector = '[href]:not(base), [src], form[action], [srcset], [imagesrcset]'
  return [...document.querySelectorAll(selector)]
    .flatMap((element) => {
      const value = (/** @type {string} */ name) => element.getAttribute(name) ?? ''
      const candidates = (/** @type {string} */ name) =>
        value(name)
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      const action = element.localName === 'form' ? value('action') : ''
      return [
        value('href'),
        value('src'),
        action,
        ...candidates('srcset'),
        ...candidates('imagesrcset'),
      ]
    })
    .filter((url) => url !== '')
}

/** The export file a site path is served from, as scripts/serve/serve.mjs serves it. */
function fileForPath(/** @type {string} */ dir, /** @type {string} */ path) {
  const clean = decodeURIComponent(path)
  const candidates = clean.endsWith('/')
    ? [join(dir, clean, 'index.html')]
    : [join(dir, clean), join(dir, `${clean}.html`), join(dir, clean, 'index.html')]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

/** Every broken internal link under `dir`, as "page: url (reason)" lines. */
export function findBrokenLinks(/** @type {string} */ dir) {
  const root = resolve(dir)
  const pages = new Map(
    readdirSync(root, { recursive: true })
      .map((name) => join(root, String(name)))
      .filter((file) => file.endsWith('.html') && statSync(file).isFile())
      .map((file) => /** @type {const} */ ([file, parse(file)])),
  )
  /** An element a fragment scrolls to: by id, or a named <a> (the HTML standard's fallback). */
  const hasTarget = (/** @type {string} */ file, /** @type {string} */ id) => {
    const document = pages.get(file) ?? parse(file)
    return document.getElementById(id) !== null || document.getElementsByName(id).length > 0
  }

  /** @type {string[]} */
  const broken = []
  const fragments = new Set()
  let links = 0
  for (const [file, document] of pages) {
    const page = '/' + relative(root, file).split('\\').join('/')
    for (const url of urlsOf(document)) {
      if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) continue // external, mailto:, tel:, data:
      const [pathPart = '', fragment] = url.split('#', 2)
      links++
      const path =
        pathPart === '' ? page : posix.resolve(posix.dirname(page), pathPart.split('?')[0] ?? '')
      const target = pathPart === '' ? file : fileForPath(root, path)
      if (!target) {
        broken.push(`${page}: ${url} (no file for ${path})`)
        continue
      }
      if (fragment && target.endsWith('.html')) {
        fragments.add(`#${fragment}`)
        // The HTML standard resolves "#top" to the top of the document when no element has that id.
        const id = decodeURIComponent(fragment)
        if (!hasTarget(target, id) && id.toLowerCase() !== 'top') {
          broken.push(`${page}: ${url} (no element with id "${fragment}")`)
        }
      }
    }
  }
  return { pages: pages.size, links, fragments: [...fragments].sort(), broken }
}

// Run as a command, not when imported (a file URL, so a path with spaces or a Windows drive matches).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const dir = 'out'
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No site in ${dir}. Run "npm run build" first.`)
    process.exit(1)
  }
  const { pages, links, fragments, broken } = findBrokenLinks(dir)
  if (broken.length > 0) {
    console.error(`${broken.length} broken internal link(s):\n${broken.join('\n')}`)
    process.exit(1)
  }
  console.log(
    `Links: ${links} internal links on ${pages} pages resolve, with the fragments ${fragments.join(' ')}`,
  )
}
