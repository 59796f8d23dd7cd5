#!/usr/bin/env node
// @ts-check
/**
 * Runs after `next build` (see the "build" script) and takes the Next/React runtime off the
 * critical path of every exported page: every page is complete HTML that works without script
 * (plain links, CSS smooth scroll, a popover menu, a form with a mailto: action), so the runtime
 * is only needed once a visitor does something.
 *
 * In each out/**\/*.html (the 404 page too) it
 *  - removes Next's external chunk scripts (<script src="/_next/static/…" async>) and their
 *    <link rel="preload" as="script">, so no JavaScript file is fetched while the page loads;
 *  - removes the inline `self.__next_f` payload scripts (the data React hydrates from, about half
 *    of each page's bytes), after checking they are exactly the page's exported .txt file;
 *  - removes Turbopack's inline chunk list (<script id="_R_">);
 *  - puts what the page needs to start its runtime (the chunk URLs, the payload URL and the
 *    Subresource Integrity hash of that payload, the chunk list object `_R_` pushed, and whether
 *    to start at once) in a JSON data block,
 *    <script type="application/json" id="runtime-config">, which is data and never runs;
 *  - adds one small inline loader, the same text on every page (so the Content-Security-Policy
 *    names one hash however the site's content changes), that reads the data block and loads the
 *    runtime on the visitor's first intent (pointerdown, touchstart, keydown, focusin) or when a
 *    form comes near the viewport (so the contact form's draft is restored after a reload at
 *    #contact). On the 404 page it starts at once, so the 404 view's console.error logging fires
 *    as soon as the page loads (Lighthouse does not audit a 404).
 *
 * It also minifies every SVG in out/ with svgo (the sources in public/ stay readable).
 *
 * It relies only on the HTML shape Next emits and stops the build with a message when that shape
 * changes (after a Next upgrade), rather than shipping pages that silently never hydrate.
 *
 *   node scripts/optimize-export.mjs [--dir out]
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Pages whose runtime starts as soon as they load: the 404 view logs the missing path at once. */
const pagesStartedAtOnce = new Set(['404.html', '_not-found.html'])

const chunkScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const chunkPreload =
  /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g
const payloadBootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>'
const payloadRow = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g
/** Turbopack's chunk list: it registers the page's chunks before the runtime chunk runs. */
const turbopackChunkList =
  /<script id="_R_">\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[^<]*\})\);<\/script>/g
/** Marks the loader, so that a page is never optimized twice. */
export const loaderMarker = 'data-runtime-loader'
/** The id of the JSON data block the loader reads. */
export const configId = 'runtime-config'

/**
 * The loader, plain ES5, and the same text on every page: everything page-specific is in the
 * data block it reads (see runtimeConfig).
 *
 * It first pushes Turbopack's chunk list onto globalThis.TURBOPACK (`window` is the global object
 * of a page), as the inline `_R_` script did, so the list is there before any chunk runs. On the first intent (or at once when the data
 * block says `now`) it preloads the chunk `sources`, fetches the page's React payload from
 * `payload` (the .txt file Next exports next to each page), hands it to React through
 * `self.__next_f` exactly as the inline scripts would have, then runs the chunks. The fetch
 * carries the payload's sha256 as its `integrity`, so after a deploy a page cached from the old
 * build never runs with the new build's payload (or the reverse): the browser rejects a payload
 * whose bytes differ. If the fetch fails, for that or any reason, no chunk is run and the page
 * simply stays the working HTML it already is.
 *
 * A form submitted before React has hydrated it (autofill and a quick tap) is held, then submitted
 * again once React owns it: our client components put `data-hydrated` on their element once React
 * has hydrated it (components/use-hydrated.ts), and an element counts when it or an ancestor has
 * it. If a script or the payload fails to load, or that has not happened within 8 s, the form goes
 * the no-script way, through its mailto: action, first removing the sessionStorage item its
 * `data-draft-key` names (the contact form's draft: the message is handed off, so the draft goes).
 *
 * A link chosen in an open popover (the phone menu) before React owns it closes that popover, as
 * the menu's own handler does once hydrated: a quick tap on Menu and then a section link must not
 * leave the menu covering the section.
 *
 * In a browser without the popover API it adds public/popover-fallback.js, which stands in for it
 * (docs/browser-support.md, "Older browsers"); other browsers never fetch it.
 */
