#!/usr/bin/env node
/**
 * Checks every internal link of the exported site: each href, src, srcset and form action that
 * points into the site must resolve to a file in out/, and each #fragment to an element id on the
 * target page (#main-content, #contact, project and service ids…). Prints what is broken and
 * exits 1, so `npm test` fails on a broken link.
 *
 *   node scripts/check-links.mjs [--dir out]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix, relative, resolve } from 'node:path'

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" }
const decode = (value) => value.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, e) => entities[e])

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => file.endsWith('.html') && statSync(file).isFile())
}

/** The page's tags, without the contents of scripts (the RSC payload repeats the markup as text). */
function tags(html) {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) =>
    tag.slice(0, tag.indexOf('>') + 1),
  )
  return [
    ...markup.matchAll(
      /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g,
    ),
  ].map(([, name, attributes]) => ({
    name: name.toLowerCase(),
    attributes: Object.fromEntries(
      [...attributes.matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(
        ([, key, double, single, bare]) => [
          key.toLowerCase(),
          decode(double ?? single ?? bare ?? ''),
        ],
      ),
    ),
  }))
}

/** The URLs a tag points to: href, src, srcset candidates and form actions. */
function urlsOf({ name, attributes }) {
  const urls = []
  if (attributes.href !== undefined && name !== 'base') urls.push(attributes.href)
  if (attributes.src) urls.push(attributes.src)
  if (name === 'form' && attributes.action) urls.push(attributes.action)
  for (const key of ['srcset', 'imagesrcset']) {
    if (attributes[key])
      urls.push(...attributes[key].split(',').map((c) => c.trim().split(/\s+/)[0]))
  }
  return urls.filter(Boolean)
}

/** The export file a site path is served from, as scripts/serve.mjs serves it. */
function fileForPath(dir, path) {
  const clean = decodeURIComponent(path)
  const candidates = clean.endsWith('/')
    ? [join(dir, clean, 'index.html')]
    : [join(dir, clean), join(dir, `${clean}.html`), join(dir, clean, 'index.html')]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

/** Every broken internal link under `dir`, as "page: url (reason)" lines. */
export function findBrokenLinks(dir) {
  const root = resolve(dir)
  const pages = new Map()
  for (const file of htmlFiles(root)) pages.set(file, tags(readFileSync(file, 'utf8')))
  const idsOf = (file) => {
    const parsed = pages.get(file) ?? tags(readFileSync(file, 'utf8'))
    return new Set(
      parsed.flatMap(({ attributes }) => [attributes.id, attributes.name].filter(Boolean)),
    )
  }

  const broken = []
  const fragments = new Set()
  let links = 0
  for (const [file, parsed] of pages) {
    const page = '/' + relative(root, file).split('\\').join('/')
    for (const url of parsed.flatMap(urlsOf)) {
      if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) continue // external, mailto:, tel:, data:
      const [pathPart, fragment] = url.split('#', 2)
      links++
      const path =
        pathPart === '' ? page : posix.resolve(posix.dirname(page), pathPart.split('?')[0])
      const target = pathPart === '' ? file : fileForPath(root, path)
      if (!target) {
        broken.push(`${page}: ${url} (no file for ${path})`)
        continue
      }
      if (fragment && target.endsWith('.html')) {
        fragments.add(`#${fragment}`)
        // The HTML standard resolves "#top" to the top of the document when no element has that id.
        const id = decodeURIComponent(fragment)
        if (!idsOf(target).has(id) && id.toLowerCase() !== 'top') {
          broken.push(`${page}: ${url} (no element with id "${fragment}")`)
        }
      }
    }
  }
  return { pages: pages.size, links, fragments: [...fragments].sort(), broken }
}

if (process.argv[1]?.endsWith('check-links.mjs')) {
  const index = process.argv.indexOf('--dir')
  const dir = index >= 0 ? process.argv[index + 1] : 'out'
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
