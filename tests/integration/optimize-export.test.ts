/**
 * @jest-environment node
 */
// optimize-export.mjs on an export: Next's runtime replaced by the islands and the loader, SVG minified.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { configOf, loaderOf, makeExport, optimize, organization } from './export-fixture'

describe('scripts/build/optimize-export.mjs on an export', () => {
  let out: string

  beforeAll(() => {
    out = makeExport({
      '404': { islands: ['menu', 'not-found-logger'] },
      index: { islands: ['menu', 'contact-form', 'toaster'] },
      about: { islands: ['menu'], chunk: 'about-page' },
    })
    writeFileSync(
      join(out, 'art.svg'),
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>\n</svg>\n',
    )
    optimize(out)
  })
  afterAll(() => rmSync(out, { recursive: true, force: true }))
  const page = (name: string) => readFileSync(join(out, `${name}.html`), 'utf8')
  const served = (url: string) => readFileSync(join(out, url), 'utf8')

  it("replaces Next's runtime with the page's islands behind the loader and minifies SVG", () => {
    const html = page('index')
    // Every script that runs, and every script preload, is gone; the JSON-LD stays.
    expect(html.match(/<script(?! type="application\/(ld\+)?json")[^>]*>/g)).toEqual([
      '<script data-runtime-loader="">',
    ])
    expect(html).not.toMatch(/<link[^>]+as="script"/)
    expect(html).toContain(`<script type="application/ld+json">${organization}</script>`)
    // The islands' elements stay as the server rendered them.
    expect(html).toContain('<site-island data-island="contact-form" data-props="{}"><p>')
    // One module per island, in page order, each a file of the bundle that hydrates it.
    const { modules, preload, now } = configOf(html)
    expect(modules.map((url) => url.match(/islands\/([a-z-]+)-\w+\.js$/)![1])).toEqual([
      'menu',
      'contact-form',
      'toaster',
    ])
    expect(now).toBe(false)
    // Each module hydrates the island it is named after.
    for (const [index, name] of ['menu', 'contact-form', 'toaster'].entries())
      expect(served(modules[index]!)).toContain(`"${name}"`)
    // Everything they import statically is preloaded with them, the islands' runtime among them.
    expect(preload).toEqual(expect.arrayContaining(modules))
    const imported = modules.flatMap((url) =>
      [...served(url).matchAll(/from"\.\/([\w-]+\.js)"/g)].map(
        (match) => `/_next/static/islands/${match[1]}`,
      ),
    )
    expect(imported.length).toBeGreaterThan(0)
    expect(preload).toEqual(expect.arrayContaining(imported))
    expect(preload.map(served).join('')).toContain('data-props')
    // The data block comes before the loader that reads it, at the end of the body.
    expect(html).toMatch(
      /<script type="application\/json" id="runtime-config">[^<]*<\/script><script data-runtime-loader="">/,
    )
    expect(html.endsWith(`${loaderOf(html)}</script></body></html>`)).toBe(true)
    expect(() => new Function(loaderOf(html))).not.toThrow()

    const svg = readFileSync(join(out, 'art.svg'), 'utf8')
    expect(svg).not.toMatch(/drawn by hand|\n/)
    expect(svg).toContain('viewBox="0 0 10 10"')
  })

  it('writes the same loader text on every page, each with its own islands', () => {
    const about = page('about')
    expect(loaderOf(about)).toBe(loaderOf(page('index')))
    expect(configOf(about).modules).toHaveLength(1)
    expect(configOf(about).preload.length).toBeLessThan(configOf(page('index')).preload.length)
    // The 404 page's islands start at once, so the 404 view logs at once.
    const notFound = page('404')
    expect(loaderOf(notFound)).toBe(loaderOf(about))
    expect(configOf(notFound).now).toBe(true)
    expect(configOf(notFound).modules[1]).toMatch(/not-found-logger-\w+\.js$/)
  })

  it('stops the build, naming the page and the island, when an island has no module', () => {
    const broken = makeExport({ index: { islands: ['menu', 'weather-widget'] } })
    try {
      expect(() => optimize(broken)).toThrow(
        /index\.html: no module for the island\(s\) "weather-widget"\. It breaks the assumption "islands-bundled"/,
      )
    } finally {
      rmSync(broken, { recursive: true, force: true })
    }
  })
})
