/** Small exports in the shape Next 16 writes, and the build's scripts run on them, for optimize-export*.test.ts. */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A page in the shape Next 16 exports (its runtime's chunk scripts and preload, Turbopack's chunk
 * list, the inline payload) with the islands <Island> renders.
 */
export type Page = { islands?: string[]; chunk?: string; jsonLd?: string }
export const organization = JSON.stringify({ name: 'A Builder' })
const exportedPage = ({ islands = ['menu'], chunk = 'main', jsonLd = organization }: Page) =>
  '<!DOCTYPE html><html><head>' +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${chunk}.js"/>` +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '</head><body><h1>Hi</h1>' +
  islands
    .map(
      (name) => `<site-island data-island="${name}" data-props="{}"><p>${name}</p></site-island>`,
    )
    .join('') +
  `<script type="application/ld+json">${jsonLd}</script>` +
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/${chunk}.js"]});</script>` +
  `<script src="/_next/static/chunks/${chunk}.js" async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  `<script>self.__next_f.push(${JSON.stringify([1, '0:"hello"\n'])})</script>` +
  '</body></html>'

export const loaderOf = (html: string) =>
  html.match(/<script data-runtime-loader="">([\s\S]*?)<\/script>/)![1]!
export const configOf = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="runtime-config">([\s\S]*?)<\/script>/)![1]!,
  ) as { modules: string[]; preload: string[]; now: boolean }
export const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

/** An export directory as `next build` leaves it: pages and an SVG. */
export function makeExport(pages: Record<string, Page>) {
  const out = mkdtempSync(join(tmpdir(), 'optimize-export-'))
  for (const [name, page] of Object.entries(pages))
    writeFileSync(join(out, `${name}.html`), exportedPage(page))
  return out
}

const node = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', stdio: 'pipe' })
export const optimize = (out: string) => node('scripts/build/optimize-export.mjs', '--dir', out)
export const generateHeaders = (out: string, headers: string) =>
  node('scripts/build/generate-headers.mjs', '--dir', out, '--out-dir', headers)
