/**
 * The editor's Content-Security-Policy, for the hosted editor (scripts/build/build-cms.ts, its
 * _headers) and /admin in `npm run dev` (app/admin/route.dev.ts) alike.
 */
import { importMapHash } from './import-map'
import type { CmsBackend } from './types'

/** The origin of a configured address, for the policy. */
const origin = (url: string | undefined) => (url ? [new URL(url).origin] : [])

/**
 * What the editor's page may load: its own script, styles and fonts; GitHub's API, its status page
 * (which the editor reads to warn of an outage), its avatars and the repository's pictures; and
 * the sign-in worker. Nothing else: Sveltia's check for a newer version of itself is answered on
 * the page (lib/cms/browser/pinned-version.js), never sent. No 'unsafe-eval': Sveltia compiles
 * nothing at run time.
 */
export function editorContentSecurityPolicy(backend: CmsBackend): string {
  const connect = [
    'https://api.github.com',
    'https://www.githubstatus.com',
    ...origin(backend.api_root),
    ...origin(backend.base_url),
  ]
  return [
    "default-src 'none'",
    // The import map that serves Sveltia's Immutable.js from /admin (lib/cms/import-map.ts).
    `script-src 'self' ${importMapHash}`,
    // Svelte sets inline styles (style attributes and <style> elements) as components render.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    `connect-src 'self' blob: data: ${connect.join(' ')}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}
