/**
 * npm run build:cms — the hosted content editor, a static deploy of its own, apart from the public
 * site (docs/cms.md, "Hosted editing"): out-cms/index.html (the editor), out-cms/admin/ (Decap's
 * bundle, lib/content/cms-editor.js, config.yml) and out-cms/_headers with the editor's own
 * Content-Security-Policy. The public export (npm run build) never has the editor, so its
 * headers and policy stay those of a site that runs no third-party code.
 *
 *   CMS_BACKEND=github CMS_REPO=owner/name [CMS_BRANCH=main] CMS_AUTH_URL=https://… npm run build:cms
 *   node scripts/serve.mjs --dir out-cms --port 3700   # to look at it
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { adminFiles, adminHtml, siteCmsConfig } from '@/lib/content/cms'

const outDir = join(process.cwd(), 'out-cms')

if (process.env.CMS_BACKEND !== 'github') {
  console.error(
    'build:cms: the hosted editor saves through GitHub: set CMS_BACKEND=github, CMS_REPO=owner/name and CMS_AUTH_URL (docs/cms.md)',
  )
  process.exit(2)
}
const config = siteCmsConfig(process.env, { hosted: true })
if (config.backend.name === 'github' && !config.backend.base_url)
  console.warn(
    'build:cms: no CMS_AUTH_URL: Decap signs in through api.netlify.com, which works only for a site hosted on Netlify',
  )

/** What the editor's page may load: Decap's bundle and its styles, GitHub's API, avatars and pictures. */
const authOrigin = config.backend.name === 'github' && config.backend.base_url
const contentSecurityPolicy = [
  "default-src 'none'",
  // Decap validates its config with ajv, which compiles each schema with new Function().
  "script-src 'self' 'unsafe-eval'",
  // Decap's components are styled by emotion, which inserts <style> elements as they render.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  `connect-src 'self' https://api.github.com${authOrigin ? ` ${new URL(authOrigin).origin}` : ''}`,
  "font-src 'self' data:",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

rmSync(outDir, { recursive: true, force: true })
mkdirSync(join(outDir, 'admin'), { recursive: true })
writeFileSync(join(outDir, 'index.html'), adminHtml)
writeFileSync(join(outDir, 'admin', 'config.yml'), JSON.stringify(config, null, 2))
for (const [name, source] of Object.entries(adminFiles()))
  copyFileSync(source, join(outDir, 'admin', name))
writeFileSync(
  join(outDir, '_headers'),
  `# Made by scripts/build-cms.ts: the hosted content editor's headers (Cloudflare Pages, Netlify).
/*
  Content-Security-Policy: ${contentSecurityPolicy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: DENY
  X-Robots-Tag: noindex, nofollow
/admin/config.yml
  Content-Type: text/yaml; charset=utf-8
  Cache-Control: no-cache
`,
)
console.log(
  `build:cms: the editor for ${config.backend.name === 'github' ? config.backend.repo : ''} in ${outDir}`,
)
