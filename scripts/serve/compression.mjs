// @ts-check
/** The compressed bodies scripts/serve/serve.mjs sends, as a CDN caches them. */
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompress, brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'

// What Cloudflare compresses among the export's files (tests/e2e/serve-headers.spec.ts compares).
export const compressible = new Set([
  '.html',
  '.css',
  '.js',
  '.json',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
  '.webmanifest',
])

/** @type {Map<string, Buffer>} */
const cache = new Map()
const brotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }

/**
 * Brotli at its highest quality, as a CDN caches it, kept on the disk by each file's content: an
 * export is served many times in a test run (each browser stage and check starts this server),
 * and compressing it all again took 5-10 s of both cores each time, minutes under a busy CI.
 * In node_modules/.cache, which every content set's copy shares (scripts/test/with-content-set.sh).
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
 * A CDN serves compressed files from its cache; so does this server: it compresses every file
 * before it listens. Compressing while serving made the first pages slow, and under a busy CI
 * slow enough to time a test out.
 */
export function warmCache(/** @type {string} */ root) {
  mkdirSync(brotliDir, { recursive: true })
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
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
 * @returns {Buffer}
 */
export function encoded(file, encoding) {
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
