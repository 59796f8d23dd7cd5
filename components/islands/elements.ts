/**
 * The two elements an island is marked with in the page's HTML (components/islands/island.tsx),
 * which the browser's runtime (components/islands/hydrate.ts) looks for. Custom elements: no
 * meaning of their own for the browser or a screen reader, and `display: contents`
 * (app/globals.css), so the layout is the component's own.
 */
export const islandElement = 'site-island'
export const slotElement = 'island-slot'
/** The island's name: the bundle that hydrates it. */
export const nameAttribute = 'data-island'
/** The island's props as JSON. */
export const propsAttribute = 'data-props'
/** A slot's prop name. */
export const slotAttribute = 'data-slot'
/**
 * Put on an island whose component crashed (components/islands/hydrate.ts), its server HTML back:
 * the page loader then sends a form it holds the no-script way at once (components/islands/loader.ts).
 */
export const failedAttribute = 'data-island-failed'
