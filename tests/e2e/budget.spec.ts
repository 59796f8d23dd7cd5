import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { expect, test } from './fixtures'
import { pages } from './routes'

/**
 * Size budgets of the built export (docs/performance.md, "Budgets"). They read out/ (run `npm run build`
 * first, as the test command does) and measure sizes only, never timing. Transfer sizes are
 * brotli-compressed as scripts/serve/serve.mjs and a CDN send them; fonts and images as they are.
 */
const out = join(process.cwd(), 'out')
const kb = 1024
const budgets = {
  /** Everything the home page needs on first load, with every image on it counted (lazy or not). */
  homeFirstLoad: 200 * kb,
  /**
   * Inline script in a page before any interaction: the runtime loader and its JSON data block
   * (the islands' module URLs, which grow with the code, not the content; until the islands of
   * issue 31, Next's chunk URLs, payload URL and Turbopack's chunk list).
   * 2.5 KB until the loader learnt to replay an island's first click (about 2.65 KB at most then,
   * 1.2 KB brotli); 2.75 KB until it learnt to keep a before/after comparison's first moves (about
   * 2.95 KB at most then, 1.3 KB brotli); 3 KB until a mouse moving over the page became an intent
   * (about 3.07 KB at most then, 1.3 KB brotli); 3.1 KB until the islands started by themselves
   * after load, one per idle period (about 3.4 KB at most then, 1.3 KB brotli).
   */
  inlineScriptPerPage: 3.5 * kb,
}

const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const compressible = /\.(html|css|js|svg|txt|json)$/
const fileFor = (url: string) => join(out, url.split(/[?#]/)[0]!)
const transferSize = (url: string) => {
  const body = readFileSync(fileFor(url))
  return compressible.test(fileFor(url)) ? brotli(body) : body.length
}
const htmlFileFor = (path: string) => join(out, path === '/' ? 'index.html' : `${path}.html`)
const allHtml = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.html'),
)

const attributes = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1]!)

/**
 * URLs a page loads by itself: stylesheets, preloads, icons, scripts, images and srcset candidates.
 * A nomodule script (Next's legacy polyfills) is left out: browsers that run modules never fetch it.
 */
function loadedUrls(html: string): string[] {
  const tags = html.match(/<(link|script|img|source|iframe|video|audio)\b[^>]*>/g) ?? []
  const loaded = tags.filter(
    (tag) =>
      !/\snoModule=""/.test(tag) &&
      (!/^<link\b/.test(tag) ||
        /rel="(stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)"/.test(tag)),
  )
  return loaded.flatMap((tag) => [
    ...attributes(tag, /\s(?:src|href)="([^"]+)"/g),
    ...attributes(tag, /\s(?:srcSet|srcset|imageSrcSet)="([^"]+)"/g).flatMap((set) =>
      set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
    ),
  ])
}

const cssFiles = (html: string) => attributes(html, /<link rel="stylesheet" href="([^"]+)"/g)
/**
 * Inline scripts the browser runs, and the runtime loader's data block it parses (JSON-LD
 * structured data is for search engines, not the page).
 */
