// @ts-check
/**
 * What scripts/build/optimize-export.mjs relies on in the HTML `next build` exports: the assumptions by
 * name, and the error that stops the build when a page breaks one (docs/islands.md, "What
 * optimize-export assumes about Next's HTML").
 */

/**
 * What scripts/build/optimize-export.mjs relies on in the HTML `next build` exports, by name. Every page
 * is checked against each; a page that breaks one stops the build with a message naming it.
 * docs/islands.md lists them with the tests that guard them
 * (tests/unit/optimize-export-assumptions.test.ts).
 */
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
 * The error that stops the build when a page breaks one of the assumptions: it names the page
 * and the assumption.
 * @param {string} name the page, relative to out/
 * @param {Assumption} assumption
 * @param {string} why what the page has instead
 */
export function assumptionError(name, assumption, why) {
  return new Error(
    `optimize-export: ${name}: ${why}. It breaks the assumption "${assumption}": ${assumptions[assumption]}. ` +
      `Update scripts/build/optimize-export.mjs (see docs/islands.md).`,
  )
}
