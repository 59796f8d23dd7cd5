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
 * 2. Builds it with scripts/with-content-set.sh three times, its image cache in SCALE_DIR (via
 *    SITE_IMAGES_CACHE, never node_modules/.cache/site-images): cold (cache emptied), again with
 *    nothing changed (must process 0 photographs), and after adding one photograph to the first
 *    project's gallery (must process exactly 1). Each build is a fresh copy of the tree (no .next).
 * 3. Measures first-load bytes of every built page, compressed as scripts/serve.mjs serves them:
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
import { spawn } from 'node:child_process'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs'
import { writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import sharp from 'sharp'
import type { z } from 'zod'
import { content } from '@/lib/content'
import type * as schema from '@/lib/content/schema'

type Portfolio = z.infer<typeof schema.portfolio>
type Project = Portfolio['projects'][number]
type Photo = z.infer<typeof schema.image>

const kb = 1024
const portfolioBudget = 250 * kb
const projects = positive('PROJECTS', 40)
const photos = positive('PHOTOS', 8)
const photoWidth = positive('PHOTO_WIDTH', 2400)
const repo = process.cwd()
const runName = `${projects}x${photos}@${photoWidth}`
const scaleDir = process.env.SCALE_DIR ?? join(tmpdir(), 'saltwood-scale')
const setDir = join(scaleDir, `scale-${projects}x${photos}-${photoWidth}`)
const imagesDir = join(setDir, 'content', 'images')
const cacheDir = join(scaleDir, `image-cache-${projects}x${photos}-${photoWidth}`)
const logFile = join(scaleDir, `build-${runName}.log`)
const buildsFile = join(scaleDir, `builds-${runName}.json`)
/** scripts/with-content-set.sh builds in .content-sets/<the set folder's name>. */
const outDir = join(repo, '.content-sets', `scale-${projects}x${photos}-${photoWidth}`, 'out')
const resultFile = join(repo, '.bench', 'scale.json')

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`)
  return value
}

/** A small seeded generator (mulberry32), so every run makes the same photographs. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A photograph-like JPEG, `width` × `height` as seen upright: a low-resolution random colour field scaled up smoothly (light and
 * shade), a few soft-edged shapes (walls, cabinets, windows) and sensor grain. A camera file is
 * written on its side with EXIF Orientation 6, as a phone held upright writes it.
 */
async function writePhoto(
  file: string,
  seed: number,
  width: number,
  height: number,
  camera: boolean,
) {
  const next = random(seed)
  const cells = Buffer.alloc(12 * 8 * 3)
  const base = [next() * 200 + 40, next() * 200 + 40, next() * 200 + 40]
  for (let i = 0; i < cells.length; i++)
    cells[i] = Math.min(255, base[i % 3]! * (0.6 + next() * 0.7))
  const shapes = Array.from({ length: 6 }, () => {
    const [x, y] = [next() * width, next() * height]
    const [w, h] = [(0.1 + next() * 0.4) * width, (0.1 + next() * 0.4) * height]
    const colour = `rgb(${[0, 1, 2].map(() => Math.round(next() * 255)).join(',')})`
    return `<rect x="${x | 0}" y="${y | 0}" width="${w | 0}" height="${h | 0}" fill="${colour}" opacity="${(0.3 + next() * 0.5).toFixed(2)}"/>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`
  const { data } = await sharp(cells, { raw: { width: 12, height: 8, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .blur(0.8)
    .raw()
    .toBuffer({ resolveWithObject: true })
  for (let i = 0; i < data.length; i++) {
    const value = data[i]! + (next() + next() + next() - 1.5) * 10
    data[i] = value < 0 ? 0 : value > 255 ? 255 : value
  }
  let photo = sharp(data, { raw: { width, height, channels: 3 } })
  if (camera) photo = photo.rotate(270)
  photo = photo
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Bench Camera', Model: camera ? 'Phone 4000' : 'Studio 2400' } })
  if (camera) photo = photo.withMetadata({ orientation: 6 })
  await photo.toFile(file)
}

const places = content.site.areasServed
const nouns: Record<string, string> = {}
for (const category of content.portfolio.categories)
  nouns[category.id] = category.label.replace(/s$/, '')

/** The photograph `index` of project `p`: every 4th of a project is a camera file, shown portrait. */
function photoFor(
  p: number,
  index: number,
  added = false,
): Photo & { seed: number; camera: boolean } {
  const camera = index % 8 === 3
  const long = Math.round((photoWidth * 5) / 3)
  const short = Math.round((photoWidth * 5) / 4)
  const name = `scale-p${p + 1}-${added ? 'added' : index + 1}`
  return {
    src: `/images/${name}.jpg`,
    alt: `Photograph ${index + 1} of synthetic project ${p + 1}: a finished room with light from a window, cabinets along one wall and a wooden floor.`,
    // Upright size, as a visitor sees it.
    width: camera ? short : photoWidth,
    height: camera ? long : Math.round((photoWidth * 2) / 3),
    seed: (p + 1) * 1000 + index + (added ? 999 : 0),
    camera,
  }
}

async function writePhotos(list: ReturnType<typeof photoFor>[]) {
  const missing = list.filter((photo) => !existsSync(join(setDir, 'content', photo.src)))
  for (let start = 0; start < missing.length; start += 2)
    await Promise.all(
      missing
        .slice(start, start + 2)
        .map((photo) =>
          writePhoto(
            join(setDir, 'content', photo.src),
            photo.seed,
            photo.width,
            photo.height,
            photo.camera,
          ),
        ),
    )
  return missing.length
}

const strip = ({ src, alt, width, height }: Photo): Photo => ({ src, alt, width, height })

function syntheticPortfolio(extra?: Photo): Portfolio {
  const { categories } = content.portfolio
  const firstYear = Math.max(content.site.foundedYear, 2000)
  const list: Project[] = Array.from({ length: projects }, (_, p) => {
    const category = categories[p % categories.length]!
    const place = places[p % places.length]!
    const gallery = Array.from({ length: photos }, (_, i) => strip(photoFor(p, i)))
    if (p === 0 && extra) gallery.push(extra)
    return {
      id: `scale-project-${p + 1}`,
      title: `${place} ${nouns[category.id]} ${p + 1}`,
      description: `A synthetic ${category.label.toLowerCase()} project in ${place}, made by the scale bench: ${photos} photographs, a scope, facts and a story like a real project's.`,
      image: gallery[0]!,
      category: category.id,
      workType: `${nouns[category.id]} Remodel`,
      year: firstYear + (p % 15),
      location: place,
      scope: [
        'Took out a wall and carried the roof on a new beam',
        'New wiring, lighting and a dedicated circuit for the range',
        'Custom white oak cabinetry and a full-height pantry',
        'Tiled floors and walls, with radiant heat underneath',
      ],
      facts: [
        { label: 'Duration', value: `${3 + (p % 6)} months` },
        { label: 'Size', value: `${120 + p * 7} sq ft` },
      ],
      story: {
        brief: 'The owners wanted one bright room where they cook, eat and talk to their guests.',
        challenge:
          'The wall between the rooms carried part of the roof, so a beam had to fit within the ceiling.',
        result: 'One open room, lit from the garden all day, with storage for everything.',
      },
      gallery,
    }
  })
  return {
    ...content.portfolio,
    projects: list,
    featured: list.slice(0, Math.min(3, list.length)).map((project) => project.id),
  }
}

