// @ts-check
/**
 * What scripts/build/optimize-export.mjs relies on in the HTML `next build` exports, and the reading
 * of a page with parse5 that checks it: what the script cuts out (Next's runtime, which the islands
 * replace) and where it writes. A page that breaks an assumption stops the build, naming it
 * (docs/islands.md lists them with the tests that guard them).
 */
import { parse } from 'parse5'

/** Marks the runtime loader's element, so that a page is never optimized twice. */
export const loaderMarker = 'data-runtime-loader'
/** The id of the JSON data block the loader reads (components/islands/loader.ts). */
export const configId = 'runtime-config'

export const assumptions = /** @type {const} */ ({
  'not-optimized':
    'the page is as `next build` wrote it: no element has the data-runtime-loader attribute',
  'config-id-free': 'no element of the page has id="runtime-config"',
  'body-end-tag': 'the page has a </body> end tag (the loader goes right before it)',
  'islands-bundled':
    'every island the page names (<site-island data-island="…">) has its module in components/islands/entries/',
})

/** @typedef {keyof typeof assumptions} Assumption */

/**
 * The error that stops the build, naming the page (relative to out/), the assumption and what the
 * page has instead.
 * @param {string} name
 * @param {Assumption} assumption
 * @param {string} why
 */
export function assumptionError(name, assumption, why) {
  return new Error(
    `optimize-export: ${name}: ${why}. It breaks the assumption "${assumption}": ${assumptions[assumption]}. ` +
      `Update scripts/build/optimize-export.mjs (see docs/islands.md).`,
  )
}

/**
 * An island's element and the attribute naming it, as components/islands/elements.ts (which Node
 * cannot import) writes them; optimize-export.test.ts finds the islands of a page written so.
 */
const islandElement = 'site-island'
const nameAttribute = 'data-island'

/**
 * @typedef {import('parse5').DefaultTreeAdapterTypes.Element} ParsedElement
 * @typedef {import('parse5').DefaultTreeAdapterTypes.ParentNode} ParsedParent
 * @typedef {{ assumption: Assumption, why: string }} Broken
 * @typedef {{ startOffset: number, endOffset: number }} Span
 */

/** Every element of a parsed document in document order, template contents included. */
function elementsIn(/** @type {ParsedParent} */ parent) {
  /** @type {ParsedElement[]} */
  const found = []
  for (const child of parent.childNodes) {
    if (!('tagName' in child)) continue
    found.push(child, ...elementsIn(child))
    if ('content' in child) found.push(...elementsIn(child.content))
  }
  return found
}

/** An attribute's value (parse5 lowercases names: React's `noModule` is `nomodule`). */
const attribute = (/** @type {ParsedElement} */ element, /** @type {string} */ name) =>
  element.attrs.find((attr) => attr.name === name)?.value

/**
 * Whether the browser runs a script of this type (HTML's rule: no type, an empty one, a JavaScript
 * MIME type or "module"); anything else, JSON-LD above all, is a data block, which never runs and
 * stays. scripts/build/generate-headers.mjs asks it too.
 */
export const runsAsScript = (/** @type {string} */ type) =>
  /^(|module|(text|application)\/(x-)?(javascript|ecmascript|jscript|livescript)[^;]*)$/i.test(
    type.trim().split(';')[0] ?? '',
  )

/** A link that fetches a script ahead: Next's preloads of its runtime's files. */
const isScriptPreload = (/** @type {ParsedElement} */ element) =>
  element.tagName === 'link' &&
  ((attribute(element, 'as') ?? '').toLowerCase() === 'script' ||
    /(^|\s)modulepreload(\s|$)/i.test(attribute(element, 'rel') ?? ''))

/**
 * Reads a page with the parser and checks it against every assumption. Returns the assumptions it
 * breaks (none for a page as Next exports it, whose islands all have a bundle), the spans of the
 * elements that go (every script that runs, every script preload), the names of the islands on the
 * page in document order, and where `</body>` starts.
 * @param {string} html
 * @param {ReadonlyMap<string, unknown>} bundles the islands' bundles, by name
 */
export function pageShape(html, bundles) {
  const elements = elementsIn(parse(html, { sourceCodeLocationInfo: true }))
  /** @type {Broken[]} */
  const broken = []
  const breaks = (/** @type {Assumption} */ assumption, /** @type {string} */ why) =>
    broken.push({ assumption, why })

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

  const runtime = elements.filter(
    (element) =>
      (element.tagName === 'script' && runsAsScript(attribute(element, 'type') ?? '')) ||
      isScriptPreload(element),
  )
  const islands = [
    ...new Set(
      elements
        .filter((element) => element.tagName === islandElement)
        .map((element) => attribute(element, nameAttribute) ?? ''),
    ),
  ]
  const missing = islands.filter((island) => !bundles.has(island))
  if (missing.length)
    breaks(
      'islands-bundled',
      `no module for the island(s) ${missing.map((island) => `"${island}"`).join(', ')}`,
    )
  /** @type {Span[]} */
  const spans = runtime
    .map((element) => element.sourceCodeLocation)
    .filter((location) => location !== undefined && location !== null)
    .map(({ startOffset, endOffset }) => ({ startOffset, endOffset }))
    .sort((a, b) => a.startOffset - b.startOffset)
  return { broken, islands, spans, bodyEndOffset }
}
