/**
 * This site's content editor (Sveltia CMS, https://sveltiacms.app): which file holds which content,
 * the backend it saves through, and the /admin page. Served by `npm run dev` only
 * (app/admin/*.dev.ts, next.config.ts); the hosted editor is its own deploy (scripts/build/build-cms.ts).
 * docs/cms.md tells editors and owners how to use it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { buildSync } from 'esbuild'
import { join } from 'node:path'
import { cmsConfig } from './config'
import type { CmsBackend, CmsConfig } from './types'
import { immutableFile, importMap } from './import-map'
import { typedPlaces } from './typed-places'
import { photoPreparation } from './uploads'
import { writeToken } from './write-token'
import { launchList } from '@/lib/content/launch-check'
import { contentFiles } from '@/lib/content/registry'
import { readContentFile } from '@/lib/content/yaml'
import { formatCost } from '@/lib/format'

/** Where the editor writes photos, and how content refers to them (scripts/build/build-images.ts publishes one as the other). */
export const media = { media_folder: 'content/images', public_folder: '/images' } as const

type Env = Record<string, string | undefined>

/** The repository named when none is given: `npm run dev` edits the working copy, whatever it says. */
const localRepo = 'saltwood/website'

/**
 * The backend the editor saves through: always GitHub's. In `npm run dev` the editor offers "Work
 * with Local Repository" instead (it writes this working copy's files through the browser's File
 * System Access API); the hosted editor commits to CMS_REPO (owner/name) on CMS_BRANCH (default
 * main), signing in through the sign-in worker at CMS_AUTH_URL, or with a token without one (docs/cms.md).
 */
export function cmsBackend(env: Env, { hosted = false } = {}): CmsBackend {
  const repo = env.CMS_REPO ?? (hosted ? '' : localRepo)
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`the hosted editor needs CMS_REPO=owner/name (got "${repo}")`)
  return {
    name: 'github',
    repo,
    branch: env.CMS_BRANCH || 'main',
    // With the sign-in worker, "Sign In with GitHub" alone: a token is a secret to make and paste,
    // which the office should never be offered.
    ...(env.CMS_AUTH_URL
      ? { base_url: env.CMS_AUTH_URL, auth_methods: ['oauth'] }
      : { auth_methods: ['token'] }),
    ...(env.CMS_API_ROOT ? { api_root: env.CMS_API_ROOT } : {}),
  }
}

/**
 * The config /admin loads. The hosted editor publishes through pull requests (editorial
 * workflow), which CI checks before anything reaches the branch the site deploys from; locally a
 * save writes the working copy's files, which the developer commits.
 */
export function siteCmsConfig(env: Env, { hosted = false } = {}): CmsConfig {
  return cmsConfig(contentFiles, {
    backend: cmsBackend(env, { hosted }),
    publish_mode: hosted ? 'editorial_workflow' : 'simple',
    ...media,
    ...(env.CMS_SITE_URL ? { site_url: env.CMS_SITE_URL } : {}),
    ...siteName(),
    launchList: launchList(contentFiles.map((file) => readContentFile(file, process.cwd()))).map(
      (entry) => ({
        file: entry.place.replace(/:\d+$/, ''),
        line: `${entry.field}: ${entry.todo}`,
      }),
    ),
    ...budgetBands(),
  })
}

/**
 * The site's name as content/site.yaml has it now (the Meta title fields' limit), read alone so
 * that /admin opens while another file has a mistake; none while site.yaml has none.
 */
function siteName(): { siteName?: string } {
  const site = contentFiles.find((file) => file.name === 'site')
  const data = site && readContentFile(site, process.cwd()).data
  const name = data && typeof data === 'object' && 'name' in data ? data.name : undefined
  return typeof name === 'string' && name.trim() ? { siteName: name } : {}
}

