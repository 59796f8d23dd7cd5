/**
 * npm run build:cms — the hosted content editor, a static deploy of its own, apart from the public
 * site (docs/cms.md, "Hosted editing"): out-cms/index.html (the editor), out-cms/admin/ (Sveltia's
 * prebuilt script from node_modules and config.yml) and out-cms/_headers with the editor's own
 * Content-Security-Policy. The public export (npm run build) never has the editor, so its
 * headers and policy stay those of a site that runs no third-party code.
 *
 *   CMS_REPO=owner/name [CMS_BRANCH=main] [CMS_AUTH_URL=https://…workers.dev] npm run build:cms
 *   node scripts/serve/serve.mjs --dir out-cms --port 3700   # to look at it
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { adminFiles, adminHtml, siteCmsConfig } from '@/lib/cms/site'

const outDir = join(process.cwd(), 'out-cms')

if (!process.env.CMS_REPO) {
  console.error(
    'build:cms: the hosted editor saves to a GitHub repository: set CMS_REPO=owner/name (docs/cms.md)',
  )
  process.exit(2)
}
const config = siteCmsConfig(process.env, { hosted: true })

/** The origin of a configured address, for the policy. */
const origin = (url: string | undefined) => (url ? [new URL(url).origin] : [])

/**
 * What the editor's page may load: its own script, styles and fonts, GitHub's API (and its status
 * page, which the editor reads to warn of an outage), the sign-in worker, avatars and the
 * repository's pictures, and the one JSON file by which Sveltia learns of a newer version (data,
 * never code). No 'unsafe-eval': Sveltia compiles nothing at run time.
 */
const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  // Svelte sets inline styles (style attributes and <style> elements) as components render.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  `connect-src 'self' blob: data: ${['https://api.github.com', 'https://www.githubstatus.com', 'https://unpkg.com/@sveltia/cms/package.json', ...origin(config.backend.api_root), ...origin(config.backend.base_url)].join(' ')}`,
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "frame-src 'self' blob:",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

rmSync(outDir, { recursive: true, force: true })
mkdirSync(join(outDir, 'admin'), { recursive: true })
writeFileSync(join(outDir, 'index.html'), adminHtml)
writeFileSync(join(outDir, 'admin', 'config.yml'), JSON.stringify(config, null, 2))
for (const [name, read] of Object.entries(adminFiles()))
  writeFileSync(join(outDir, 'admin', name), read())
writeFileSync(
  join(outDir, '_headers'),
  `# Made by scripts/build/build-cms.ts: the hosted content editor's headers (Cloudflare Pages, Netlify).
/*
  Content-Security-Policy: ${contentSecurityPolicy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: same-origin
  X-Frame-Options: DENY
  X-Robots-Tag: noindex, nofollow
/admin/config.yml
  Content-Type: application/yaml; charset=utf-8
  Cache-Control: no-cache
`,
)
console.log(`build:cms: the editor for ${config.backend.repo} in ${outDir}`)
