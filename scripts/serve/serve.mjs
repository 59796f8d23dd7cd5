#!/usr/bin/env node
// @ts-check
/**
 * Serves out/ as a CDN serves a static export: clean URLs, 404.html with status 404, "/about/" →
 * "/about", brotli or gzip, and the headers of out/_headers; with --tls, HTTPS with HTTP/2 as every
 * host does (`npm run bench` serves so), with self-signed-certificate.cjs.
 *
 *   node scripts/serve/serve.mjs [--port 3000] [--dir out] [--headers out/_headers] [--tls]
 *                                [--no-upgrade]
 *
 * --headers serves another file's rules (the bench's floor page gets the site's); --no-upgrade
 * drops `upgrade-insecure-requests`, which WebKit applies even to http://127.0.0.1 (tests/engines).
 * No static-server package reads Cloudflare's `_headers` (its "! Name" detaches a header).
 */
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompress, brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { selfSignedCertificate } from './self-signed-certificate.cjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const port = Number(option('port') ?? process.env.PORT ?? 3000)
const root = resolve(option('dir') ?? 'out')
const headersFile = resolve(option('headers') ?? join(root, '_headers'))
const tls = args.includes('--tls') ? selfSignedCertificate() : undefined
const noUpgrade = args.includes('--no-upgrade')

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No site in ${root}. Run "npm run build" first.`)
  process.exit(1)
}

/**
 * Each file extension's Content-Type, and whether Cloudflare compresses such files among the
 * export's (tests/e2e/serve-headers.spec.ts compares).
 * @type {Record<string, [type: string, compressible: boolean]>}
 */
const types = {
  '.html': ['text/html; charset=utf-8', true],
  '.css': ['text/css; charset=utf-8', true],
  '.js': ['text/javascript; charset=utf-8', true],
  '.json': ['application/json; charset=utf-8', true],
  '.txt': ['text/plain; charset=utf-8', true],
  '.xml': ['application/xml; charset=utf-8', true],
  '.svg': ['image/svg+xml', true],
  '.png': ['image/png', false],
  '.jpg': ['image/jpeg', false],
  '.jpeg': ['image/jpeg', false],
  '.webp': ['image/webp', false],
  '.avif': ['image/avif', false],
  '.ico': ['image/x-icon', true],
  '.woff2': ['font/woff2', false],
  '.webmanifest': ['application/manifest+json', true],
}
const compressible = (/** @type {string} */ ext) => types[ext]?.[1] === true
/** The encodings served, the one preferred first. */
const encodings = /** @type {const} */ (['br', 'gzip'])

/** Rules of a `_headers` file: a path pattern line, then indented "Name: value" lines. */
function readHeaderRules() {
  if (!existsSync(headersFile)) return []
  /** @type {{ regex: RegExp, headers: [name: string, value: string | null][] }[]} */
  const rules = []
  for (const line of readFileSync(headersFile, 'utf8').split('\n')) {
    const text = line.trim()
    if (!text || text.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      // "*" matches anything, ":name" one segment of the path.
      const pattern = text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
      rules.push({ regex: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`), headers: [] })
    } else if (text.startsWith('! ')) {
      // "! Name" detaches the header an earlier rule set (Cloudflare Pages' syntax).
      rules.at(-1)?.headers.push([text.slice(2).trim(), null])
    } else {
      const colon = text.indexOf(':')
      rules.at(-1)?.headers.push([text.slice(0, colon).trim(), text.slice(colon + 1).trim()])
    }
  }
  return rules
}

/** @type {Map<string, Buffer>} */
const cache = new Map()
const brotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }

/**
 * Brotli at its highest quality, kept on the disk by each file's content: an export is served many
 * times in a test run, and compressing it all again took 5-10 s of both cores each time, minutes
 * under a busy CI. In node_modules/.cache, which every content set's copy shares.
 */
const brotliDir = fileURLToPath(new URL('../../node_modules/.cache/serve-brotli/', import.meta.url))

