// @ts-check
/**
 * The runtime loader every exported page carries inline (scripts/build/optimize-export.mjs): its
 * typed source, components/islands/loader.ts, bundled and minified by esbuild as one script for
 * the browsers of package.json's browserslist. Built once per process, the same text on every
 * page; scripts/build/generate-headers.mjs hashes it for the Content-Security-Policy.
 */
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { browserTargets } from './build-islands.mjs'
import { configId, loaderMarker } from './runtime-config.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

const [built] = esbuild.buildSync({
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

if (!built) throw new Error('runtime-loader: esbuild wrote no loader')
/** The loader's text: one line, without the newline esbuild ends a file with. */
export const loaderSource = built.text.trim()
/** The loader element: the same on every page. */
export const loaderScript = `<script ${loaderMarker}="">${loaderSource}</script>`
