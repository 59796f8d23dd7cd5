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
 *    as soon as the page loads (Lighthouse does not audit a 404). A form submitted, or a link of an
 *    island marked `data-island-replay` clicked, before React owns it is held and replayed once it
 *    does (see loaderSource).
 *
 * Then it minifies every SVG in out/ (scripts/minify-svgs.mjs).
 *
 * It reads each page with an HTML parser (parse5, the parser jsdom uses) and relies only on the
 * facts about Next's HTML listed in `assumptions` below (and in docs/islands.md, each with the test
 * that guards it); a page that breaks one stops the build with a message naming it (after a Next
 * upgrade), rather than shipping pages that silently never hydrate. The parser finds each element
 * and its exact place in the file; the script cuts those elements out of the text Next wrote and
 * inserts its own before `</body>`, instead of serialising the parsed tree again (parse5's
 * serialiser would rewrite every page: React's `charSet`/`noModule` attribute names, the `/>` of
 * void tags), so every byte it does not remove is Next's. parse5 rather than htmlparser2: it is the
 * WHATWG parser browsers follow and gives each element's source offsets.
 *
 *   node scripts/optimize-export.mjs [--dir out]
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'parse5'

/**
 * @typedef {import('parse5').DefaultTreeAdapterTypes.Element} ParsedElement
 * @typedef {import('parse5').DefaultTreeAdapterTypes.ParentNode} ParsedParent
 */

/** Pages whose runtime starts as soon as they load: the 404 view logs the missing path at once. */
const pagesStartedAtOnce = new Set(['404.html', '_not-found.html'])

/**
 * What this script relies on in the HTML `next build` exports, by name. Every page is checked
 * against each; a page that breaks one stops the build with a message naming it. docs/islands.md
 * lists them with the tests that guard them (tests/unit/optimize-export-assumptions.test.ts).
 */
export const assumptions = /** @type {const} */ ({
  'not-optimized':
    'the page is as `next build` wrote it: no element has the data-runtime-loader attribute',
  'config-id-free': 'no element of the page has id="runtime-config"',
  'body-end-tag': 'the page has a </body> end tag (the loader goes right before it)',
  'chunk-scripts':
    'the runtime\'s files are loaded by <script src="/_next/static/….js" async> elements with no other attribute and no text, at least one per page',
  'no-other-script-files':
    'no other element loads a script from /_next/static/, except a nomodule polyfill (which browsers that run modules never fetch)',
  'script-preloads':
    'the only script preloads are <link rel="preload" as="script" href="/_next/static/….js">',
  'turbopack-chunk-list':
    'Turbopack\'s chunk list is exactly one inline <script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});</script>',
  'turbopack-chunk-list-object': 'the chunk list pushes a JSON object with an "otherChunks" array',
  'turbopack-only-there': 'no other script uses globalThis.TURBOPACK',
  'payload-bootstrap':
    'exactly one inline <script>(self.__next_f=self.__next_f||[]).push([0])</script> starts the payload',
  'payload-rows':
    'the RSC payload is in inline <script>self.__next_f.push([1,"…"])</script> rows, at least one, each a JSON [1, string]',
  'payload-equals-txt': "the payload rows joined are exactly the page's exported .txt file",
  'next-f-only-there': 'no other script uses self.__next_f',
  'payload-file':
    'each page <route>.html has its payload file at <route>.txt (404.html: /_not-found.txt)',
})

/** @typedef {keyof typeof assumptions} Assumption */

/** Marks the loader, so that a page is never optimized twice. */
export const loaderMarker = 'data-runtime-loader'
/** The id of the JSON data block the loader reads. */
export const configId = 'runtime-config'