const inlineScripts = (html: string) =>
  attributes(
    html,
    /<script(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
  )

test.describe('budgets of the built export', () => {
  test('the home page loads under 200 KB compressed (HTML, CSS, JS, fonts, images)', () => {
    const html = readFileSync(htmlFileFor('/'), 'utf8')
    const urls = new Set(loadedUrls(html).filter((url) => url.startsWith('/')))
    const css = cssFiles(html).map((url) => readFileSync(fileFor(url), 'utf8'))
    // Fonts and images the stylesheet itself points to (relative to it).
    for (const [index, sheet] of css.entries()) {
      const base = new URL(cssFiles(html)[index]!, 'http://site')
      for (const url of attributes(sheet, /url\(([^)]+)\)/g))
        urls.add(new URL(url.replace(/["']/g, ''), base).pathname)
    }
    const sizes = [...urls].map((url) => ({ url, bytes: transferSize(url) }))
    const total = brotli(html) + sizes.reduce((sum, { bytes }) => sum + bytes, 0)
    console.log(
      `home first load: ${(total / kb).toFixed(1)} KB compressed\n` +
        sizes.map(({ url, bytes }) => `  ${(bytes / kb).toFixed(1)} KB ${url}`).join('\n'),
    )
    expect(total).toBeLessThan(budgets.homeFirstLoad)
  })

  test('no page loads anything from another host', () => {
    for (const file of allHtml) {
      const html = readFileSync(join(out, file), 'utf8')
      const foreign = loadedUrls(html).filter((url) => !url.startsWith('/') || url.startsWith('//'))
      expect({ file, foreign }).toEqual({ file, foreign: [] })
    }
    const stylesheets = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.css'),
    )
    for (const file of stylesheets) {
      const urls = attributes(readFileSync(join(out, file), 'utf8'), /url\(([^)]+)\)/g)
      expect(urls.filter((url) => /^["']?(https?:)?\/\//.test(url))).toEqual([])
    }
  })

  for (const { path } of pages) {
    test(`${path} sends no JavaScript file and under ${budgets.inlineScriptPerPage / kb} KB of inline script before any interaction`, () => {
      const html = readFileSync(htmlFileFor(path), 'utf8')
      const scriptFiles = attributes(html, /<script\b([^>]*\ssrc="[^"]+"[^>]*)>/g).filter(
        (tag) => !/\snoModule=""/.test(tag),
      )
      expect(scriptFiles).toEqual([])
      expect(html).not.toMatch(/<link[^>]+(as="script"|rel="modulepreload")/)
      const inline = inlineScripts(html).join('')
      console.log(`${path}: ${inline.length} bytes of inline script (${brotli(inline)} compressed)`)
      expect(inline.length).toBeLessThan(budgets.inlineScriptPerPage)
    })
  }

  test('at most two self-hosted woff2 fonts, preloaded, with swap and a metrics-matched fallback', () => {
    const html = readFileSync(htmlFileFor('/'), 'utf8')
    const css = cssFiles(html)
      .map((url) => readFileSync(fileFor(url), 'utf8'))
      .join('\n')
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? []
    const webFonts = faces.filter((face) => /url\(/.test(face))
    const fontFiles = new Set(webFonts.flatMap((face) => attributes(face, /url\(([^)]+)\)/g)))
    expect(fontFiles.size).toBeGreaterThan(0)
    expect(fontFiles.size).toBeLessThanOrEqual(2)
    for (const face of webFonts) {
      expect(face).toMatch(/format\("woff2"\)/)
      expect(face).toMatch(/font-display:swap/)
      const family = face.match(/font-family:([^;]+);/)![1]!.replace(/["']/g, '')
      // next/font's adjustFontFallback: a local font resized to the web font's metrics.
      const fallback = faces.find((candidate) =>
        new RegExp(`font-family:["']?${family} Fallback["']?;`).test(candidate),
      )
      expect(fallback).toMatch(/src:local\(/)
      expect(fallback).toMatch(/size-adjust:/)
      expect(fallback).toMatch(/ascent-override:/)
    }
    const preloaded = attributes(
      html,
      /<link rel="preload" href="([^"]+\.woff2)" as="font" crossorigin="" type="font\/woff2"\/>/g,
    )
    expect(preloaded.map((url) => url.split('/').pop()).sort()).toEqual(
      [...fontFiles].map((url) => url.split('/').pop()).sort(),
    )
  })

  test('the LCP image is fetched early and never lazily; images further down load lazily', () => {
    // The page's own pictures: the header's logo (shown under 360 px) is no LCP candidate.
    const html = readFileSync(htmlFileFor('/'), 'utf8')
    const main = html.slice(html.indexOf('<main'))
    const images = main.match(/<img\b[^>]*>/g) ?? []
    expect(images.length).toBeGreaterThan(1)
    expect(images[0]).toMatch(/fetchPriority="high"/)
    expect(images[0]).toMatch(/loading="eager"/)
    for (const below of images.slice(1)) expect(below).toMatch(/loading="lazy"/)
  })
})
