/**
 * The page loader as the build writes it into every page (scripts/optimize-export.mjs), for tests
 * that run it in jsdom. Read through Node: the script is an ES module jest does not load.
 */
import { execFileSync } from 'node:child_process'

export const { configId, loaderSource } = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      'const m = await import("./scripts/optimize-export.mjs"); process.stdout.write(JSON.stringify({ configId: m.configId, loaderSource: m.loaderSource }))',
    ],
    { encoding: 'utf8' },
  ),
) as { configId: string; loaderSource: string }

/** The loader's settings as a page carries them: runtime chunks, payload and its integrity. */
type LoaderConfig = {
  sources: string[]
  payload: string
  integrity?: string
  turbopack: object
  now: boolean
}

/** The `<script>` element that holds the loader's settings in a built page. */
export const loaderConfigScript = (config: LoaderConfig) =>
  `<script type="application/json" id="${configId}">${JSON.stringify(config)}</script>`

/** Runs the loader on the current document, as the page's inline script does. */
export const runLoader = () => new Function(loaderSource)()
