/**
 * npm run build:cms — the hosted content editor in out-cms/, a deploy of its own with its own CSP
 * (docs/cms.md): the public export never carries the editor.
 *
 *   CMS_REPO=owner/name [CMS_BRANCH=main] [CMS_AUTH_URL=https://…workers.dev] npm run build:cms
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
