import { type Page } from './fixtures'

/** The islands' files: their modules, the chunks they import (scripts/build/build-islands.mjs). */
export const runtimeFiles = /\/_next\/static\/.*\.js(\?.*)?$/

/**
 * The islands' files the page asked for before its load event ended, read from its resource
 * timing once it has: none, as the loader fetches them only after the load (docs/islands.md).
 */
export async function islandFilesBeforeLoad(page: Page) {
  await page.waitForFunction(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.loadEventEnd,
  )
  return page.evaluate((source) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const files = new RegExp(source)
    return performance
      .getEntriesByType('resource')
      .filter((entry) => files.test(entry.name) && entry.startTime < navigation!.loadEventEnd)
      .map((entry) => new URL(entry.name).pathname)
  }, runtimeFiles.source)
}

/**
 * Holds every request for an island file, the loader's prefetch and the modules it runs, until
 * `release` is called: a network on which they have not arrived when the visitor acts. The
 * islands then start on the visitor's intent (`scripts` lists the module files it asked for),
 * and hydrate once released. `prefetching` lists the files the loader prefetches after the load.
 */
export async function holdIslandFiles(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const prefetching: string[] = []
  const scripts: string[] = []
  await page.route(runtimeFiles, async (route) => {
    const { pathname } = new URL(route.request().url())
    // A prefetch's type is "other": it runs nothing. A module and its preloads are "script".
    ;(route.request().resourceType() === 'script' ? scripts : prefetching).push(pathname)
    await released
    await route.fallback()
  })
  return { release: () => release(), prefetching, scripts }
}