/** A Next chunk's URL. */
const chunkUrl = /^\/_next\/static\/.+\.js$/
/** The inline script that starts the payload (its text). */
const payloadBootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
/** A payload row's text: `self.__next_f.push([1,"…"])`. */
const payloadRow = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/
/** Turbopack's chunk list (the text of <script id="_R_">): it registers the page's chunks before the runtime chunk runs. */
const turbopackChunkList =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);$/

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
 * the no-script way, through its mailto: action (its send button's formaction, which the loader
 * gives the form only then: see components/contact-form/contact-form.tsx), first removing the
 * sessionStorage item its `data-draft-key` names (the contact form's draft: the message is handed
 * off, so the draft goes).
 *
 * A plain click (a mouse click, a tap, Enter on a focused link) on a link inside an element marked
 * `data-island-replay` (an island whose links React takes over: the gallery's thumbnails open the
 * photo viewer) before React owns it is held, not followed: the runtime starts, and once the element
 * is marked `data-hydrated` the same link is clicked again, so React handles it as if it had been
 * there all along. If a script or the payload fails to load, or that has not happened within 4 s,
 * the link is clicked again with the loader standing aside, and the browser follows it (the
 * full-size picture). The last link clicked while waiting is the one replayed. A click with a
 * modifier key or another button than the main one (new tab, new window, download) is never held.
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
  'o,e=["pointerdown","touchstart","keydown","focusin"],l,z,Q,P;' +
  '(w.TURBOPACK||(w.TURBOPACK=[])).push(c.turbopack);' +
  'function a(t,k){s.forEach(function(u){var x=d.createElement(t);k(x,u);d.head.append(x)})}' +
  'function r(){if(l)return;l=1;e.forEach(function(n){w.removeEventListener(n,r,1)});if(o)o.disconnect();' +
  'a("link",function(x,u){x.rel="preload";x.as="script";x.href=u});' +
  'fetch(p,{integrity:c.integrity}).then(function(b){if(!b.ok)throw 0;return b.text()}).then(function(t){(self.__next_f=self.__next_f||[]).push([0],[1,t]);' +
  'a("script",function(x,u){x.src=u;x.onerror=function(){z=1}})},function(){z=1})}' +
  'function h(f){return f.closest("[data-hydrated]")}' +
  // u: once `f` is marked hydrated, y(); if the runtime failed, or after m × 50 ms, x().
  'function u(f,m,y,x,n){h(f)?y():z||n>m?x():setTimeout(u,50,f,m,y,x,n+1)}' +
  'd.addEventListener("submit",function(v){var f=v.target,b=v.submitter;if(h(f))return;v.preventDefault();r();' +
  'u(f,160,function(){f.requestSubmit(b)},function(){var k=f.getAttribute("data-draft-key");if(k)try{sessionStorage.removeItem(k)}catch(x){}b&&(f.action=b.getAttribute("formaction")||f.action);HTMLFormElement.prototype.submit.call(f)},0)},true);' +
  // g: clicks the held link again, the loader standing aside (P): React's, or the browser's.
  'function g(){var k=Q;Q=0;P=1;k.click();P=0}' +
  'd.addEventListener("click",function(v){var t=v.target,k=t.closest&&t.closest("[popover] a[href]");if(k&&!h(k))k.closest("[popover]").hidePopover();' +
  'k=t.closest&&t.closest("[data-island-replay] a[href]");if(!k||P||z||h(k)||v.button||v.ctrlKey||v.metaKey||v.shiftKey||v.altKey)return;' +
  'v.preventDefault();r();if(!Q)setTimeout(u,50,k,80,g,g,1);Q=k},true);' +
  // A before/after comparison ([data-compare]) before React owns it: its range moves the divider
  // and the spoken value; a press on it and the moves after are kept, in order, on its element.
  '"input pointerdown pointermove".split(" ").forEach(function(n){d.addEventListener(n,function(v){var t=v.target,k=t.closest("[data-compare]");' +
  'if(k&&!h(k))n<"p"?(k.held=0,k.style.setProperty("--position",t.value),t.ariaValueText=t.dataset.valuetext.replace(/{before}/g,t.value).replace(/{after}/g,100-t.value)):(k.held||n<"pointerm"&&(k.held=[]))&&k.held.push(v)})});' +
  'if(!("showPopover" in HTMLElement.prototype)){var y=d.createElement("script");y.src="/popover-fallback.js";d.head.append(y)}' +
  'e.forEach(function(n){w.addEventListener(n,r,{capture:1,passive:1})});' +
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
 * The error that stops the build when a page breaks one of the assumptions: it names the page
 * and the assumption.
 * @param {string} name the page, relative to out/
 * @param {Assumption} assumption
 * @param {string} why what the page has instead
 */
