/**
 * The page loader as the build writes it into every page (scripts/build/optimize-export.mjs), for tests
 * that run it in jsdom. Read through Node: the script is an ES module jest does not load.
 */
import { execFileSync } from 'node:child_process'

export const { configId, loaderSource } = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      'const m = await import("./scripts/build/optimize-export.mjs"); process.stdout.write(JSON.stringify({ configId: m.configId, loaderSource: m.loaderSource }))',
    ],
    { encoding: 'utf8' },
  ),
) as { configId: string; loaderSource: string }

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
export const runLoader = () => new Function(loaderSource)()

/** The islands' modules fail to load (blocked, offline): the browser fires `error` on each. */
export const failModules = () => {
  const scripts = document.head.querySelectorAll('script[type="module"]')
  if (scripts.length === 0) throw new Error('the loader has added no module script yet')
  for (const script of scripts) script.dispatchEvent(new Event('error'))
}