export const loaderSource =
  `(function(){var d=document,w=window,c=JSON.parse(d.getElementById("${configId}").textContent),s=c.sources,p=c.payload,` +
  'o,e=["pointerdown","touchstart","keydown","focusin"],l=0,z=0;' +
  '(w.TURBOPACK||(w.TURBOPACK=[])).push(c.turbopack);' +
  'function a(t,k){for(var j=0;j<s.length;j++){var x=d.createElement(t);k(x,s[j]);d.head.appendChild(x)}}' +
  'function r(){if(l)return;l=1;for(var i=0;i<e.length;i++)w.removeEventListener(e[i],r,true);if(o)o.disconnect();' +
  'a("link",function(x,u){x.rel="preload";x.as="script";x.href=u});' +
  'fetch(p,{integrity:c.integrity}).then(function(b){if(!b.ok)throw Error(p+" "+b.status);return b.text()}).then(function(t){var n=self.__next_f=self.__next_f||[];n.push([0]);n.push([1,t]);' +
  'a("script",function(x,u){x.src=u;x.async=true;x.onerror=function(){z=1}})},function(){z=1})}' +
  'function h(f){return !!f.closest("[data-hydrated]")}' +
  'function q(f,b,n){if(h(f))return f.requestSubmit(b);if(z||n>160){var k=f.getAttribute("data-draft-key");if(k)try{sessionStorage.removeItem(k)}catch(x){}return HTMLFormElement.prototype.submit.call(f)}setTimeout(function(){q(f,b,n+1)},50)}' +
  'd.addEventListener("submit",function(v){var f=v.target;if(h(f))return;v.preventDefault();r();q(f,v.submitter,0)},true);' +
  'd.addEventListener("click",function(v){var k=v.target.closest&&v.target.closest("[popover] a[href]");if(k&&!h(k))k.closest("[popover]").hidePopover()},true);' +
  'if(!("showPopover" in HTMLElement.prototype)){var y=d.createElement("script");y.src="/popover-fallback.js";d.head.appendChild(y)}' +
  'for(var i=0;i<e.length;i++)w.addEventListener(e[i],r,{capture:true,passive:true});' +
  'if("IntersectionObserver" in w){o=new IntersectionObserver(function(n){n.some(function(k){return k.isIntersecting})&&r()},{rootMargin:"300px"});' +
  'for(var m=0;m<d.forms.length;m++)o.observe(d.forms[m])}' +
  'if(c.now)r()})()'

/** The loader element: the same on every page. */
export const loaderScript = `<script ${loaderMarker}="">${loaderSource}</script>`

/**
 * The Subresource Integrity value of a payload, as fetch() checks it: "sha256-<base64>".
 * @param {string} payloadText
 */
export function payloadIntegrity(payloadText) {
  return `sha256-${createHash('sha256').update(payloadText, 'utf8').digest('base64')}`
}

/**
 * @typedef {{ otherChunks: unknown[] } & Record<string, unknown>} TurbopackChunkList
 * @typedef {{ payloadText: string, payloadUrl: string, name?: string }} PageFiles
 */

/**
 * The page's data block: chunk URLs, payload URL and its integrity, Turbopack's chunk list object
 * and whether to start at once. `<` is escaped so no text in it can end the element or open a comment.
 * @param {{ sources: string[], payload: string, integrity: string, turbopack: TurbopackChunkList, now: boolean }} config
 */
export function runtimeConfig({ sources, payload, integrity, turbopack, now }) {
  const json = JSON.stringify({ sources, payload, integrity, turbopack, now }).replace(
    /</g,
    '\\u003c',
  )
  return `<script type="application/json" id="${configId}">${json}</script>`
}

/**
 * Checks that a page has the shape this script relies on and returns its chunk URLs, Turbopack's
 * chunk list object and the HTML without the runtime tags; throws, naming the page, when it does
 * not. `payloadText` is the page's exported .txt file.
 * @param {string} html
 * @param {PageFiles} files
 * @returns {{ sources: string[], turbopack: TurbopackChunkList, withoutRuntime: string }}
 */
