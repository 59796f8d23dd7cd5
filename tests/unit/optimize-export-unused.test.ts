/** @jest-environment node */
/**
 * Which files of an export no page asks for (scripts/build/export-unused-files.mjs): the build
 * removes them and `npm run test:html` names any left.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { unusedExportFiles } from '@/scripts/build/export-unused-files.mjs'

let out: string
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'unused-files-'))
  const files: Record<string, string> = {
    'about.html':
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"><script type="application/json">{"modules":["/_next/static/islands/menu-A.js"]}</script>',
    'about.txt': '0:{"P":null}',
    'about/__next._tree.txt': '0:{}',
    '__next._full.txt': '0:{}',
    'robots.txt': 'Sitemap: /sitemap.xml',
    'sitemap.xml': '<urlset/>',
    '_next/static/chunks/site.css': '@font-face{src:url(../media/inter.woff2)}',
    '_next/static/media/inter.woff2': 'font',
    '_next/static/islands/menu-A.js': 'import"./chunk-B.js"',
    '_next/static/islands/chunk-B.js': 'import("./sonner-C.js")',
    '_next/static/islands/sonner-C.js': 'export{}',
    '_next/static/chunks/turbopack-runtime.js': 'runtime',
    '_next/static/build-id/_buildManifest.js': 'manifest',
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(out, file)), { recursive: true })
    writeFileSync(join(out, file), text)
  }
})
afterAll(() => rmSync(out, { recursive: true, force: true }))

it("names Next's payloads and the static files no page reaches, and keeps what a page names", () => {
  expect(unusedExportFiles(out)).toEqual([
    '__next._full.txt',
    '_next/static/build-id/_buildManifest.js',
    '_next/static/chunks/turbopack-runtime.js',
    'about.txt',
    'about/__next._tree.txt',
  ])
})
