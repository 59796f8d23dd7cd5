// @ts-check
/**
 * The names the runtime loader (components/islands/loader.ts, built by
 * scripts/build/runtime-loader.mjs) and the export's rewrite share, and the page's data block it
 * reads: the same loader text on every page, everything page-specific in the block.
 */
/** Marks the loader, so that a page is never optimized twice. */
export const loaderMarker = 'data-runtime-loader'
/** The id of the JSON data block the loader reads. */
export const configId = 'runtime-config'

/**
 * The page's data block: the files its islands import (`preload`), each island's module to run
 * (`modules`) and whether to start at once. `<` is escaped so no text in it can end the element.
 * @param {{ modules: string[], preload: string[], now: boolean }} config
 */
export function runtimeConfig({ modules, preload, now }) {
  const json = JSON.stringify({ modules, preload, now }).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${configId}">${json}</script>`
}
