/**
 * The page loader's typed source (components/islands/loader.ts), for tests that run it in jsdom. The
 * build bundles it with esbuild, defining RUNTIME_CONFIG_ID; here jest compiles it and the global
 * stands for that definition, so no process is started. The built text runs in the browser suites.
 */
import { configId } from '@/scripts/build/export-page-shape.mjs'

Object.assign(globalThis, { RUNTIME_CONFIG_ID: configId })

export { configId }

/** The loader's settings as a page carries them: the islands' modules, what they import. */
type LoaderConfig = { modules: string[]; preload: string[]; now: boolean }

/** A page's settings with one island, whose module is on its way until a test says otherwise. */
export const oneIsland: LoaderConfig = {
  modules: ['/_next/static/islands/menu-X.js'],
  preload: ['/_next/static/islands/menu-X.js', '/_next/static/islands/chunk-Y.js'],
  now: false,
}

/** The `<script>` element that holds the loader's settings in a built page. */
export const loaderConfigScript = (config: LoaderConfig) =>
  `<script type="application/json" id="${configId}">${JSON.stringify(config)}</script>`

/** Runs the loader on the current document, as the page's inline script does. */
export const runLoader = () =>
  jest.isolateModules(() => jest.requireActual('@/components/islands/loader'))

/** The islands' modules fail to load (blocked, offline): the browser fires `error` on each. */
export const failModules = () => {
  const scripts = document.head.querySelectorAll('script[type="module"]')
  if (scripts.length === 0) throw new Error('the loader has added no module script yet')
  for (const script of scripts) script.dispatchEvent(new Event('error'))
}
