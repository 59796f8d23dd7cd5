// @ts-check
/**
 * What scripts/optimize-export.mjs relies on in the HTML `next build` exports: the assumptions by
 * name, the shapes of Next's runtime elements, and the error that stops the build when a page
 * breaks one (docs/islands.md, "What optimize-export assumes about Next's HTML").
 */

/**
 * What scripts/optimize-export.mjs relies on in the HTML `next build` exports, by name. Every page is checked
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

/** A Next chunk's URL. */
export const chunkUrl = /^\/_next\/static\/.+\.js$/
/** The inline script that starts the payload (its text). */
export const payloadBootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
/** A payload row's text: `self.__next_f.push([1,"…"])`. */
export const payloadRow = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/
/** Turbopack's chunk list (the text of <script id="_R_">): it registers the page's chunks before the runtime chunk runs. */
export const turbopackChunkList =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);$/

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
