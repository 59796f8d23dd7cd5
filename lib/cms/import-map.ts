/**
 * Sveltia imports two modules from unpkg.com, at the versions its bundle names, which the
 * editor's page maps, with an import map, to files served from /admin: the editor reaches no
 * other host, offline too.
 * - Immutable.js, which Sveltia needs before it runs a preSave event hook
 *   (lib/cms/browser/as-typed.js): the copy installed with Sveltia, as /admin/immutable.es.js.
 * - @jsquash/webp's encoder, which Sveltia asks for where the browser's canvas cannot write WebP
 *   (Safari's, WebKit's) to make its 512 px library thumbnails: /admin/no-webp-encoder.js
 *   (lib/cms/browser/), which declines at once, and Sveltia draws the thumbnail as a PNG, its own
 *   fallback. The encoder is WebAssembly, which the policy would have to allow
 *   ('wasm-unsafe-eval'), for a thumbnail kept in the browser: docs/cms.md, "How it works".
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const sveltia = join(process.cwd(), 'node_modules', '@sveltia', 'cms')

/** The installed copy of Immutable.js, as Sveltia's own dependency. */
export const immutableFile = join(sveltia, 'node_modules', 'immutable', 'dist', 'immutable.es.js')

/** The version of a package Sveltia's bundle names ("immutable:`^5.1.9`", "\"@jsquash/webp\":`^1.5.0`"). */
function sveltiaVersionOf(bundle: string, name: string): string {
  const key = name.startsWith('@') ? `"${name}"` : name
  const version = new RegExp(`[{,]${key.replace(/[/.]/g, '\\$&')}:\`\\^?([\\d.]+)\``).exec(
    bundle,
  )?.[1]
  if (!version)
    throw new Error(
      `@sveltia/cms: its bundle no longer names the version of ${name} it imports; see lib/cms/import-map.ts`,
    )
  return version
}

const bundle = readFileSync(join(sveltia, 'dist', 'sveltia-cms.js'), 'utf8')

/** The import map, as the text of the page's <script type="importmap">. */
export const importMap = JSON.stringify({
  imports: {
    // Sveltia's own address for each (its `https://unpkg.com/${name}@${version}/${path}`).
    [`https://unpkg.com/immutable@${sveltiaVersionOf(bundle, 'immutable')}/dist/immutable.es.js`]:
      '/admin/immutable.es.js',
    [`https://unpkg.com/@jsquash/webp@${sveltiaVersionOf(bundle, '@jsquash/webp')}/encode.js?module`]:
      '/admin/no-webp-encoder.js',
  },
})

/** The import map's hash, for the editor's script-src (lib/cms/policy.ts). */
export const importMapHash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`
