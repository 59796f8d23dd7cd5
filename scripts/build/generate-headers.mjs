#!/usr/bin/env node
// @ts-check
/**
 * The build's last step: writes the headers of deploy/headers.mjs to out/_headers (Cloudflare
 * Pages, Netlify), vercel.json and deploy/nginx.conf, with the CSP hashes of the export's one
 * inline script (the runtime loader of optimize-export.mjs) and of sonner's inserted styles. They
 * depend on code only, never on content. `--out-dir` writes the three files to one directory, to
 * compare two builds.
 *
 *   node scripts/build/generate-headers.mjs [--dir out] [--out-dir dir]
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { JSDOM } from 'jsdom'
import {
  cacheRules,
  contentSecurityPolicy,
  crossOriginResourcePaths,
  imagePaths,
  imagePolicy,
  securityHeaders,
} from '../../deploy/headers.mjs'
import { loaderSource } from './build-islands.mjs'
import { runsAsScript } from './export-page-shape.mjs'

/** @typedef {Record<string, string[]>} Directives */
/** @typedef {Record<string, string>} Headers */
/**
 * @typedef {{
 *   everyPath: Headers
 *   folders: [pattern: string, headers: Headers][]
 *   cache: [paths: string[], headers: Headers][]
 * }} HeaderRules
 */

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined
const root = resolve(option('--dir') ?? 'out')
const outDirOption = option('--out-dir')
const outDir = outDirOption && resolve(outDirOption)
const repo = resolve(import.meta.dirname, '../..')

/** A text as a CSP hash source: "'sha256-…'". */
const sha256 = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The styles sonner (the toast library) inserts as a <style> when its module loads: it has no
 * option to leave them out, and a static export can give that element no nonce, so the policy
 * allows exactly what it inserts. Its public entry runs in a jsdom document, and every text an
 * inserted <style> has while connected is hashed (the browser checks it then and on each change),
 * so a new sonner version hashes its own styles.
 */
