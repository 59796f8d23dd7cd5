/**
 * npm run build:cms — the hosted content editor, a static deploy of its own, apart from the public
 * site (docs/cms.md, "Setting up hosted editing"): out-cms/index.html (the editor), out-cms/admin/ (Sveltia's
 * prebuilt script from node_modules and config.yml) and out-cms/_headers with the editor's own
 * Content-Security-Policy. The public export (npm run build) never has the editor, so its
 * headers and policy stay those of a site that runs no third-party code.
 *
 *   CMS_REPO=owner/name [CMS_BRANCH=main] [CMS_AUTH_URL=https://…workers.dev] npm run build:cms
 *   node scripts/serve/serve.mjs --dir out-cms --port 3700   # to look at it
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { editorContentSecurityPolicy } from '@/lib/cms/policy'
import { adminFiles, adminHtml, siteCmsConfig } from '@/lib/cms/site'

const outDir = join(process.cwd(), 'out-cms')

if (!process.env.CMS_REPO) {
  console.error(
    'build:cms: the hosted editor saves to a GitHub repository: set CMS_REPO=owner/name (docs/cms.md)',
  )
  process.exit(2)
}
const config = siteCmsConfig(process.env, { hosted: true })

const contentSecurityPolicy = editorContentSecurityPolicy(config.backend)

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
