#!/usr/bin/env node
// @ts-check
/**
 * The build's last step: writes the headers of deploy/headers.mjs, with the CSP hashes of the
 * export's one inline script (the loader, export-inline-code.mjs) and of sonner's inserted styles,
 * to out/_headers, vercel.json and deploy/nginx.conf (header-files.mjs). They depend on code only,
 * never on content. `--out-dir` writes the three files to one directory, to compare two builds.
 *
 *   node scripts/build/generate-headers.mjs [--dir out] [--out-dir dir]
 */
import { mkdirSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'
import {
  cacheRules,
  contentSecurityPolicy,
  crossOriginResourcePaths,
  imagePaths,
  imagePolicy,
  securityHeaders,
} from '../../deploy/headers.mjs'
import { inlineHashes, sha256 } from './export-inline-code.mjs'
import { headersFile, nginxConfig, vercelConfig } from './header-files.mjs'

/** @typedef {Record<string, string[]>} Directives */
/** @typedef {import('./header-files.mjs').Headers} Headers */
/** @typedef {import('./header-files.mjs').HeaderRules} HeaderRules */

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined
const root = resolve(option('--dir') ?? 'out')
const outDirOption = option('--out-dir')
const outDir = outDirOption && resolve(outDirOption)
const repo = resolve(import.meta.dirname, '../..')
/**
 * @param {string} dir
 * @param {string} extension
 */
function filesUnder(dir, extension) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * The styles sonner (the toast library) adds to the page. sonner 2 has no option to leave them
 * out (its toaster is styled only by a <style> it inserts when its module loads), and a static
 * export can give that element no nonce, so the policy allows exactly what it inserts: load the
 * package's public entry in a jsdom document and hash every text each inserted <style> has while
 * it is in the document (the browser checks a <style> when it is connected and again when its text
 * changes). Nothing reads the package's files, so a new sonner version hashes its own styles.
 */
export async function sonnerStyleHashes() {
  const version = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).dependencies.sonner
  const { window } = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>')
  const { document } = window
  /** @type {string[]} */
  const inserted = []
  const record = (/** @type {Node} */ node) => {
    const style = node instanceof window.HTMLStyleElement ? node : node.parentElement
    if (style instanceof window.HTMLStyleElement && style.isConnected)
      inserted.push(style.textContent ?? '')
  }
  // Watch the two ways an element or its text is put into the document: appendChild, insertBefore.
  const { appendChild, insertBefore } = window.Node.prototype
  /** @type {<T extends Node>(this: Node, child: T) => T} */
  window.Node.prototype.appendChild = function (child) {
    const result = appendChild.call(this, child)
    record(child)
    return /** @type {any} */ (result)
  }
  /** @type {<T extends Node>(this: Node, child: T, reference: Node | null) => T} */
  window.Node.prototype.insertBefore = function (child, reference) {
    const result = insertBefore.call(this, child, reference)
    record(child)
    return /** @type {any} */ (result)
  }
  const global = /** @type {{ document?: Document }} */ (globalThis)
  global.document = document
  try {
    // A query makes this a fresh module: it must run with the document above.
    await import(`${import.meta.resolve('sonner')}?styles`)
  } finally {
    delete global.document
  }
  const others = [...document.querySelectorAll('link, script')]
  if (inserted.length === 0 || inserted.every((text) => text === '') || others.length > 0)
    throw new Error(
      `sonner ${version} no longer inserts its styles as one <style> when it loads ` +
        `(inserted: ${inserted.length} style states, ${others.length} other elements). ` +
        'Its styles must reach the page another way: see "Toasts and the policy" in docs/security-and-deployment.md.',
    )
  return [...new Set(inserted)].map(sha256)
}

async function policy() {
  const htmlFiles = filesUnder(root, '.html')
  if (htmlFiles.length === 0) throw new Error(`No HTML in ${root}. Run "next build" first.`)
  const inline = inlineHashes(
    htmlFiles.map((file) => ({ name: relative(root, file), html: readFileSync(file, 'utf8') })),
  )
  const inserted = await sonnerStyleHashes()
  return serialize({
    ...contentSecurityPolicy,
    'script-src': [...(contentSecurityPolicy['script-src'] ?? []), ...inline.scripts],
    'style-src': [...(contentSecurityPolicy['style-src'] ?? []), ...inline.styles, ...inserted],
  })
}

const serialize = (/** @type {Directives} */ directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * The site's headers: those of every path, then the folders that replace some of them
 * (imagePaths, crossOriginResourcePaths; one entry per folder, since Cloudflare Pages keeps only
 * one rule per pattern), then the cache rules, which never overlap. Patterns in _headers syntax.
 * @param {string} csp
 * @returns {HeaderRules}
 */
function rules(csp) {
  /** @type {Map<string, Headers>} */
  const folders = new Map()
  const replace = (/** @type {string[]} */ patterns, /** @type {Headers} */ headers) => {
    for (const pattern of patterns) folders.set(pattern, { ...folders.get(pattern), ...headers })
  }
  replace(imagePaths, { 'Content-Security-Policy': serialize(imagePolicy) })
  replace(crossOriginResourcePaths, { 'Cross-Origin-Resource-Policy': 'cross-origin' })
  return {
    everyPath: { 'Content-Security-Policy': csp, ...securityHeaders },
    folders: [...folders],
    cache: cacheRules.map(({ paths, cacheControl }) => [paths, { 'Cache-Control': cacheControl }]),
  }
}

async function main() {
  const headerRules = rules(await policy())
  const [headers, vercel, nginx] = outDir
    ? [join(outDir, '_headers'), join(outDir, 'vercel.json'), join(outDir, 'nginx.conf')]
    : [join(root, '_headers'), join(repo, 'vercel.json'), join(repo, 'deploy', 'nginx.conf')]
  if (outDir) mkdirSync(outDir, { recursive: true })
  writeFileSync(headers, headersFile(headerRules))
  writeFileSync(vercel, vercelConfig(headerRules))
  writeFileSync(nginx, nginxConfig(headerRules))
  const written = [headers, vercel, nginx].map((file) => relative(process.cwd(), file))
  console.log(`Headers written: ${written.join(', ')}`)
}

// Run as a command, not when imported (a file URL, so a path with spaces or a Windows drive matches).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
