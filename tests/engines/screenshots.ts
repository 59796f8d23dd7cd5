/**
 * Full-page screenshots of every route at phone and desktop width in an engine, compared with the
 * images approved for the content set (SCREENSHOTS_DIR/engines/<engine>/, beside Chromium's from
 * tests/e2e/every-route.spec.ts, with the same routes, widths and 1% tolerance). Like Chromium's,
 * they run only on the fixed content set (scripts/test/test.sh), never on the editors' content/. A failed comparison writes the actual image and a diff to test-results/engines/.
 * `--update` records the approved images instead (npm test -- --update-screenshots).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pixelmatch from 'pixelmatch'
import { screenshotHeight, screenshotName, screenshotPaths, screenshotWidths } from '../e2e/routes'
import { type Engine, type Pixels, pixelsOf, pngOf } from '../harness/engine'
import type { Journey } from './journey-steps'

/** As every-route.spec.ts (playwright.config.ts): up to 1% of the pixels may differ. */
const maxDiffPixelRatio = 0.01
/** pixelmatch's per-pixel colour threshold, as Playwright's toHaveScreenshot uses. */
const threshold = 0.2

/**
 * Makes the page still, as Playwright's `animations: 'disabled'` does: lazy images loaded and
 * decoded, sections laid out only near the screen (content-visibility: auto) drawn, as a visitor
 * scrolling there sees them, fonts loaded, finite animations and transitions at their end,
 * infinite ones cancelled, no text caret, and no scrollbar taking width from the page (Chromium's
 * headless shell has none).
 */
const settle = `
document.querySelectorAll('img').forEach(function (img) { img.loading = 'eager'; });
// A constructed style sheet: the site's CSP refuses an injected <style>.
var still = new CSSStyleSheet();
still.replaceSync('*, *::before, *::after { transition: none !important; caret-color: transparent !important; }' +
  ' html { scrollbar-width: none; } ::-webkit-scrollbar { display: none; }' +
  ' * { content-visibility: visible !important; }');
document.adoptedStyleSheets = document.adoptedStyleSheets.concat([still]);
return Promise.all(Array.prototype.map.call(document.images, function (img) {
  return img.decode().catch(function () {});
})).then(function () { return document.fonts.ready; }).then(function () {
  document.getAnimations().forEach(function (animation) {
    var timing = animation.effect && animation.effect.getComputedTiming();
    if (timing && timing.endTime === Infinity) animation.cancel(); else animation.finish();
  });
  return new Promise(function (done) { requestAnimationFrame(function () { requestAnimationFrame(done); }); });
}).then(function () { return [document.documentElement.clientWidth, innerHeight]; });
`

const folder = (engine: Engine) => engine.name.toLowerCase().replace(/\W+/g, '-')

/** Compares two images; returns the share of pixels that differ and a diff image. */
function compare(expected: Pixels, actual: Pixels): { ratio: number; diff?: Pixels } {
  const { width, height } = expected
  if (width !== actual.width || height !== actual.height) return { ratio: 1 }
  const diff = { width, height, data: Buffer.alloc(width * height * 4) }
  const pixels = pixelmatch(expected.data, actual.data, diff.data, width, height, { threshold })
  return { ratio: pixels / (width * height), diff }
}

/** One journey per width: every route's screenshot, compared (or recorded with `update`). */
export function screenshotJourneys(screenshotsDir: string, update: boolean): Journey[] {
  return screenshotWidths.map((width) => ({
    name: `screenshots at ${width} px ${update ? 'recorded' : 'look as approved'}`,
    async run(engine: Engine) {
      const approvedDir = join(screenshotsDir, 'engines', folder(engine))
      const resultsDir = resolve('test-results', 'engines', folder(engine))
      await engine.resize(width, screenshotHeight)
      const failures: string[] = []
      for (const path of screenshotPaths) {
        await engine.open(path)
        const [pageWidth, pageHeight] = await engine.run<[number, number]>(settle)
        if (pageWidth !== width || pageHeight !== screenshotHeight)
          throw new Error(
            `the page is ${pageWidth} × ${pageHeight}, not ${width} × ${screenshotHeight}`,
          )
        const name = screenshotName(path, width)
        const actual = await engine.screenshot()
        const approvedFile = join(approvedDir, name)
        if (update) {
          mkdirSync(approvedDir, { recursive: true })
          writeFileSync(approvedFile, await pngOf(actual))
          continue
        }
        if (!existsSync(approvedFile)) {
          failures.push(`${name}: no approved image (npm test -- --update-screenshots)`)
          continue
        }
        const expected = await pixelsOf(readFileSync(approvedFile))
        const { ratio, diff } = compare(expected, actual)
        if (ratio <= maxDiffPixelRatio) continue
        mkdirSync(resultsDir, { recursive: true })
        const stem = join(resultsDir, name.replace(/\.png$/, ''))
        writeFileSync(`${stem}-actual.png`, await pngOf(actual))
        if (diff) writeFileSync(`${stem}-diff.png`, await pngOf(diff))
        failures.push(
          diff
            ? `${name}: ${(ratio * 100).toFixed(2)}% of pixels differ (${stem}-diff.png)`
            : `${name}: ${actual.width} × ${actual.height}, approved ${expected.width} × ${expected.height} (${stem}-actual.png)`,
        )
      }
      if (failures.length > 0) throw new Error(failures.join('\n'))
    },
  }))
}
