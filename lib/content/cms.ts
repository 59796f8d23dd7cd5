/**
 * This site's content editor (Decap CMS, https://decapcms.org): which file holds which content,
 * the backend it saves through, and the /admin page. Served by `npm run dev` only
 * (app/admin/*.dev.ts, next.config.ts); the hosted editor is its own deploy (scripts/build-cms.ts).
 * docs/cms.md tells editors and owners how to use it.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type CmsBackend, type CmsConfig, cmsConfig } from './cms-config'
import { contentFiles } from './registry'

/** Where the editor writes photos, and how content refers to them (scripts/build-images.ts publishes one as the other). */
export const media = { media_folder: 'content/images', public_folder: '/images' } as const

/** decap-server's port in `npm run dev` (scripts/dev.mjs may pick the next free one). */
export const defaultProxyPort = 8081

type Env = Record<string, string | undefined>

/**
 * The backend the editor saves through. Without CMS_BACKEND: the files of this working copy, through
 * decap-server (local only). CMS_BACKEND=github: commits to CMS_REPO (owner/name) on CMS_BRANCH
 * (default main), signing in through the OAuth proxy at CMS_AUTH_URL (docs/cms.md, "Hosted editing").
 */
export function cmsBackend(env: Env): CmsBackend {
  const proxy_url = `http://localhost:${env.CMS_PROXY_PORT || defaultProxyPort}/api/v1`
  switch (env.CMS_BACKEND || 'local') {
    case 'local':
      return { name: 'proxy', proxy_url }
    case 'github': {
      const repo = env.CMS_REPO ?? ''
      if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
        throw new Error(`CMS_BACKEND=github needs CMS_REPO=owner/name (got "${repo}")`)
      return {
        name: 'github',
        repo,
        branch: env.CMS_BRANCH || 'main',
        ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
        ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT } : {}),
      }
    }
    default:
      throw new Error(`CMS_BACKEND must be "github" or unset (got "${env.CMS_BACKEND}")`)
  }
}

/**
 * The config /admin loads. In `npm run dev` (hosted: false) a running decap-server always wins
 * (local_backend), so saving writes this working copy's files whatever CMS_BACKEND says.
 */
export function siteCmsConfig(env: Env, { hosted = false } = {}): CmsConfig {
  const proxyPort = env.CMS_PROXY_PORT || defaultProxyPort
  return cmsConfig(contentFiles, {
    backend: cmsBackend(env),
    local_backend: hosted ? false : { url: `http://localhost:${proxyPort}/api/v1` },
    ...media,
  })
}

/**
 * The editor's page: Decap's bundle reads the config named by the link; lib/content/cms-editor.js
 * tidies each entry before it is saved. No inline script, for the hosted editor's CSP.
 */
export const adminHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Saltwood Design-Build · Content editor</title>
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/cms-editor.js"></script>
  </body>
</html>
`

/** Decap's prebuilt bundle, with the chunks and WebAssembly it loads from beside itself. */
const decapDist = join(process.cwd(), 'node_modules', 'decap-cms', 'dist')

/** The script files of /admin: each name under /admin/ and the file it is read from. */
export function adminFiles(): Record<string, string> {
  const decap = readdirSync(decapDist).filter(
    (name) =>
      name === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(name) || name.endsWith('.wasm'),
  )
  return {
    ...Object.fromEntries(decap.map((name) => [name, join(decapDist, name)])),
    'cms-editor.js': join(process.cwd(), 'lib', 'content', 'cms-editor.js'),
  }
}

export const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
}