/** A file's brotli body from the disk cache, or compressed (off the event loop) and stored there. */
function brotliOf(/** @type {Buffer} */ body) {
  const stored = join(brotliDir, `${createHash('sha256').update(body).digest('hex')}.br`)
  if (existsSync(stored)) return Promise.resolve(readFileSync(stored))
  return new Promise((resolveBody) =>
    brotliCompress(body, brotliOptions, (error, compressed) => {
      if (error) return resolveBody(undefined)
      // Whole or not at all: two servers starting at once may write the same file.
      const part = `${stored}.${process.pid}.part`
      writeFileSync(part, compressed)
      renameSync(part, stored)
      resolveBody(compressed)
    }),
  )
}

/**
 * Compresses every file before the server listens: compressing while serving made the first pages
 * slow, and under a busy CI slow enough to time a test out.
 */
function warmCache() {
  mkdirSync(brotliDir, { recursive: true })
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && compressible(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
  return Promise.all(
    files.map(async (file) => {
      const body = await brotliOf(readFileSync(file))
      if (body) cache.set(`${file}:br`, body)
    }),
  )
}

/**
 * @param {string} file
 * @param {'br' | 'gzip' | 'identity'} encoding
 */
function encoded(file, encoding) {
  const key = `${file}:${encoding}`
  if (!cache.has(key)) {
    const body = readFileSync(file)
    cache.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(body, brotliOptions)
        : encoding === 'gzip'
          ? gzipSync(body, { level: 9 })
          : body,
    )
  }
  return /** @type {Buffer} */ (cache.get(key))
}

const headerRules = readHeaderRules()

function resolveFile(/** @type {string} */ pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const candidates =
    clean === '/' ? ['index.html'] : [clean, `${clean}.html`, join(clean, 'index.html')]
  for (const candidate of candidates) {
    const file = join(root, candidate)
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

/**
 * The same handler serves HTTP/1.1 (node:http) and HTTP/2 (node:http2's compatibility API).
 * @param {{ url?: string, method?: string, headers: import('node:http').IncomingHttpHeaders }} request
 * @param {{ writeHead(status: number, headers?: object): unknown, end(body: Buffer | string): unknown }} response
 */
function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    response.writeHead(308, { Location: url.pathname.replace(/\/+$/, '') + url.search })
    return response.end('')
  }
  let status = 200
  let file = null
  try {
    file = resolveFile(url.pathname)
  } catch {
    file = null
  }
  if (!file) {
    status = 404
    file = join(root, '404.html')
    // A directory without a 404 page (the bench's floor page) still answers.
    if (!existsSync(file)) {
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
      return response.end('Not found')
    }
  }
  const ext = extname(file)
  const accepts = String(request.headers['accept-encoding'] ?? '')
  const encoding = compressible(ext)
    ? encodings.find((name) => new RegExp(`\\b${name}\\b`).test(accepts))
    : undefined
  const body = encoded(file, encoding ?? 'identity')
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': types[ext]?.[0] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': url.pathname.startsWith('/_next/static/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    Vary: 'Accept-Encoding',
  }
  if (encoding) headers['Content-Encoding'] = encoding
  for (const rule of headerRules) {
    if (rule.regex.test(url.pathname))
      for (const [name, value] of rule.headers)
        if (value === null) delete headers[name]
        else headers[name] = value
  }
  const csp = headers['Content-Security-Policy']
  if (noUpgrade && typeof csp === 'string')
    headers['Content-Security-Policy'] = csp.replace(/;\s*upgrade-insecure-requests\b/, '')
  response.writeHead(status, headers)
  response.end(request.method === 'HEAD' ? '' : body)
}

const server = tls
  ? createSecureServer(
      { cert: readFileSync(tls.cert), key: readFileSync(tls.key), allowHTTP1: true },
      handle,
    )
  : createServer(handle)

await warmCache()
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at ${tls ? 'https' : 'http'}://127.0.0.1:${port}`)
})