export function assumptionError(name, assumption, why) {
  return new Error(
    `optimize-export: ${name}: ${why}. It breaks the assumption "${assumption}": ${assumptions[assumption]}. ` +
      `Next's exported HTML changed shape; update scripts/optimize-export.mjs (see docs/islands.md).`,
  )
}

/**
 * Every element of a parsed document in document order, template contents included.
 * @param {ParsedParent} parent
 * @returns {ParsedElement[]}
 */
function elementsIn(parent) {
  /** @type {ParsedElement[]} */
  const found = []
  for (const child of parent.childNodes) {
    if (!('tagName' in child)) continue
    found.push(child, ...elementsIn(child))
    if ('content' in child) found.push(...elementsIn(child.content))
  }
  return found
}

/**
 * An attribute's value (parse5 lowercases names: React's `noModule` is `nomodule`).
 * @param {ParsedElement} element
 * @param {string} name
 */
const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value

/**
 * The text of an element: for a script, exactly what the browser runs.
 * @param {ParsedElement} element
 */
const textOf = (element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('')

/**
 * Whether an element was written out in full, start tag to end tag, so it can be cut out.
 * @param {ParsedElement} element
 */
const written = (element) => Boolean(element.sourceCodeLocation?.endTag)

/**
 * A script with no attribute, written in full: what Next's inline scripts look like.
 * @param {ParsedElement} element
 */
const plainInlineScript = (element) =>
  element.tagName === 'script' && element.attrs.length === 0 && written(element)

/**
 * @typedef {{ otherChunks: unknown[] } & Record<string, unknown>} TurbopackChunkList
 * @typedef {{ payloadText: string, payloadUrl: string, name?: string }} PageFiles
 * @typedef {{ assumption: Assumption, why: string }} Broken
 * @typedef {{ startOffset: number, endOffset: number }} Span
 */

/**
 * Reads a page with the parser and checks it against every assumption. Returns the assumptions it
 * breaks (none for a page as Next exports it) and, to rewrite it, its chunk URLs in document order,
 * Turbopack's chunk list object, the spans of the runtime's elements and where `</body>` starts.
 * `payloadText` is the page's exported .txt file.
 * @param {string} html
 * @param {PageFiles} files
 */
export function pageShape(html, { payloadText, payloadUrl }) {
  const elements = elementsIn(parse(html, { sourceCodeLocationInfo: true }))
  const scripts = elements.filter((element) => element.tagName === 'script')
  /** @type {Broken[]} */
  const broken = []
  const breaks = (/** @type {Assumption} */ assumption, /** @type {string} */ why) =>
    broken.push({ assumption, why })
  const startTagOf = (/** @type {ParsedElement} */ element) => {
    const location = element.sourceCodeLocation?.startTag
    return location ? html.slice(location.startOffset, location.endOffset) : `<${element.tagName}>`
  }
  /** @type {ParsedElement[]} the elements that go */
  const runtime = []

  if (elements.some((element) => attribute(element, loaderMarker) !== undefined))
    breaks('not-optimized', 'already optimized (run `next build` again first)')
  if (elements.some((element) => attribute(element, 'id') === configId))
    breaks('config-id-free', `an element already has id="${configId}"`)
  // parse5 gives <body> the location of </html> when there is no </body>: check the tag's text.
  const bodyEnd = elements.find((element) => element.tagName === 'body')?.sourceCodeLocation?.endTag
  const bodyEndOffset =
    bodyEnd && /^<\/body/i.test(html.slice(bodyEnd.startOffset, bodyEnd.endOffset))
      ? bodyEnd.startOffset
      : undefined
  if (bodyEndOffset === undefined) breaks('body-end-tag', 'no </body>')

  // The runtime's files: <script src="/_next/static/….js" async></script>, nothing else.
  const chunkScripts = scripts.filter(
    (script) =>
      script.attrs.length === 2 &&
      chunkUrl.test(attribute(script, 'src') ?? '') &&
      attribute(script, 'async') !== undefined &&
      textOf(script) === '' &&
      written(script),
  )
  const sources = [...new Set(chunkScripts.map((script) => attribute(script, 'src') ?? ''))]
  if (sources.length === 0)
    breaks('chunk-scripts', 'no <script src="/_next/static/…" async> chunk scripts found')
  runtime.push(...chunkScripts)
  // A nomodule polyfill script is never fetched by the browsers that run modules: it may stay.
  const unexpected = scripts.filter(
    (script) =>
      (attribute(script, 'src') ?? '').startsWith('/_next/static/') &&
      !chunkScripts.includes(script) &&
      attribute(script, 'nomodule') === undefined,
  )
  if (unexpected.length)
    breaks(
      'no-other-script-files',
      `unexpected chunk script tag(s): ${unexpected.map(startTagOf).join(' ')}`,
    )

  // Their preloads: <link rel="preload" as="script" href="/_next/static/….js">.
  const scriptLinks = elements.filter(
    (element) =>
      element.tagName === 'link' &&
      ((attribute(element, 'as') ?? '').toLowerCase() === 'script' ||
        /(^|\s)modulepreload(\s|$)/i.test(attribute(element, 'rel') ?? '')),
  )
  const preloads = scriptLinks.filter(
    (link) =>
      attribute(link, 'rel') === 'preload' &&
      attribute(link, 'as') === 'script' &&
      chunkUrl.test(attribute(link, 'href') ?? ''),
  )
  runtime.push(...preloads)
  const otherLinks = scriptLinks.filter((link) => !preloads.includes(link))
  if (otherLinks.length)
    breaks(
      'script-preloads',
      `a script preload of an unexpected form is left: ${otherLinks.map(startTagOf).join(' ')}`,
    )

  // Turbopack's chunk list: exactly one, of the form it has always had, holding a JSON object.
  const withChunkListId = elements.filter((element) => attribute(element, 'id') === '_R_')
  const [chunkList] = withChunkListId
  const chunkListMatch =
    withChunkListId.length === 1 &&
    chunkList &&
    chunkList.tagName === 'script' &&
    chunkList.attrs.length === 1 &&
    written(chunkList)
      ? turbopackChunkList.exec(textOf(chunkList))
      : null
  /** @type {TurbopackChunkList | undefined} */
  let turbopack
  if (!chunkList || !chunkListMatch) {
    breaks(
      'turbopack-chunk-list',
      'not exactly one inline Turbopack chunk list (<script id="_R_">…push({…});)',
    )
  } else {
    runtime.push(chunkList)
    try {
      turbopack = JSON.parse(chunkListMatch[1] ?? '')
      if (!turbopack || typeof turbopack !== 'object' || !Array.isArray(turbopack.otherChunks))
        breaks(
          'turbopack-chunk-list-object',
          'the Turbopack chunk list (<script id="_R_">) has no "otherChunks" array',
        )
    } catch {
      breaks(
        'turbopack-chunk-list-object',
        'the Turbopack chunk list (<script id="_R_">) does not push a JSON object',
      )
    }
  }
  const otherTurbopack = scripts.filter(
    (script) => script !== chunkList && textOf(script).includes('TURBOPACK'),
  )
  if (otherTurbopack.length)
    breaks(
      'turbopack-only-there',
      `globalThis["TURBOPACK"] is used in a script of an unexpected form: ${otherTurbopack.map((script) => textOf(script).slice(0, 80)).join(' ')}`,
    )

  // The inline payload must be exactly the exported .txt file, so fetching that file later is equivalent.
  const bootstraps = scripts.filter(
    (script) => plainInlineScript(script) && textOf(script) === payloadBootstrap,
  )
  if (bootstraps.length === 1) runtime.push(...bootstraps)
  else breaks('payload-bootstrap', 'not exactly one self.__next_f bootstrap script')
  const rowScripts = scripts.filter(
    (script) => plainInlineScript(script) && payloadRow.test(textOf(script)),
  )
  const rows = rowScripts.map((script) => {
    try {
      return JSON.parse(payloadRow.exec(textOf(script))?.[1] ?? '')
    } catch {
      return undefined
    }
  })
  if (rows.length === 0) {
    breaks('payload-rows', 'no self.__next_f.push([1, …]) payload scripts')
  } else if (
    rows.some(
      (row) =>
        !Array.isArray(row) || row.length !== 2 || row[0] !== 1 || typeof row[1] !== 'string',
    )
  ) {
    breaks('payload-rows', 'a payload script is not a [1, "text"] row')
  } else {
    runtime.push(...rowScripts)
    if (rows.map((row) => row[1]).join('') !== payloadText)
      breaks('payload-equals-txt', `the inline payload differs from ${payloadUrl}`)
  }
  const otherPayload = scripts.filter(
    (script) =>
      !bootstraps.includes(script) &&
      !rowScripts.includes(script) &&
      textOf(script).includes('__next_f'),
  )
  if (otherPayload.length)
    breaks(
      'next-f-only-there',
      `self.__next_f is used in a script of an unexpected form: ${otherPayload.map((script) => textOf(script).slice(0, 80)).join(' ')}`,
    )

  /** @type {Span[]} */
  const spans = runtime
    .map((element) => element.sourceCodeLocation)
    .filter((location) => location !== undefined && location !== null)
    .map(({ startOffset, endOffset }) => ({ startOffset, endOffset }))
    .sort((a, b) => a.startOffset - b.startOffset)
  return { broken, sources, turbopack, spans, bodyEndOffset }
}

/**
 * The assumptions a page breaks, each with what the page has instead (none for a page as Next
 * exports it). `payloadText` is the page's exported .txt file.
 * @param {string} html
 * @param {PageFiles} files
 * @returns {Broken[]}
 */
export function brokenAssumptions(html, files) {
  return pageShape(html, files).broken
}

/**
 * Rewrites one exported page so its runtime loads on the first intent, or at once with
 * `now: true` (see the top of this file); throws, naming the page and the assumption, when the
 * page breaks one.
 * @param {string} html
 * @param {PageFiles & { now?: boolean }} options
 */
export function deferRuntime(html, { now = false, ...options }) {
  const name = options.name ?? 'page'
  const { broken, sources, turbopack, spans, bodyEndOffset } = pageShape(html, options)
  const [first] = broken
  if (first) throw assumptionError(name, first.assumption, first.why)
  if (!turbopack || bodyEndOffset === undefined)
    throw new Error(`optimize-export: ${name}: no chunk list or </body>, yet no assumption broken`)
  const config = runtimeConfig({
    sources,
    payload: options.payloadUrl,
    integrity: payloadIntegrity(options.payloadText),
    turbopack,
    now,
  })
  // Cut the runtime's elements out of the text Next wrote, and put the data block and the loader
  // right before </body>: every other byte stays as Next wrote it.
  const edits = [
    ...spans.map((span) => ({ ...span, text: '' })),
    { startOffset: bodyEndOffset, endOffset: bodyEndOffset, text: `${config}${loaderScript}` },
  ].sort((a, b) => a.startOffset - b.startOffset)
  let rewritten = ''
  let at = 0
  for (const { startOffset, endOffset, text } of edits) {
    if (startOffset < at) throw new Error(`optimize-export: ${name}: overlapping runtime elements`)
    rewritten += html.slice(at, startOffset) + text
    at = endOffset
  }
  return rewritten + html.slice(at)
}

/**
 * The payload file Next exports for a page: index.html → /index.txt, 404.html → /_not-found.txt.
 * @param {string} name the page, relative to out/
 */
export function payloadPathFor(name) {
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
      throw assumptionError(name, 'payload-file', `Next exported no payload file ${payloadUrl}`)
    const payloadText = readFileSync(payloadFile, 'utf8')
    const now = pagesStartedAtOnce.has(name)
    writeFileSync(file, deferRuntime(html, { payloadText, payloadUrl, name, now }))
  }
  // Loaded here, not at the top, so the page rewriting above can be imported by the unit tests.
  const { minifySvgs } = await import('./minify-svgs.mjs')
  const svgs = minifySvgs(root)
  console.log(
    `optimize-export: one runtime loader in ${files.length} pages (deferred to first interaction, at once on ${pagesStartedAtOnce.size}); ${svgs.count} SVG files minified (${svgs.saved} bytes saved)`,
  )
}

// Run as a command, not when imported (a file URL, so a path with spaces or a Windows drive matches).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
