/**
 * Sveltia runs a preSave event hook (lib/cms/browser/as-typed.js) only once it has loaded
 * Immutable.js, which it imports from unpkg.com at the version its bundle names. The editor's page
 * maps that address, with an import map, to the copy installed with Sveltia, served as
 * /admin/immutable.es.js: the editor reaches no other host, offline too.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const sveltia = join(process.cwd(), 'node_modules', '@sveltia', 'cms')

/** The installed copy of Immutable.js, as Sveltia's own dependency. */
export const immutableFile = join(sveltia, 'node_modules', 'immutable', 'dist', 'immutable.es.js')

/** The address Sveltia imports Immutable.js from: its bundle names the version ("immutable:`^5.1.9`"). */
function sveltiaImmutableUrl(bundle: string): string {
  const version = /\bimmutable:`\^?([\d.]+)`/.exec(bundle)?.[1]
  if (!version)
    throw new Error(
      '@sveltia/cms: its bundle no longer names the version of Immutable.js it imports; see lib/cms/import-map.ts',
    )
  return `https://unpkg.com/immutable@${version}/dist/immutable.es.js`
}

/** The import map, as the text of the page's <script type="importmap">. */
export const importMap = JSON.stringify({
  imports: {
    [sveltiaImmutableUrl(readFileSync(join(sveltia, 'dist', 'sveltia-cms.js'), 'utf8'))]:
      '/admin/immutable.es.js',
  },
})

/** The import map's hash, for the editor's script-src (lib/cms/policy.ts). */
export const importMapHash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`