function writePortfolio(portfolio: Portfolio) {
  const header = `// Made by scripts/bench-scale.ts: today's content with a synthetic portfolio of ${projects} projects.\nimport type { z } from 'zod'\nimport type * as schema from '@/lib/content/schema'\n\n`
  writeFileSync(
    join(setDir, 'content', 'portfolio.ts'),
    `${header}export const portfolio: z.infer<typeof schema.portfolio> = ${JSON.stringify(portfolio, null, 2)}\n`,
  )
}

type Build = { seconds: number; imageStepSeconds: number; processed: number; reused: number }

/** Runs a command in the content-set copy, its output to the log; echoes the lines that matter. */
function inContentSet(
  args: string[],
): Promise<{ seconds: number; lines: { at: number; text: string }[] }> {
  const log = createWriteStream(logFile, { flags: 'a' })
  log.write(`\n$ ${args.join(' ')}\n`)
  const started = Date.now()
  const lines: { at: number; text: string }[] = []
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['scripts/with-content-set.sh', setDir, ...args], {
      cwd: repo,
      env: { ...process.env, SITE_IMAGES_CACHE: cacheDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let pending = ''
    const take = (chunk: Buffer) => {
      log.write(chunk)
      pending += chunk.toString()
      const parts = pending.split('\n')
      pending = parts.pop()!
      for (const text of parts) {
        lines.push({ at: (Date.now() - started) / 1000, text })
        if (
          /build-images:|social cards|Compiled|Generating static pages \(|error|Content check/i.test(
            text,
          )
        )
          console.log(`  | ${text.trim()}`)
      }
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('error', reject)
    child.on('close', (code) => {
      log.end()
      if (code === 0) resolve({ seconds: (Date.now() - started) / 1000, lines })
      else
        reject(new Error(`bench:scale: "${args.join(' ')}" failed (exit ${code}); see ${logFile}`))
    })
  })
}

async function build(label: string): Promise<Build> {
  console.log(`bench:scale: ${label} build…`)
  const { seconds, lines } = await inContentSet(['npm', 'run', 'build'])
  const line = lines.find(({ text }) => text.startsWith('build-images:'))
  const counts = line?.text.match(/(\d+) processed, (\d+) from the cache/)
  if (!line || !counts) throw new Error(`bench:scale: no build-images summary in ${logFile}`)
  const result = {
    seconds: Math.round(seconds * 10) / 10,
    imageStepSeconds: Math.round(line.at * 10) / 10,
    processed: Number(counts[1]),
    reused: Number(counts[2]),
  }
  console.log(`bench:scale: ${label}: ${result.seconds} s, ${result.processed} photo(s) processed`)
  return result
}

// --- First-load bytes -------------------------------------------------------------------------

const brotli = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const gzip = (data: Buffer) => gzipSync(data, { level: 9 }).length
const compressible = /\.(html|css|js|json|txt|xml|svg|webmanifest)$/
const attributes = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!)
const fileOf = (url: string) => join(outDir, decodeURIComponent(url.split(/[?#]/)[0]!))

type Sizes = { br: number; gzip: number }
const sizeCache = new Map<string, Sizes>()
function served(url: string): Sizes {
  if (!sizeCache.has(url)) {
    const body = readFileSync(fileOf(url))
    sizeCache.set(
      url,
      compressible.test(url)
        ? { br: brotli(body), gzip: gzip(body) }
        : { br: body.length, gzip: body.length },
    )
  }
  return sizeCache.get(url)!
}

/** The AVIF copy a 390 px phone at 2× picks: the smallest ≥ 780 w, else the widest. */
function pickCandidate(srcset: string): string {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, w]) => ({ url: url!, width: Number.parseInt(w ?? '0', 10) }))
    .sort((a, b) => a.width - b.width)
  return (candidates.find(({ width }) => width >= 780) ?? candidates.at(-1)!).url
}

type PageLoad = { page: string; html: Sizes; total: Sizes; htmlRaw: number; files: string[] }

function firstLoad(file: string): PageLoad {
  const body = readFileSync(join(outDir, file))
  const html = body.toString('utf8')
  const urls = new Set<string>()
  const stylesheets = attributes(html, /<link rel="stylesheet" href="([^"]+)"/g)
  for (const sheet of stylesheets) {
    urls.add(sheet)
    const css = readFileSync(fileOf(sheet), 'utf8')
    for (const url of attributes(css, /url\(([^)]+)\)/g))
      if (!url.startsWith('data:'))
        urls.add(new URL(url.replace(/["']/g, ''), new URL(sheet, 'http://site')).pathname)
  }
  for (const tag of html.match(/<link\b[^>]*rel="preload"[^>]*>/g) ?? [])
    if (/as="(font|style|script)"/.test(tag)) urls.add(attributes(tag, /\shref="([^"]+)"/g)[0]!)
  for (const tag of html.match(/<script\b[^>]*\ssrc="[^"]+"[^>]*>/g) ?? [])
    if (!/\snoModule=""/.test(tag)) urls.add(attributes(tag, /\ssrc="([^"]+)"/g)[0]!)
  // Images: only those loaded eagerly (above the fold); a <picture> as its AVIF candidate.
  for (const picture of html.match(/<picture>[\s\S]*?<\/picture>/g) ?? []) {
    if (!/loading="eager"/.test(picture)) continue
    const avif = picture.match(/<source type="image\/avif" srcSet="([^"]+)"/)
    urls.add(
      avif ? pickCandidate(avif[1]!) : attributes(picture, /<img\b[^>]*\ssrc="([^"]+)"/g)[0]!,
    )
  }
  const withoutPictures = html.replace(/<picture>[\s\S]*?<\/picture>/g, '')
  for (const tag of withoutPictures.match(/<img\b[^>]*>/g) ?? [])
    if (/loading="eager"/.test(tag)) urls.add(attributes(tag, /\ssrc="([^"]+)"/g)[0]!)
  const files = [...urls].filter((url) => url.startsWith('/') && !url.startsWith('//'))
  const htmlSizes = { br: brotli(body), gzip: gzip(body) }
  const total = files.reduce(
    (sum, url) => ({ br: sum.br + served(url).br, gzip: sum.gzip + served(url).gzip }),
    htmlSizes,
  )
  const page = '/' + file.replace(/\.html$/, '').replace(/^index$/, '')
  return { page, html: htmlSizes, total, htmlRaw: body.length, files }
}

function measurePages() {
  const htmlFiles = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && file !== '404.html',
  )
  const loads = htmlFiles.map(firstLoad)
  const biggest = loads.reduce((a, b) => (b.total.br > a.total.br ? b : a))
  const portfolio = loads.find((load) => load.page === '/portfolio')
  if (!portfolio) throw new Error('bench:scale: no portfolio.html in the export')
  return { pages: loads.length, biggest, portfolio }
}

// --- Report -----------------------------------------------------------------------------------

const fmtKb = (bytes: number) => `${(bytes / kb).toFixed(1)} KB`

type RunResult = {
  date: string
  projects: number
  photosPerProject: number
  photoWidth: number
  photographs: number
  machine: { cpus: string; node: string; loadBefore: number[]; loadAfter: number[] }
  generateSeconds: number
  cold: Build
  noChange: Build
  onePhotoAdded: Build
  pages: number
  biggestPage: { page: string; firstLoad: Sizes; html: Sizes; htmlRaw: number; files: string[] }
  portfolio: {
    firstLoad: Sizes
    html: Sizes
    htmlRaw: number
    budget: number
    withinBudget: boolean
  }
}

function table(result: RunResult) {
  const b = (build: Build) =>
    `${build.seconds} s (images ${build.imageStepSeconds} s, ${build.processed} processed)`
  const rows: [string, string][] = [
    [
      `${result.projects} projects × ${result.photosPerProject} photos (${result.photoWidth} px)`,
      `${result.pages} pages, ${result.photographs} photos`,
    ],
    ['build, cold (empty image cache)', b(result.cold)],
    ['rebuild, nothing changed', b(result.noChange)],
    ['rebuild, one photo added', b(result.onePhotoAdded)],
    [
      `biggest page first load (${result.biggestPage.page}), br`,
      `${fmtKb(result.biggestPage.firstLoad.br)} (gzip ${fmtKb(result.biggestPage.firstLoad.gzip)})`,
    ],
    [
      '/portfolio first load, br',
      `${fmtKb(result.portfolio.firstLoad.br)} (gzip ${fmtKb(result.portfolio.firstLoad.gzip)})`,
    ],
    [
      '/portfolio HTML, br (raw)',
      `${fmtKb(result.portfolio.html.br)} (${fmtKb(result.portfolio.htmlRaw)})`,
    ],
    [
      '/portfolio budget',
      `< ${fmtKb(result.portfolio.budget)}: ${result.portfolio.withinBudget ? 'met' : 'EXCEEDED'}`,
    ],
  ]
  const [left, right] = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = ([label, value]: [string, string]) =>
    `| ${label.padEnd(left!)} | ${value.padEnd(right!)} |`
  return [
    line(rows[0]!),
    line(['-'.repeat(left!), '-'.repeat(right!)]),
    ...rows.slice(1).map(line),
  ].join('\n')
}

function growth(from: RunResult, to: RunResult) {
  const ratio = (a: number, b: number) => `${(b / a).toFixed(2)}×`
  return [
    `Growth ${from.projects} → ${to.projects} projects (${from.photographs} → ${to.photographs} photos, ${from.photoWidth} px):`,
    `  cold build ${from.cold.seconds} → ${to.cold.seconds} s (${ratio(from.cold.seconds, to.cold.seconds)}); no-change rebuild ${from.noChange.seconds} → ${to.noChange.seconds} s (${ratio(from.noChange.seconds, to.noChange.seconds)}); one-photo rebuild ${from.onePhotoAdded.seconds} → ${to.onePhotoAdded.seconds} s`,
    `  pages ${from.pages} → ${to.pages}; /portfolio first load ${fmtKb(from.portfolio.firstLoad.br)} → ${fmtKb(to.portfolio.firstLoad.br)} (${ratio(from.portfolio.firstLoad.br, to.portfolio.firstLoad.br)}); biggest page ${fmtKb(from.biggestPage.firstLoad.br)} → ${fmtKb(to.biggestPage.firstLoad.br)}`,
  ].join('\n')
}

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
