// @ts-check
/**
 * Reads an exported page with parse5 and checks it against each assumption of
 * scripts/next-html-assumptions.mjs: what scripts/optimize-export.mjs cuts out and where it writes.
 */
import { parse } from 'parse5'
import {
  chunkUrl,
  payloadBootstrap,
  payloadRow,
  turbopackChunkList,
} from './next-html-assumptions.mjs'
import { configId, loaderMarker } from './runtime-loader.mjs'

/**
 * @typedef {import('parse5').DefaultTreeAdapterTypes.Element} ParsedElement
 * @typedef {import('parse5').DefaultTreeAdapterTypes.ParentNode} ParsedParent
 * @typedef {import('./next-html-assumptions.mjs').Assumption} Assumption
 */

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