/** A content file's data as it is now, once it passes its schema; undefined while it has a mistake. */
function parsedContent<T>(name: string): T | undefined {
  const file = contentFiles.find((candidate) => candidate.name === name)
  const parsed = file?.schema.safeParse(readContentFile(file, process.cwd()).data)
  return parsed?.success ? (parsed.data as T) : undefined
}

/**
 * The hint of a project's budget reason: each service's typical cost, as content/ has it now, that
 * the content check compares a project's budget with (checkBudgetsAgainstServices).
 */
function budgetBands(): { budgetBands?: string } {
  const services =
    parsedContent<
      { title: string; category?: string; price?: { cost: Parameters<typeof formatCost>[0] } }[]
    >('services') ?? []
  const bands = services.flatMap(({ title, category, price }) =>
    category && price ? [`${title} ${formatCost(price.cost)}`] : [],
  )
  return bands.length ? { budgetBands: bands.join('; ') } : {}
}

/** The guard's settings, as its <script> element's data- attributes. */
const guardSettings = Object.entries(photoPreparation)
  .map(
    ([name, value]) =>
      ` data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${value}"`,
  )
  .join('')

const sveltia = join(process.cwd(), 'node_modules', '@sveltia', 'cms')
/** The editor's own browser-side files (its guards and styles), served as they are. */
const browserFiles = join(process.cwd(), 'lib', 'cms', 'browser')

/** The version of Sveltia installed, which pinned-version.js gives Sveltia's check for a newer one. */
const sveltiaVersion = (
  JSON.parse(readFileSync(join(sveltia, 'package.json'), 'utf8')) as { version: string }
).version

/** A value as an HTML attribute's, quoted. */
const attribute = (value: string) =>
  `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`

/**
 * The editor's page: Sveltia's prebuilt script reads the config named by the link;
 * browser/pinned-version.js answers Sveltia's check for a newer version of itself, which would ask
 * unpkg.com (the version is package-lock.json's to change); browser/upload-guard.js prepares each
 * photo (or refuses it) before Sveltia sees it, browser/edit-guard.js asks before a removal or
 * leaving unsaved changes, browser/as-typed.js writes "$40,000" typed in the form as 40000 (through
 * Sveltia's Immutable.js, which the import map serves from /admin: lib/cms/import-map.ts),
 * browser/form-helpers.js makes a new item's address from its title, stops a field at its limit
 * and keeps a choice tapped as it appears, save-check.js (saveCheckScript) runs the content check
 * on an entry before Save, browser/message-room.js keeps a phone's messages off
 * the fields, browser/thumbnail-cache.js shows a library thumbnail that WebKit's private session
 * cannot keep, browser/admin.css sizes its controls for a finger. The import map also gives
 * Sveltia browser/no-webp-encoder.js for the WebP encoder it would fetch in WebKit. `sveltiaLoader` is the
 * element that loads Sveltia. No inline script or style, for the editor's CSP.
 */
