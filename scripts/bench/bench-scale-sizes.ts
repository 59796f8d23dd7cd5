/**
 * First-load bytes of each page of the scale export for scripts/bench/bench-scale.ts, compressed as
 * scripts/serve/serve.mjs serves them.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { outDir } from './bench-scale-config'

const brotli = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const gzip = (data: Buffer) => gzipSync(data, { level: 9 }).length
const compressible = /\.(html|css|js|json|txt|xml|svg|webmanifest)$/
const attributes = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!)
const fileOf = (url: string) => join(outDir, decodeURIComponent(url.split(/[?#]/)[0]!))

export type Sizes = { br: number; gzip: number }
const sizeCache = new Map<string, Sizes>()
function served(url: string): Sizes {
  if (!sizeCache.has(url)) {
    const body = readFileSync(fileOf(url))
    sizeCache.set(
      url,
      compressible.test(url)
        ? { br: brotli(body), gzip: gzip(body) }
        : { br: body.length, gzip: body.length },
    )
  }
  return sizeCache.get(url)!
}

/** The AVIF copy a 390 px phone at 2× picks: the smallest ≥ 780 w, else the widest. */
function pickCandidate(srcset: string): string {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, w]) => ({ url: url!, width: Number.parseInt(w ?? '0', 10) }))
    .sort((a, b) => a.width - b.width)
  return (candidates.find(({ width }) => width >= 780) ?? candidates.at(-1)!).url
}

type PageLoad = { page: string; html: Sizes; total: Sizes; htmlRaw: number; files: string[] }

function firstLoad(file: string): PageLoad {
  const body = readFileSync(join(outDir, file))
  const html = body.toString('utf8')
  const urls = new Set<string>()
  const stylesheets = attributes(html, /<link rel="stylesheet" href="([^"]+)"/g)
  for (const sheet of stylesheets) {
    urls.add(sheet)
    const css = readFileSync(fileOf(sheet), 'utf8')
    for (const url of attributes(css, /url\(([^)]+)\)/g))
      if (!url.startsWith('data:'))
        urls.add(new URL(url.replace(/["']/g, ''), new URL(sheet, 'http://site')).pathname)
  }
  for (const tag of html.match(/<link\b[^>]*rel="preload"[^>]*>/g) ?? [])
    if (/as="(font|style|script)"/.test(tag)) urls.add(attributes(tag, /\shref="([^"]+)"/g)[0]!)
  for (const tag of html.match(/<script\b[^>]*\ssrc="[^"]+"[^>]*>/g) ?? [])
    if (!/\snoModule=""/.test(tag)) urls.add(attributes(tag, /\ssrc="([^"]+)"/g)[0]!)
  // Images: only those loaded eagerly (above the fold); a <picture> as its AVIF candidate.
  for (const picture of html.match(/<picture>[\s\S]*?<\/picture>/g) ?? []) {
    if (!/loading="eager"/.test(picture)) continue
    const avif = picture.match(/<source type="image\/avif" srcSet="([^"]+)"/)
    urls.add(
      avif ? pickCandidate(avif[1]!) : attributes(picture, /<img\b[^>]*\ssrc="([^"]+)"/g)[0]!,
    )
  }
  const withoutPictures = html.replace(/<picture>[\s\S]*?<\/picture>/g, '')
  for (const tag of withoutPictures.match(/<img\b[^>]*>/g) ?? [])
    if (/loading="eager"/.test(tag)) urls.add(attributes(tag, /\ssrc="([^"]+)"/g)[0]!)
  const files = [...urls].filter((url) => url.startsWith('/') && !url.startsWith('//'))
  const htmlSizes = { br: brotli(body), gzip: gzip(body) }
  const total = files.reduce(
    (sum, url) => ({ br: sum.br + served(url).br, gzip: sum.gzip + served(url).gzip }),
    htmlSizes,
  )
  const page = '/' + file.replace(/\.html$/, '').replace(/^index$/, '')
  return { page, html: htmlSizes, total, htmlRaw: body.length, files }
}

export function measurePages() {
  const htmlFiles = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && file !== '404.html',
  )
  const loads = htmlFiles.map(firstLoad)
  const biggest = loads.reduce((a, b) => (b.total.br > a.total.br ? b : a))
  const portfolio = loads.find((load) => load.page === '/portfolio')
  if (!portfolio) throw new Error('bench:scale: no portfolio.html in the export')
  return { pages: loads.length, biggest, portfolio }
}
