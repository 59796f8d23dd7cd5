#!/usr/bin/env node
// @ts-check
/**
 * Runs after `next build` (see the "build" script) and takes the Next/React runtime off the
 * critical path of every exported page: every page is complete HTML that works without script
 * (plain links, CSS smooth scroll, a popover menu, a form with a mailto: action), so the runtime
 * is only needed once a visitor does something.
 *
 * In each out/**\/*.html (the 404 page too) it
 *  - removes Next's external chunk scripts (<script src="/_next/static/…" async>) and their
 *    <link rel="preload" as="script">, so no JavaScript file is fetched while the page loads;
 *  - removes the inline `self.__next_f` payload scripts (the data React hydrates from, about half
 *    of each page's bytes), after checking they are exactly the page's exported .txt file;
 *  - removes Turbopack's inline chunk list (<script id="_R_">);
 *  - puts what the page needs to start its runtime (the chunk URLs, the payload URL and the
 *    Subresource Integrity hash of that payload, the chunk list object `_R_` pushed, and whether
 *    to start at once) in a JSON data block,
 *    <script type="application/json" id="runtime-config">, which is data and never runs;
 *  - adds one small inline loader, the same text on every page (so the Content-Security-Policy
 *    names one hash however the site's content changes), that reads the data block and loads the
 *    runtime on the visitor's first intent (pointerdown, touchstart, keydown, focusin) or when a
 *    form comes near the viewport (so the contact form's draft is restored after a reload at
 *    #contact). On the 404 page it starts at once, so the 404 view's console.error logging fires
 *    as soon as the page loads (Lighthouse does not audit a 404). A form submitted, or a link of an
 *    island marked `data-island-replay` clicked, before React owns it is held and replayed once it
 *    does (see loaderSource in scripts/runtime-loader.mjs).
 *
 * Then it minifies every SVG in out/ (scripts/minify-svgs.mjs).
 *
 * It reads each page with an HTML parser (parse5, the parser jsdom uses) and relies only on the
 * facts about Next's HTML listed in `assumptions` (scripts/next-html-assumptions.mjs; also in
 * docs/islands.md, each with the test that guards it); a page that breaks one stops the build with a message naming it (after a Next
 * upgrade), rather than shipping pages that silently never hydrate. The parser finds each element
 * and its exact place in the file; the script cuts those elements out of the text Next wrote and
 * inserts its own before `</body>`, instead of serialising the parsed tree again (parse5's
 * serialiser would rewrite every page: React's `charSet`/`noModule` attribute names, the `/>` of
 * void tags), so every byte it does not remove is Next's. parse5 rather than htmlparser2: it is the
 * WHATWG parser browsers follow and gives each element's source offsets.
 *
 *   node scripts/optimize-export.mjs [--dir out]
 */
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pageShape } from './export-page-shape.mjs'
import { assumptionError } from './next-html-assumptions.mjs'
import { loaderScript, payloadIntegrity, runtimeConfig } from './runtime-loader.mjs'

// What the unit tests read from this command (tests/unit/optimize-export-assumptions.test.ts,
// tests/unit/helpers/page-loader.ts), from the modules that hold it.
export { assumptions } from './next-html-assumptions.mjs'
export { configId, loaderSource } from './runtime-loader.mjs'

/** @typedef {import('./export-page-shape.mjs').PageFiles} PageFiles */
/** @typedef {import('./export-page-shape.mjs').Broken} Broken */

/** Pages whose runtime starts as soon as they load: the 404 view logs the missing path at once. */
const pagesStartedAtOnce = new Set(['404.html', '_not-found.html'])

/**
 * The assumptions a page breaks, each with what the page has instead (none for a page as Next
 * exports it). `payloadText` is the page's exported .txt file.
 * @param {string} html
 * @param {PageFiles} files
 * @returns {Broken[]}
 */
export function brokenAssumptions(html, files) {
  return pageShape(html, files).broken
}

/**
 * Rewrites one exported page so its runtime loads on the first intent, or at once with
 * `now: true` (see the top of this file); throws, naming the page and the assumption, when the
 * page breaks one.
 * @param {string} html
 * @param {PageFiles & { now?: boolean }} options
 */
export function deferRuntime(html, { now = false, ...options }) {
  const name = options.name ?? 'page'
  const { broken, sources, turbopack, spans, bodyEndOffset } = pageShape(html, options)
  const [first] = broken
  if (first) throw assumptionError(name, first.assumption, first.why)
  if (!turbopack || bodyEndOffset === undefined)
    throw new Error(`optimize-export: ${name}: no chunk list or </body>, yet no assumption broken`)
  const config = runtimeConfig({
    sources,
    payload: options.payloadUrl,
    integrity: payloadIntegrity(options.payloadText),
    turbopack,
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
 * The payload file Next exports for a page: index.html → /index.txt, 404.html → /_not-found.txt.
 * @param {string} name the page, relative to out/
 */
export function payloadPathFor(name) {
  const page = name === '404.html' ? '_not-found.html' : name
  return (
    '/' +
    page
      .replace(/\.html$/, '.txt')
      .split('\\')
      .join('/')
  )
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
  for (const file of files) {
    const name = relative(root, file)
    const html = readFileSync(file, 'utf8')
    const payloadUrl = payloadPathFor(name)
    const payloadFile = join(root, payloadUrl)
    if (!existsSync(payloadFile))
      throw assumptionError(name, 'payload-file', `Next exported no payload file ${payloadUrl}`)
    const payloadText = readFileSync(payloadFile, 'utf8')
    const now = pagesStartedAtOnce.has(name)
    writeFileSync(file, deferRuntime(html, { payloadText, payloadUrl, name, now }))
  }
  // Loaded here, not at the top, so the page rewriting above can be imported by the unit tests.
  const { minifySvgs } = await import('./minify-svgs.mjs')
  const svgs = minifySvgs(root)
  console.log(
    `optimize-export: one runtime loader in ${files.length} pages (deferred to first interaction, at once on ${pagesStartedAtOnce.size}); ${svgs.count} SVG files minified (${svgs.saved} bytes saved)`,
  )
}

// Run as a command, not when imported (a file URL, so a path with spaces or a Windows drive matches).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