const editorPage = (sveltiaLoader: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Saltwood Design-Build · Content editor</title>
    <link href="/admin/config.yml" type="application/yaml" rel="cms-config-url" />
    <link href="/admin/admin.css" rel="stylesheet" />
    <script type="importmap">${importMap}</script>
  </head>
  <body>
    <script src="/admin/pinned-version.js" data-version="${sveltiaVersion}"></script>
    <script src="/admin/upload-guard.js"${guardSettings}></script>
    <script src="/admin/edit-guard.js"></script>
    <script src="/admin/form-helpers.js"></script>
    <script src="/admin/thumbnail-cache.js"></script>
    <script src="/admin/message-room.js"></script>
    <script src="/admin/as-typed.js" data-places=${attribute(JSON.stringify(typedPlaces(contentFiles)))}></script>
    <script src="/admin/save-check.js"></script>
    ${sveltiaLoader}
  </body>
</html>
`

/** The hosted editor's page (npm run build:cms). */
export const adminHtml = editorPage('<script src="/admin/sveltia-cms.js"></script>')

/**
 * What /admin in `npm run dev` says to a browser that cannot edit this computer's files (Safari on
 * an iPhone or a Mac, Firefox: no File System Access API), instead of Sveltia's "Please use Chrome
 * or Edge": where the hosted editor is (CMS_EDITOR_URL, docs/cms.md). Editor UI, not site content,
 * so it lives here rather than in content/.
 */
export function localEditorNotice(env: Env): { sentence: string; address?: string } {
  const local =
    'This editor changes the files of the computer it runs on, which only Chrome or Edge on a computer can do.'
  const address = env.CMS_EDITOR_URL
  return address
    ? {
        sentence: `${local} On an iPhone, an iPad, in Safari or in Firefox, edit in the hosted editor instead and sign in with GitHub there:`,
        address,
      }
    : {
        sentence: `${local} On an iPhone, an iPad, in Safari or in Firefox, use the hosted editor instead: its address is in docs/cms.md, "Editing from any browser", step 1.`,
      }
}

/**
 * /admin's page in `npm run dev`: browser/local-editor.js loads Sveltia where the browser can edit
 * this computer's files, and shows localEditorNotice where it cannot; browser/leftover-pictures.js
 * lists on the Assets view the pictures no content names, with a button deleting them.
 */
export function localAdminHtml(env: Env): string {
  const { sentence, address } = localEditorNotice(env)
  return editorPage(
    `<script src="/admin/leftover-pictures.js" data-list="/admin/leftover-pictures.json" data-thumbnails="/admin/leftover-thumbnails.json" data-token=${attribute(writeToken(env) ?? '')}></script>
    <script src="/admin/local-editor.js" data-sentence=${attribute(sentence)}${address ? ` data-address=${attribute(address)}` : ''}></script>`,
  )
}

/**
 * save-check.js: lib/cms/save-check-page.ts and the content check it runs, for the browser, with
 * each content file's data as it is now (the other files an entry is checked against).
 */
function saveCheckScript(): string {
  const saved = Object.fromEntries(
    contentFiles.map((file) => [file.file, readContentFile(file, process.cwd()).data]),
  )
  const [script] = buildSync({
    entryPoints: [join(process.cwd(), 'lib', 'cms', 'save-check-page.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: ['chrome114', 'firefox128', 'safari17'],
    define: { SAVED_CONTENT: JSON.stringify(saved) },
    write: false,
  }).outputFiles
  return script!.text
}

/** The web fonts Sveltia's prebuilt script names on a CDN: "https://cdn.jsdelivr.net/fontsource/fonts/<family>[:vf]@<version>/<file>.woff2". */
const cdnFont =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g

/**
 * The files of /admin: each name under /admin/ and how to read it. The script is Sveltia's own
 * prebuilt one, with each font it would fetch from a CDN named instead as the same font file of
 * the package's npm build, served beside it: the editor then loads nothing from a third party
 * (and works offline in `npm run dev`), and its CSP needs only 'self' for scripts and fonts.
 */
export function adminFiles(): Record<string, () => Buffer | string> {
  const assets = readdirSync(join(sveltia, 'npm', 'assets'))
  const fonts = new Map<string, string>()
  const script = readFileSync(join(sveltia, 'dist', 'sveltia-cms.js'), 'utf8').replace(
    cdnFont,
    (url, family: string, file: string) => {
      const local = assets.find((name) => name.startsWith(`${family}-${file}-`))
      if (!local)
        throw new Error(`@sveltia/cms: no ${family} ${file} font in npm/assets for ${url}`)
      fonts.set(local, join(sveltia, 'npm', 'assets', local))
      return `/admin/${local}`
    },
  )
  return {
    'sveltia-cms.js': () => script,
    'immutable.es.js': () => readFileSync(immutableFile),
    'save-check.js': saveCheckScript,
    ...Object.fromEntries(
      readdirSync(browserFiles).map((name) => [name, () => readFileSync(join(browserFiles, name))]),
    ),
    ...Object.fromEntries([...fonts].map(([name, path]) => [name, () => readFileSync(path)])),
  }
}

export const contentTypes: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
}
