#!/usr/bin/env node
// @ts-check
/**
 * Runs after `next build` (see the "build" script) and gives every exported page its islands in
 * place of Next's runtime: every page is complete HTML that works without script (plain links,
 * CSS smooth scroll, a popover menu, a form with a mailto: action), and only its islands (the
 * client components the server rendered through <Island>: components/islands/) need script, which
 * nothing fetches before the page has loaded.
 *
 * It bundles the islands (scripts/build/build-islands.mjs) into out/_next/static/islands/, then in
 * each out/**\/*.html (the 404 page too)
 *  - removes every script but data blocks (JSON-LD): Next's runtime, its chunk list and its React
 *    payload, which hydrate the whole document and which no island needs, and every script
 *    preload;
 *  - puts what the page's islands need (each island's module, every file they import, and whether
 *    to start at once) in a JSON data block, <script type="application/json" id="runtime-config">,
 *    which is data and never runs;
 *  - adds one small inline loader, the same text on every page (so the Content-Security-Policy
 *    names one hash however the site's content changes), that reads the data block and starts the
 *    islands after the page's load, when the browser is idle (their files prefetched at the
 *    lowest priority first, then one module per idle period), or at once on the visitor's first
 *    intent (pointermove, pointerdown, touchstart, keydown, focusin) or when a form comes near the
 *    viewport (so the contact form's draft is restored after a reload at #contact) if either
 *    comes first. On the 404 page it starts at once, so the 404 view's
 *    console.error logging fires as soon as the page loads (Lighthouse does not audit a 404). A
 *    form submitted, or a link of an island marked `data-island-replay` clicked, before React
 *    owns it is held and replayed once it does (see components/islands/loader.ts).
 *
 * Then it removes every file no page asks for any more (scripts/build/export-unused-files.mjs:
 * Next's payloads and runtime chunks) and minifies every SVG in out/ (scripts/build/minify-svgs.mjs).
 *
 * It reads each page with an HTML parser (parse5, the parser jsdom uses) and relies only on the
 * facts about the exported HTML listed in `assumptions` (scripts/build/next-html-assumptions.mjs; also
 * in docs/islands.md, each with the test that guards it); a page that breaks one stops the build
 * with a message naming it. The parser finds each element and its exact place in the file; the
 * script cuts those elements out of the text Next wrote and inserts its own before `</body>`,
 * instead of serialising the parsed tree again (parse5's serialiser would rewrite every page:
 * React's `charSet` attribute names, the `/>` of void tags), so every byte it does not remove is
 * Next's. parse5 rather than htmlparser2: it is the WHATWG parser browsers follow and gives each
 * element's source offsets.
 *
 *   node scripts/build/optimize-export.mjs [--dir out]
 */
import { readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pageShape } from './export-page-shape.mjs'
import { assumptionError } from './next-html-assumptions.mjs'
import { runtimeConfig } from './runtime-config.mjs'
import { loaderScript } from './runtime-loader.mjs'

// What the unit tests read from this command (tests/unit/optimize-export-assumptions.test.ts,
// tests/unit/helpers/page-loader.ts), from the modules that hold it.
export { assumptions } from './next-html-assumptions.mjs'
export { configId } from './runtime-config.mjs'
export { loaderSource } from './runtime-loader.mjs'

/** @typedef {import('./build-islands.mjs').IslandBundle} IslandBundle */

/** Pages whose runtime starts as soon as they load: the 404 view logs the missing path at once. */
const pagesStartedAtOnce = new Set(['404.html', '_not-found.html'])

/**
 * The assumptions a page breaks, each with what the page has instead (none for a page as Next
 * exports it, whose islands all have a bundle).
 * @param {string} html
 * @param {ReadonlyMap<string, IslandBundle>} bundles
 */
export function brokenAssumptions(html, bundles) {
  return pageShape(html, bundles).broken
}

/**
 * Rewrites one exported page so its islands start on the first intent, or at once with
 * `now: true` (see the top of this file); throws, naming the page and the assumption, when the
 * page breaks one.
 * @param {string} html
 * @param {{ bundles: ReadonlyMap<string, IslandBundle>, name?: string, now?: boolean }} options
 */
export function deferRuntime(html, { bundles, name = 'page', now = false }) {
  const { broken, islands, spans, bodyEndOffset } = pageShape(html, bundles)
  const [first] = broken
  if (first) throw assumptionError(name, first.assumption, first.why)
  if (bodyEndOffset === undefined)
    throw new Error(`optimize-export: ${name}: no </body>, yet no assumption broken`)
  const pageBundles = islands.flatMap((island) => bundles.get(island) ?? [])
  const config = runtimeConfig({
    modules: pageBundles.map((bundle) => bundle.entry),
    preload: [...new Set(pageBundles.flatMap((bundle) => bundle.files))],
    now,
  })
  // Cut the runtime's elements out of the text Next wrote, and put the data block and the loader
  // right before </body>: every other byte stays as Next wrote it.
  const edits = [
    ...spans.map((span) => ({ ...span, text: '' })),
    { startOffset: bodyEndOffset, endOffset: bodyEndOffset, text: `${config}${loaderScript}` },
  ].sort((a, b) => a.startOffset - b.startOffset)
  let rewritten = ''
  let at = 0
  for (const { startOffset, endOffset, text } of edits) {
    if (startOffset < at) throw new Error(`optimize-export: ${name}: overlapping runtime elements`)
    rewritten += html.slice(at, startOffset) + text
    at = endOffset
  }
  return rewritten + html.slice(at)
}

/**
 * @param {string} dir
 * @param {string} extension
 */
function filesEndingWith(dir, extension) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
}

async function main() {
  const args = process.argv.slice(2)
  const dirIndex = args.indexOf('--dir')
  const root = resolve((dirIndex >= 0 && args[dirIndex + 1]) || 'out')
  const files = filesEndingWith(root, '.html')
  if (!files.some((file) => basename(file) === 'index.html'))
    throw new Error(`optimize-export: no index.html in ${root}; run "next build" first.`)
  // Loaded here, not at the top, so the page rewriting above can be imported by the unit tests.
  const { buildIslands } = await import('./build-islands.mjs')
  const bundles = await buildIslands(root)
  for (const file of files) {
    const name = relative(root, file)
    const html = readFileSync(file, 'utf8')
    const now = pagesStartedAtOnce.has(name)
    writeFileSync(file, deferRuntime(html, { bundles, name, now }))
  }
  const { unusedExportFiles } = await import('./export-unused-files.mjs')
  const unused = unusedExportFiles(root)
  let removedBytes = 0
  for (const file of unused) {
    removedBytes += statSync(join(root, file)).size
    rmSync(join(root, file))
  }
  // Folders that held only payloads (a route's own folder beside its page), deepest first.
  const folders = [...new Set(unused.map((file) => dirname(join(root, file))))]
  for (const folder of folders.sort((a, b) => b.length - a.length))
    if (folder !== root && readdirSync(folder).length === 0) rmSync(folder, { recursive: true })
  const { minifySvgs } = await import('./minify-svgs.mjs')
  const svgs = minifySvgs(root)
  console.log(
    `optimize-export: ${bundles.size} islands bundled; one loader in ${files.length} pages (islands started after load or on the first intent, at once on ${pagesStartedAtOnce.size}); ${unused.length} files no page asks for removed (${Math.round(removedBytes / 1024)} KB); ${svgs.count} SVG files minified (${svgs.saved} bytes saved)`,
  )
}

// Run as a command, not when imported (a file URL, so a path with spaces or a Windows drive matches).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