async function sonnerStyleHashes() {
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
  const prototype = /** @type {any} */ (window.Node.prototype)
  for (const method of ['appendChild', 'insertBefore']) {
    const original = prototype[method]
    prototype[method] = function (/** @type {[Node, Node?]} */ ...args) {
      const result = original.apply(this, args)
      record(args[0])
      return result
    }
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
  const htmlFiles = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
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

/**
 * Whether script-src governs a <script> with these attributes: one the browser runs, an import map
 * or speculation rules. Anything else (application/ld+json…) is a data block.
 */
function isExecutableScript(/** @type {string} */ attributes) {
  const match = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes)
  const type = match?.[1] ?? match?.[2] ?? match?.[3] ?? ''
  return runsAsScript(type) || /^\s*(importmap|speculationrules)\s*$/i.test(type)
}

/**
 * The inline scripts and styles of the exported pages, as CSP hash sources. Every page must run
 * exactly one inline script, the loader, so the script hashes never depend on a page's content.
 * @param {{ name: string, html: string }[]} pages
 */
function inlineHashes(pages) {
  const scripts = new Set()
  const styles = new Set()
  for (const { name, html } of pages) {
    // Attributes run script or style without an element to hash; allowing them needs
    // 'unsafe-hashes', which the policy refuses. Fail here rather than break the page silently.
    const attribute = /<[a-z][^>]*?\s(on[a-z]+|style)\s*=/i.exec(html)
    if (attribute) throw new Error(`${name}: inline ${attribute[1]}="" attribute is not allowed`)
    let loaders = 0
    for (const [, attrs = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
    )) {
      if (/\ssrc\s*=/i.test(attrs) || body === '' || !isExecutableScript(attrs)) continue
      if (body !== loaderSource)
        throw new Error(
          `${name}: an inline script other than the runtime loader (${body.slice(0, 80)}…). ` +
            'The Content-Security-Policy allows only the loader of scripts/build/optimize-export.mjs, the same on every page, ' +
            'so that it never depends on content: put data in a JSON block, code in a file.',
        )
      loaders += 1
      scripts.add(sha256(body))
    }
    if (loaders !== 1)
      throw new Error(
        `${name}: ${loaders} runtime loaders instead of one (run scripts/build/optimize-export.mjs after next build)`,
      )
    for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
      styles.add(sha256(body))
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}

const generatedNote =
  'Generated by scripts/build/generate-headers.mjs from deploy/headers.mjs: do not edit.'
/** Cloudflare Pages ignores a _headers line longer than this. */
const maxHeaderLine = 2000

/** @type {(headerRules: HeaderRules) => [string[], Headers][]} All rules in a CDN's order. */
const inOrder = ({ everyPath, folders, cache }) => [
  [['/*'], everyPath],
  ...folders.map(([pattern, headers]) => /** @type {[string[], Headers]} */ ([[pattern], headers])),
  ...cache,
]

/** An _headers path pattern as an nginx prefix location: "/og/*" → "/og/". */
function nginxPrefix(/** @type {string} */ pattern) {
  if (!/^\/[\w-]+\/\*$/.test(pattern))
    throw new Error(`${pattern}: a path with headers of its own must be one folder, "/name/*"`)
  return pattern.slice(0, -1)
}

/** @param {HeaderRules} headerRules */
function headersFile(headerRules) {
  const lines = [`# ${generatedNote}`]
  const { everyPath } = headerRules
  for (const [paths, headers] of inOrder(headerRules)) {
    for (const path of paths) {
      lines.push(path)
      for (const [name, value] of Object.entries(headers)) {
        // A CDN adds the headers of every rule that matches; "! Name" (Cloudflare Pages) first
        // detaches the value an earlier rule gave (Netlify skips the line: its later rule wins).
        if (headers !== everyPath && name in everyPath) lines.push(`  ! ${name}`)
        lines.push(`  ${name}: ${value}`)
      }
    }
  }
  const tooLong = lines.find((line) => line.length > maxHeaderLine)
  if (tooLong)
    throw new Error(`_headers line over ${maxHeaderLine} characters: ${tooLong.slice(0, 80)}…`)
  return lines.join('\n') + '\n'
}

/**
 * vercel.json: the same rules in path-to-regexp syntax ("/*" becomes "/(.*)"). Vercel applies
 * every matching rule in order, a later value of the same header replacing an earlier one.
 * @param {HeaderRules} headerRules
 */
function vercelConfig(headerRules) {
  const config = {
    $comment: generatedNote,
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    framework: null,
    cleanUrls: true,
    trailingSlash: false,
    headers: inOrder(headerRules).flatMap(([paths, headers]) =>
      paths.map((path) => ({
        source: path.replace(/\*$/, '(.*)'),
        headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
      })),
    ),
  }
  return JSON.stringify(config, null, 2) + '\n'
}

/**
 * nginx: a location that sets any header drops the server's headers, so each location lists the
 * security headers again with its own Cache-Control. `always` adds them to 404 responses too.
 * @param {HeaderRules} headerRules
 */
function nginxConfig(headerRules) {
  const { everyPath: security, folders, cache } = headerRules
  const cacheFor = (/** @type {string} */ pattern) =>
    cache.find(([paths]) => paths.includes(pattern))?.[1]['Cache-Control']
  const addHeaders = (
    /** @type {string | undefined} */ cacheControl,
    /** @type {Headers} */ extra = {},
  ) =>
    Object.entries({ ...security, ...extra, 'Cache-Control': cacheControl })
      .map(([name, value]) => `    add_header ${name} "${value}" always;`)
      .join('\n')
  return `# ${generatedNote}
# Serves out/ (copy it to the root below) with the same headers as out/_headers.

server {
  listen 80;
  listen [::]:80;
  server_name _;
  # HTTP to HTTPS needs an absolute URL: the same name the visitor typed (docs/security-and-deployment.md, "Deploying").
  return 301 https://$host$request_uri;
}

server {
  listen 443 ssl http2;
  listen [::]:443 ssl http2;
  # The default server for whatever host name reaches it: set server_name to your own host(s)
  # here if nginx serves other sites too. (Generated from code only, never from content.)
  server_name _;
  # ssl_certificate     /etc/ssl/saltwood/fullchain.pem;
  # ssl_certificate_key /etc/ssl/saltwood/privkey.pem;

  root /var/www/saltwood/out;
  server_tokens off;
  charset utf-8;
  gzip on;
  gzip_types text/css text/plain application/javascript text/javascript application/json image/svg+xml;
  error_page 404 /404.html;
  # Redirects nginx makes itself send a relative Location ("/about"): the browser stays on the
  # host it asked for, and no URL is built from the request's Host header.
  absolute_redirect off;

  # One canonical URL per page: /about, not /about/.
  rewrite ^/(.+)/$ /$1 permanent;

  location / {
    try_files $uri $uri.html $uri/index.html =404;
${addHeaders(cacheFor('/'))}
  }

  location /_next/static/ {
${addHeaders(cacheFor('/_next/static/*'))}
  }
${folders
  .map(
    ([pattern, headers]) => `
  # Replaces the site-wide ${Object.keys(headers).join(' and ')} (deploy/headers.mjs).
  location ${nginxPrefix(pattern)} {
${addHeaders(cacheFor('/:section/:file'), headers)}
  }
`,
  )
  .join('')}
  location = /_headers {
    return 404;
  }
}
`
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

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
