// @ts-check
/**
 * The islands' browser code, one job of scripts/build/optimize-export.mjs: bundles each entry of
 * components/islands/entries/ (one island each) with esbuild into out/_next/static/islands/, as
 * ES modules whose shared code (React above all) is split into chunks every island imports, file
 * names hashed by content. Returns, for each island, its entry's URL and every file it imports
 * statically, so a page can preload exactly what its islands need at once (a chain of imports
 * found one after another would cost a round trip each). Why esbuild rather than Next's own
 * bundler: Next bundles its whole runtime with the page and has no output of one component alone.
 *
 * Also the runtime loader every exported page carries inline: its typed source,
 * components/islands/loader.ts, bundled and minified as one script, built once per process, the
 * same text on every page; scripts/build/generate-headers.mjs hashes it for the CSP.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { configId, loaderMarker } from './export-page-shape.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const entriesDir = join(root, 'components', 'islands', 'entries')
/** Where the bundles are served from: Next's hashed static files, which every host caches for good. */
const islandsPath = '/_next/static/islands/'

/** package.json's browserslist ("chrome >= 114"…) as esbuild's targets, which call iOS "ios". */
export const browserTargets = /** @type {{ browserslist: string[] }} */ (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
).browserslist.map((query) => {
  const [, browser, version] =
    /^(chrome|edge|firefox|safari|ios_saf) >= ([\d.]+)$/.exec(query) ?? []
  if (!browser)
    throw new Error(`build-islands: no esbuild target for the browserslist query "${query}"`)
  return `${browser.replace('ios_saf', 'ios')}${version}`
})

const [loader] = esbuild.buildSync({
  absWorkingDir: root,
  entryPoints: [join(root, 'components', 'islands', 'loader.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: browserTargets,
  define: { RUNTIME_CONFIG_ID: JSON.stringify(configId) },
  legalComments: 'none',
  write: false,
  logLevel: 'error',
}).outputFiles
if (!loader) throw new Error('build-islands: esbuild wrote no runtime loader')
/** The loader's text: one line, without the newline esbuild ends a file with. */
export const loaderSource = loader.text.trim()
/** The loader element: the same on every page. */
export const loaderScript = `<script ${loaderMarker}="">${loaderSource}</script>`

/** @typedef {{ entry: string, files: string[] }} IslandBundle */

/**
 * Bundles every island into `<outDir>/_next/static/islands/`; returns the bundles by island name.
 * @param {string} outDir
 */
export async function buildIslands(outDir) {
  const entryPoints = readdirSync(entriesDir)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(entriesDir, file))
  const outdir = join(outDir, islandsPath)
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: browserTargets,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    // Preact's React compatibility layer instead of React DOM in the browser (docs/decisions.md,
    // "Preact in the browser"): the server still renders with React; jest.config.mjs tests both.
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
  })
  const outputs = metafile.outputs
  const urlOf = (/** @type {string} */ output) =>
    islandsPath + relative(outdir, join(root, output)).split('\\').join('/')
  /** @param {string} output @param {Set<string>} seen */
  const staticImports = (output, seen = new Set()) => {
    if (seen.has(output)) return seen
    seen.add(output)
    for (const imported of outputs[output]?.imports ?? [])
      if (imported.kind === 'import-statement') staticImports(imported.path, seen)
    return seen
  }
  /** @type {Map<string, IslandBundle>} */
  const bundles = new Map()
  for (const [output, { entryPoint }] of Object.entries(outputs)) {
    // esbuild gives a dynamically imported module (sonner) an entry point too: not an island.
    if (!entryPoint || dirname(join(root, entryPoint)) !== entriesDir) continue
    const name = basename(entryPoint).replace(/\.tsx?$/, '')
    bundles.set(name, { entry: urlOf(output), files: [...staticImports(output)].map(urlOf) })
  }
  return bundles
}
