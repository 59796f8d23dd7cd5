/**
 * npm run bench:scale — how the build and the pages grow with the portfolio (docs/performance.md, "Scale bench").
 *
 * 1. Makes a synthetic content set OUTSIDE the repository (SCALE_DIR, default <tmp>/saltwood-scale):
 *    today's content with content/portfolio.yaml replaced by PROJECTS projects (default 40), each
 *    with a gallery of PHOTOS photographs (default 8): seeded camera-like JPEGs made with sharp
 *    (smooth colour fields, hard edges and sensor grain, so they encode like photos), PHOTO_WIDTH
 *    wide (default 2400, 3:2), and one per project a camera file stored on its side with EXIF
 *    Orientation 6 (4000 × 3000 at the default width). The file is written as tests/editor-path
 *    writes its content, typed by lib/content/schema/, and the content check runs on it.
 * 2. Builds it with scripts/test/with-content-set.sh three times, its image cache in SCALE_DIR (via
 *    SITE_IMAGES_CACHE, never node_modules/.cache/site-images): cold (cache emptied), again with
 *    nothing changed (must process 0 photographs), and after adding one photograph to the first
 *    project's gallery (must process exactly 1). Each build is a fresh copy of the tree (no .next).
 * 3. Measures first-load bytes of every built page, compressed as scripts/serve/serve.mjs serves them:
 *    the HTML, its stylesheets, the fonts they and the page load, any script file, and only the
 *    images the page loads eagerly (the above-the-fold hero, loading="eager"; each <picture>
 *    counted as the AVIF copy a 390 px phone at 2× picks, the smallest at least 780 px wide);
 *    lazy images are left out, the browser fetches them only near the viewport. Icons and the
 *    manifest are left out too. /portfolio must stay under 250 KB (budget set for 40 projects).
 *
 * Prints a table and writes .bench/scale.json (one entry per PROJECTS×PHOTOS@PHOTO_WIDTH run, so
 * runs at 3 and at 40 projects sit side by side and the growth between them is printed).
 * Exits 1 if a photo count is wrong or the budget is exceeded.
 *
 *   npm run bench:scale                      PROJECTS=40 PHOTOS=8 PHOTO_WIDTH=2400 SCALE_DIR=/tmp/x
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import {
  portfolioBudget,
  projects,
  photos,
  photoWidth,
  repo,
  runName,
  setDir,
  imagesDir,
  cacheDir,
  logFile,
  buildsFile,
  outDir,
  resultFile,
} from './bench-scale-config'
import {
  photoFor,
  strip,
  syntheticPortfolio,
  writePhotos,
  writePortfolio,
} from './bench-scale-content'
import { inContentSet, build } from './bench-scale-build'
import { measurePages } from './bench-scale-sizes'
import { fmtKb, table, growth, type RunResult } from './bench-scale-report'

type Builds = Pick<
  RunResult,
  'generateSeconds' | 'cold' | 'noChange' | 'onePhotoAdded' | 'photographs'
> & { loadBefore: number[] }

/** Makes the set and builds it three times; the figures are kept beside the set (MEASURE_ONLY). */
async function makeAndBuild(): Promise<Builds> {
  const loadBefore = loadavg().map((v) => Math.round(v * 10) / 10)
  mkdirSync(imagesDir, { recursive: true })
  // Only portfolio.ts is replaced; the rest of today's content comes with the copy of the tree.
  for (const file of readdirSync(join(setDir, 'content')))
    if (file.endsWith('.ts')) rmSync(join(setDir, 'content', file))
  rmSync(logFile, { force: true })
  console.log(`bench:scale: ${runName}: content set in ${setDir}`)

  const started = Date.now()
  const all = Array.from({ length: projects }, (_, p) =>
    Array.from({ length: photos }, (_, i) => photoFor(p, i)),
  ).flat()
  const made = await writePhotos(all)
  writePortfolio(syntheticPortfolio())
  const generateSeconds = Math.round((Date.now() - started) / 100) / 10
  console.log(`bench:scale: ${all.length} photographs (${made} made now) in ${generateSeconds} s`)
  await inContentSet(['npm', 'run', 'content:check'])

  rmSync(cacheDir, { recursive: true, force: true })
  const cold = await build('cold')
  const noChange = await build('no-change')
  const added = photoFor(0, photos, true)
  await writePhotos([added])
  writePortfolio(syntheticPortfolio(strip(added)))
  const onePhotoAdded = await build('one-photo-added')
  const builds = {
    photographs: all.length,
    generateSeconds,
    cold,
    noChange,
    onePhotoAdded,
    loadBefore,
  }
  writeFileSync(buildsFile, JSON.stringify(builds, null, 2))
  return builds
}

async function main() {
  // MEASURE_ONLY=1 measures the last build again, with the build figures kept from its run.
  const builds = process.env.MEASURE_ONLY
    ? (JSON.parse(readFileSync(buildsFile, 'utf8')) as Builds)
    : await makeAndBuild()
  const { photographs, generateSeconds, cold, noChange, onePhotoAdded, loadBefore } = builds

  const problems: string[] = []
  if (cold.processed !== photographs)
    problems.push(`the cold build processed ${cold.processed} photographs, not ${photographs}`)
  if (noChange.processed !== 0)
    problems.push(
      `the rebuild with nothing changed processed ${noChange.processed} photographs, not 0`,
    )
  if (onePhotoAdded.processed !== 1)
    problems.push(
      `the rebuild after adding one photograph processed ${onePhotoAdded.processed}, not 1`,
    )

  // Pages as built last: one photograph more than the set, which changes one project page only.
  const { pages, biggest, portfolio } = measurePages()
  const result: RunResult = {
    date: new Date().toISOString(),
    projects,
    photosPerProject: photos,
    photoWidth,
    photographs,
    machine: {
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
      node: process.version,
      loadBefore,
      loadAfter: loadavg().map((v) => Math.round(v * 10) / 10),
    },
    generateSeconds,
    cold,
    noChange,
    onePhotoAdded,
    pages,
    biggestPage: {
      page: biggest.page,
      firstLoad: biggest.total,
      html: biggest.html,
      htmlRaw: biggest.htmlRaw,
      files: biggest.files,
    },
    portfolio: {
      firstLoad: portfolio.total,
      html: portfolio.html,
      htmlRaw: portfolio.htmlRaw,
      budget: portfolioBudget,
      withinBudget: portfolio.total.br < portfolioBudget,
    },
  }
  if (!result.portfolio.withinBudget)
    problems.push(
      `/portfolio loads ${fmtKb(portfolio.total.br)}, over its budget of ${fmtKb(portfolioBudget)}`,
    )

  mkdirSync(join(repo, '.bench'), { recursive: true })
  const saved = existsSync(resultFile)
    ? (JSON.parse(readFileSync(resultFile, 'utf8')) as { runs?: Record<string, RunResult> })
    : {}
  const runs = { ...saved.runs, [runName]: result }
  writeFileSync(resultFile, `${JSON.stringify({ runs }, null, 2)}\n`)

  console.log(`\n${table(result)}\n`)
  const others = Object.values(runs).filter(
    (other) =>
      other.projects !== projects &&
      other.photoWidth === photoWidth &&
      other.photosPerProject === photos,
  )
  for (const other of others)
    console.log(other.projects < projects ? growth(other, result) : growth(result, other))
  console.log(`\nWritten to ${resultFile}; build log ${logFile}; the site in ${outDir}`)
  if (problems.length) {
    for (const problem of problems) console.error(`bench:scale: FAILED: ${problem}`)
    process.exit(1)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
