/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A page in the shape Next 16 exports: chunk scripts, Turbopack's chunk list, the inline payload. */
const payload = '0:"hello"\n1:["$","h1",null,{"children":"Hi"}]\n'
const exportedPage = (rows: string[]) =>
  '<!DOCTYPE html><html><head>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '</head><body><h1>Hi</h1>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js"],"runtimeModuleIds":[1]});</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  rows.map((row) => `<script>self.__next_f.push(${JSON.stringify([1, row])})</script>`).join('') +
  '</body></html>'

describe('scripts/optimize-export.mjs on an export', () => {
  let out: string
  const run = () =>
    execFileSync(process.execPath, ['scripts/optimize-export.mjs', '--dir', out], {
      encoding: 'utf8',
      stdio: 'pipe',
    })

  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'optimize-export-'))
    writeFileSync(join(out, 'index.txt'), payload)
    writeFileSync(join(out, '_not-found.txt'), payload)
    writeFileSync(join(out, '404.html'), exportedPage([payload]))
    writeFileSync(
      join(out, 'art.svg'),
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>\n</svg>\n',
    )
  })
  afterEach(() => rmSync(out, { recursive: true, force: true }))

  it('moves the runtime and its payload behind the loader and minifies SVG', () => {
    writeFileSync(join(out, 'index.html'), exportedPage([payload.slice(0, 9), payload.slice(9)]))
    run()
    const html = readFileSync(join(out, 'index.html'), 'utf8')
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(runtime|main)\.js"/)
    expect(html).not.toMatch(/<link[^>]+as="script"/)
    expect(html).not.toContain('self.__next_f.push([1')
    expect(html).toContain('<script id="_R_">')
    const loader = html.match(/<script data-runtime-loader="">([\s\S]*?)<\/script>/)![1]!
    expect(loader).toContain('["/_next/static/chunks/runtime.js","/_next/static/chunks/main.js"]')
    expect(loader).toContain('"/index.txt"')
    expect(() => new Function(loader)).not.toThrow()
    // The 404 page keeps Next's own tags, so it hydrates and logs at once.
    expect(readFileSync(join(out, '404.html'), 'utf8')).toBe(exportedPage([payload]))
    const svg = readFileSync(join(out, 'art.svg'), 'utf8')
    expect(svg).not.toMatch(/drawn by hand|\n/)
    expect(svg).toContain('viewBox="0 0 10 10"')
  })

  it('stops the build, naming the page, when the inline payload is not the exported .txt file', () => {
    writeFileSync(join(out, 'index.html'), exportedPage(['0:"something else"\n']))
    expect(run).toThrow(/index\.html: the inline payload differs from \/index\.txt/)
  })

  it('stops the build when Next no longer emits the chunk scripts it expects', () => {
    writeFileSync(
      join(out, 'index.html'),
      exportedPage([payload]).replace(/<script src="[^"]+" async=""><\/script>/g, ''),
    )
    expect(run).toThrow(/index\.html: no <script src="\/_next\/static\/…" async> chunk scripts/)
  })
})
