#!/usr/bin/env node
// @ts-check
/**
 * Serves out/ as a CDN serves a static export: clean URLs, 404.html with status 404, "/about/" →
 * "/about", brotli or gzip, and the headers of out/_headers; with a certificate, HTTPS with HTTP/2
 * as every host does (`npm run bench` serves so).
 *
 *   node scripts/serve/serve.mjs [--port 3000] [--dir out] [--headers out/_headers]
 *                          [--tls | --tls-cert cert.pem --tls-key key.pem] [--no-upgrade]
 *
 * --tls uses self-signed-certificate.cjs; --headers serves another file's rules (the bench's floor
 * page gets the site's); --no-upgrade drops `upgrade-insecure-requests`, which WebKit applies even
 * to http://127.0.0.1 (tests/engines).
 */
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve } from 'node:path'
import { compressible, encoded, warmCache } from './compression.mjs'
import { readHeaderRules } from './header-rules.mjs'
import { selfSignedCertificate } from './self-signed-certificate.cjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const port = Number(option('port') ?? process.env.PORT ?? 3000)
const root = resolve(option('dir') ?? 'out')
const headersFile = resolve(option('headers') ?? join(root, '_headers'))
const selfSigned = args.includes('--tls') ? selfSignedCertificate() : undefined
const tlsCert = selfSigned?.cert ?? option('tls-cert')
const tlsKey = selfSigned?.key ?? option('tls-key')
const noUpgrade = args.includes('--no-upgrade')

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No site in ${root}. Run "npm run build" first.`)
  process.exit(1)
}

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}
const headerRules = readHeaderRules(headersFile)

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
      response.writeHead(status, { 'Content-Type': types['.txt'] })
      return response.end('Not found')
    }
  }
  const ext = extname(file)
  const accepts = String(request.headers['accept-encoding'] ?? '')
  const encoding = compressible.has(ext)
    ? /\bbr\b/.test(accepts)
      ? 'br'
      : /\bgzip\b/.test(accepts)
        ? 'gzip'
        : null
    : null
  const body = encoded(file, encoding ?? 'identity')
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
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

const server =
  tlsCert && tlsKey
    ? createSecureServer(
        { cert: readFileSync(tlsCert), key: readFileSync(tlsKey), allowHTTP1: true },
        handle,
      )
    : createServer(handle)

await warmCache(root)
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at ${tlsCert ? 'https' : 'http'}://127.0.0.1:${port}`)
})
