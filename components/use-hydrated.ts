import { useSyncExternalStore } from 'react'

/**
 * The attribute a client component puts on its element once React has hydrated it (its handlers
 * are attached). The page's runtime loader (scripts/build/optimize-export.mjs) holds a form submitted
 * before then, and tests wait for it; an element counts as hydrated when it or an ancestor has it.
 */
export const hydratedAttribute = 'data-hydrated'

const subscribeToNothing = () => () => {}

/**
 * False while React hydrates the server's HTML, true once it owns it: React's documented way to
 * render differently on the client, https://react.dev/reference/react/useSyncExternalStore.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/** Spread on a client component's element: `{...hydratedMarker(useHydrated())}`. */
export function hydratedMarker(hydrated: boolean) {
  return hydrated ? { [hydratedAttribute]: '' } : {}
}
