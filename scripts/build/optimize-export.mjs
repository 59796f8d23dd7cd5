#!/usr/bin/env node
// @ts-check
/**
 * Runs after `next build`: gives every exported page its islands in place of Next's runtime
 * (docs/islands.md). It bundles the islands (build-islands.mjs), then in each out/**\/*.html cuts
 * out every script but data blocks, and puts before `</body>` a JSON data block naming the page's
 * island modules and one inline loader, the same on every page (one CSP hash), which starts them
 * after the load when idle, or at once on a first intent (components/islands/loader.ts). Then it
 * removes the files no page asks for (export-unused-files.mjs) and minifies the SVGs with svgo
 * (the sources in content/images and public/ stay readable).
 *
 * Pages are read with parse5 for the elements' source offsets and edited as text, so every byte
 * not removed is Next's; a page that breaks an assumption (export-page-shape.mjs) stops the build.
 *
 *   node scripts/build/optimize-export.mjs [--dir out]
 */
import { readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { optimize } from 'svgo'
import { buildIslands, loaderScript } from './build-islands.mjs'
import { assumptionError, configId, pageShape } from './export-page-shape.mjs'
import { unusedExportFiles } from './export-unused-files.mjs'

/** @typedef {import('./build-islands.mjs').IslandBundle} IslandBundle */

/** Pages whose runtime starts as soon as they load: the 404 view logs the missing path at once. */
const pagesStartedAtOnce = new Set(['404.html', '_not-found.html'])

/**
 * Rewrites one exported page (islands started at once with `now: true`); throws, naming the page
 * and the assumption, when the page breaks one.
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
  // The page's data block: each island's module to run, the files they import (`preload`) and
  // whether to start at once. `<` is escaped so no text in it can end the element.
  const json = JSON.stringify({
    modules: pageBundles.map((bundle) => bundle.entry),
    preload: [...new Set(pageBundles.flatMap((bundle) => bundle.files))],
    now,
  }).replace(/</g, '\\u003c')
  const config = `<script type="application/json" id="${configId}">${json}</script>`
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

function filesEndingWith(/** @type {string} */ dir, /** @type {string} */ extension) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Rewrites each .svg under `root` minified (svgo's default preset, several passes). */
function minifySvgs(/** @type {string} */ root) {
  let saved = 0
  const svgs = filesEndingWith(root, '.svg')
  for (const file of svgs) {
    const svg = readFileSync(file, 'utf8')
    let minified
    try {
      minified = optimize(svg, { multipass: true }).data
    } catch (error) {
      throw new Error(
        `optimize-export: ${relative(root, file)} is not valid SVG: ${error instanceof Error ? error.message : error}`,
      )
    }
    saved += svg.length - minified.length
    writeFileSync(file, minified)
  }
  return { count: svgs.length, saved }
}

async function main() {
  const args = process.argv.slice(2)
  const dirIndex = args.indexOf('--dir')
  const root = resolve((dirIndex >= 0 && args[dirIndex + 1]) || 'out')
  const files = filesEndingWith(root, '.html')
  if (!files.some((file) => basename(file) === 'index.html'))
    throw new Error(`optimize-export: no index.html in ${root}; run "next build" first.`)
  const bundles = await buildIslands(root)
  for (const file of files) {
    const name = relative(root, file)
    const html = readFileSync(file, 'utf8')
    const now = pagesStartedAtOnce.has(name)
    writeFileSync(file, deferRuntime(html, { bundles, name, now }))
  }
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