export function readPageShape(html, { payloadText, payloadUrl, name = 'page' }) {
  /** @type {(why: string) => never} */
  const fail = (why) => {
    throw new Error(
      `optimize-export: ${name}: ${why}. Next's exported HTML changed shape; update scripts/optimize-export.mjs (see docs/performance.md).`,
    )
  }
  if (html.includes(loaderMarker)) fail('already optimized (run `next build` again first)')
  if (html.includes(`id="${configId}"`)) fail(`an element already has id="${configId}"`)
  if (!html.includes('</body>')) fail('no </body>')

  // Turbopack's chunk list: exactly one, of the form it has always had, holding a JSON object.
  const chunkLists = [...html.matchAll(turbopackChunkList)]
  if (chunkLists.length !== 1 || html.split('<script id="_R_">').length !== 2)
    fail('not exactly one inline Turbopack chunk list (<script id="_R_">…push({…});)')
  /** @type {TurbopackChunkList | undefined} */
  let turbopack
  try {
    turbopack = JSON.parse(chunkLists[0]?.[1] ?? '')
  } catch {
    fail('the Turbopack chunk list (<script id="_R_">) does not push a JSON object')
  }
  if (!turbopack || typeof turbopack !== 'object' || !Array.isArray(turbopack.otherChunks))
    fail('the Turbopack chunk list (<script id="_R_">) has no "otherChunks" array')

  // The inline payload must be exactly the exported .txt file, so fetching that file later is equivalent.
  if (html.split(payloadBootstrap).length !== 2)
    fail('not exactly one self.__next_f bootstrap script')
  const rows = [...html.matchAll(payloadRow)].map((match) => JSON.parse(match[1] ?? ''))
  if (rows.length === 0) fail('no self.__next_f.push([1, …]) payload scripts')
  if (rows.some((row) => row.length !== 2 || row[0] !== 1 || typeof row[1] !== 'string'))
    fail('a payload script is not a [1, "text"] row')
  if (rows.map((row) => row[1]).join('') !== payloadText)
    fail(`the inline payload differs from ${payloadUrl}`)
  if ((html.match(/__next_f/g) ?? []).length !== 2 + rows.length)
    fail('self.__next_f is used in a script of an unexpected form')

  const sources = [...new Set([...html.matchAll(chunkScript)].map((match) => match[1] ?? ''))]
  if (sources.length === 0) fail('no <script src="/_next/static/…" async> chunk scripts found')
  const withoutRuntime = html
    .replace(chunkScript, '')
    .replace(chunkPreload, '')
    .replace(payloadBootstrap, '')
    .replace(payloadRow, '')
    .replace(turbopackChunkList, '')
  if (withoutRuntime.includes('globalThis["TURBOPACK"]'))
    fail('globalThis["TURBOPACK"] is used in a script of an unexpected form')
  const leftover = withoutRuntime.match(/<script[^>]+src="\/_next\/static\/[^"]+"[^>]*>/g) ?? []
  // A nomodule polyfill script is never fetched by the browsers that run modules: it may stay.
  const unexpected = leftover.filter((/** @type {string} */ tag) => !/\bnoModule=""/.test(tag))
  if (unexpected.length) fail(`unexpected chunk script tag(s): ${unexpected.join(' ')}`)
  if (/<link[^>]+as="script"/.test(withoutRuntime))
    fail('a script preload of an unexpected form is left')
  return { sources, turbopack, withoutRuntime }
}

/**
 * Rewrites one exported page so its runtime loads on the first intent, or at once with
 * `now: true` (see the top of this file).
 * @param {string} html
 * @param {PageFiles & { now?: boolean }} options
 */
export function deferRuntime(html, { now = false, ...options }) {
  const { sources, turbopack, withoutRuntime } = readPageShape(html, options)
  const config = runtimeConfig({
    sources,
    payload: options.payloadUrl,
    integrity: payloadIntegrity(options.payloadText),
    turbopack,
    now,
  })
  return withoutRuntime.replace('</body>', () => `${config}${loaderScript}</body>`)
}

/**
 * The payload file Next exports for a page: index.html → /index.txt, 404.html → /_not-found.txt.
 * @param {string} name
 */
function payloadPathFor(name) {
  const page = name === '404.html' ? '_not-found.html' : name
  return (
    '/' +
    page
      .replace(/\.html$/, '.txt')
      .split('\\')
      .join('/')
  )
}

/**
 * @param {string} dir
 * @param {string} extension
 */
function filesEndingWith(dir, extension) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * svgo's default preset (v4 keeps the viewBox, so artwork still scales), several passes.
 * @param {string} svg
 * @param {string} name
 */
async function minifySvg(svg, name) {
  // Loaded here, not at the top, so the page rewriting above can be imported by the unit tests.
  const { optimize } = await import('svgo')
  try {
    return optimize(svg, { multipass: true }).data
  } catch (error) {
    throw new Error(
      `optimize-export: ${name} is not valid SVG: ${error instanceof Error ? error.message : error}`,
    )
  }
}

async function main() {
  const args = process.argv.slice(2)
  const dirIndex = args.indexOf('--dir')
  const root = resolve((dirIndex >= 0 && args[dirIndex + 1]) || 'out')
  const files = filesEndingWith(root, '.html')
  if (!files.some((file) => basename(file) === 'index.html'))
    throw new Error(`optimize-export: no index.html in ${root}; run "next build" first.`)
  for (const file of files) {
    const name = relative(root, file)
    const html = readFileSync(file, 'utf8')
    const payloadUrl = payloadPathFor(name)
    const payloadFile = join(root, payloadUrl)
    if (!existsSync(payloadFile))
      throw new Error(`optimize-export: ${name}: Next exported no payload file ${payloadUrl}`)
    const payloadText = readFileSync(payloadFile, 'utf8')
    const now = pagesStartedAtOnce.has(name)
    writeFileSync(file, deferRuntime(html, { payloadText, payloadUrl, name, now }))
  }
  let saved = 0
  const svgs = filesEndingWith(root, '.svg')
  for (const file of svgs) {
    const svg = readFileSync(file, 'utf8')
    const minified = await minifySvg(svg, relative(root, file))
    saved += svg.length - minified.length
    writeFileSync(file, minified)
  }
  console.log(
    `optimize-export: one runtime loader in ${files.length} pages (deferred to first interaction, at once on ${pagesStartedAtOnce.size}); ${svgs.length} SVG files minified (${saved} bytes saved)`,
  )
}

// Run as a command, not when imported (a file URL, so a path with spaces or a Windows drive matches).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
