/**
 * npx tsx scripts/bench/bench-photo-drop.ts [--editor] — a photographer's drop: PHOTOS (default 40)
 * different photographs, 2400 × 1600 as the editor's upload guard saves them, through the build's
 * image step in a fresh folder with an empty cache, then again with nothing new. Prints the
 * minutes, the CPU-seconds, the step's peak memory and the bytes of the copy a phone loads
 * (docs/performance.md, "Photos").
 * With --editor, the editor's part instead: PHOTOS different 24 MP camera JPEGs (6000 × 4000, 5 to
 * 8 MB) through the office manager's journey of tests/cms/library.spec.ts on a phone (Chromium,
 * 390 px): one upload to the library with an iPhone HEIC among them, then every photo picked into
 * one new project, saved once. Prints its minutes, the longest the page did not answer while the
 * photos were prepared, and the tab's (renderer's) peak memory, sampled from /proc.
 * With --editor --webkit, the same in WebKitGTK (Safari's engine) at 390 px, the journey of
 * tests/cms/webkit.spec.ts in the hosted editor; "did not answer" is there the longest gap between
 * two drawn frames, and the tab is its web process. --tab-limit MB holds WebKit (its driver,
 * browser and their processes) to MB of memory, as a phone holds a tab: a Linux memory cgroup (v1),
 * whose limit WebKit reads and answers by letting go of what it can (its memory pressure monitor),
 * and past which the kernel ends the web process, as iOS does. The journey then passes only if
 * WebKit stayed within it.
 * With --page, the published page instead: today's content with a new project of PHOTOS photos
 * (its main picture and its gallery), built, and its page measured by Lighthouse as `npm run bench`
 * measures every kind of page, beside the page it copies (the same words with the sample's
 * drawings), against the budgets of pages of photographs (BENCH_PHOTOS in lighthouserc.cjs).
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { parse, stringify } from 'yaml'
import type { Portfolio } from '@/lib/content/schema'
import { portfolioRoutes } from '@/lib/content/urls'
import { buildImages } from '../build/build-images'

const count = Number(process.env.PHOTOS ?? 40)
const root = mkdtempSync(join(tmpdir(), 'photo-drop-'))
const dirs = {
  sourceDir: join(root, 'content'),
  publicDir: join(root, 'public'),
  cacheRoot: join(root, 'cache'),
}

/** A photo-like picture: smooth light, a few soft-edged shapes and sensor grain, seeded by `n`. */
async function writePhoto(file: string, n: number, [width, height] = [2400, 1600]) {
  const light = Buffer.from(Array.from({ length: 8 * 6 * 3 }, (_, i) => (n * 37 + i * 53) % 200))
  const shapes = Array.from({ length: 8 }, (_, i) => {
    const at = (k: number, size: number) => ((n * 7919 + i * 104729 * k) % size) | 0
    const colour = `hsl(${at(1, 360)},${30 + at(2, 40)}%,${25 + at(3, 50)}%)`
    return `<rect x="${at(4, width)}" y="${at(5, height)}" width="${200 + at(6, 900)}" height="${150 + at(7, 700)}" fill="${colour}" opacity="0.7"/>`
  })
  // A camera's grain is per pixel (5 to 8 MB a 24 MP JPEG); the saved copies' is softer.
  const [grainWidth, grainHeight] = width > 2400 ? [width, height] : [480, 320]
  const grain = Buffer.alloc(grainWidth * grainHeight)
  for (let i = 0; i < grain.length; i++) grain[i] = ((i * 2654435761 + n) >>> 24) & 31
  await sharp(light, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`,
        ),
      },
      {
        input: await sharp(grain, { raw: { width: grainWidth, height: grainHeight, channels: 1 } })
          .resize(width, height)
          .png({ compressionLevel: 1 })
          .toBuffer(),
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: 90 })
    .toFile(file)
}

async function timed<T>(run: () => Promise<T>) {
  const [started, cpu] = [performance.now(), process.cpuUsage()]
  const result = await run()
  const used = process.cpuUsage(cpu)
  return {
    result,
    seconds: (performance.now() - started) / 1000,
    cpu: (used.user + used.system) / 1e6,
  }
}

const webkit = process.argv.includes('--webkit')

/** The processes now running whose command line passes `matches`, and a file of each from /proc. */
function processes(matches: (commandLine: string) => boolean, file: string) {
  const found: { pid: string; text: string }[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (matches(readFileSync(`/proc/${pid}/cmdline`, 'utf8')))
        found.push({ pid, text: readFileSync(`/proc/${pid}/${file}`, 'utf8') })
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found
}

/** The largest resident memory of any tab now (a Chromium renderer, a WebKit web process), in MB, from /proc. */
function tabMemory(): number {
  const tab = webkit ? 'WebKitWebProcess' : '--type=renderer'
  const sizes = processes((line) => line.includes(tab), 'status').map(
    ({ text }) => Number(/VmRSS:\s+(\d+) kB/.exec(text)?.[1] ?? 0) / 1024,
  )
  return Math.max(0, ...sizes)
}

/**
 * A memory cgroup (v1, under this process's own) limited to `megabytes`, for WebKit's processes.
 * Why not systemd-run: a container has no systemd; the kernel's files are all it takes.
 */
function memoryCage(megabytes: number) {
  const own = /^\d+:memory:(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1]
  if (own === undefined) throw new Error('--tab-limit needs the cgroup v1 memory controller')
  const dir = join('/sys/fs/cgroup/memory', own, `photo-drop-${process.pid}`)
  mkdirSync(dir)
  writeFileSync(join(dir, 'memory.limit_in_bytes'), String(megabytes * 2 ** 20))
  const caged = new Set<string>()
  const read = (file: string) => readFileSync(join(dir, file), 'utf8')
  return {
    /** Moves the WebKit driver in as it starts: the browser and its processes follow it. */
    admit() {
      const drivers = processes((line) => line.startsWith('/usr/bin/WebKitWebDriver'), 'stat')
      for (const { pid } of drivers.filter(({ pid }) => !caged.has(pid))) {
        try {
          writeFileSync(join(dir, 'cgroup.procs'), pid)
          caged.add(pid)
        } catch {
          // The process ended between the listing and the move.
        }
      }
    },
    report() {
      const peak = Number(read('memory.max_usage_in_bytes')) / 2 ** 20
      const killed = /oom_kill (\d+)/.exec(read('memory.oom_control'))?.[1] ?? '?'
      return `WebKit held to ${megabytes} MB (${caged.size ? 'its driver moved in' : 'NOT MOVED IN'}): its processes' peak ${peak.toFixed(0)} MB, processes ended for memory ${killed}`
    },
    /** Ends what a failed journey left in it (a spec that timed out never quits its browser). */
    async remove() {
      for (const pid of read('cgroup.procs').split('\n').filter(Boolean)) {
        try {
          process.kill(Number(pid), 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1000))
      rmdirSync(dir)
    },
  }
}

/** The library journey with `count` camera photos: its minutes, longest freeze and peak memory. */
async function editorJourney() {
  // Kept between runs: making forty takes minutes.
  const drop = join(tmpdir(), `photo-drop-camera-${count}`)
  mkdirSync(drop, { recursive: true })
  for (let n = readdirSync(drop).length; n < count; n++)
    await writePhoto(join(drop, `IMG_${5100 + n}.jpg`), n + 1000, [6000, 4000])
  const sizes = readdirSync(drop).map((name) => statSync(join(drop, name)).size / 1e6)
  const limitAt = process.argv.indexOf('--tab-limit')
  const cage = webkit && limitAt > 0 ? memoryCage(Number(process.argv[limitAt + 1])) : undefined
  const admitter = cage && setInterval(() => cage.admit(), 20)
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, tabMemory())), 250)
  const started = performance.now()
  const run = spawn(
    'npx',
    [
      ...['playwright', 'test', '-c', 'playwright.cms.config.ts'],
      ...(webkit
        ? ['tests/cms/webkit.spec.ts', '-g', 'photos uploaded']
        : ['tests/cms/library.spec.ts']),
    ],
    { env: { ...process.env, PHOTO_DROP: drop }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let output = ''
  let preparedPeak = 0
  run.stdout.on('data', (chunk: Buffer) => {
    output += chunk
    // The spec says when the photos are prepared; Sveltia's upload and thumbnails come after.
    if (!preparedPeak && output.includes('photo drop: prepared')) preparedPeak = peak
  })
  const code = await new Promise((done) => run.on('close', done))
  clearInterval(sampler)
  clearInterval(admitter)
  const freeze = /photo drop: longest (?:task|frame) (\d+) ms, (\d+) s to prepare/.exec(output)
  console.log(
    `editor: ${count} camera photos (${Math.min(...sizes).toFixed(1)} to ${Math.max(...sizes).toFixed(1)} MB, 6000 × 4000) and a HEIC, ${webkit ? 'WebKitGTK' : 'Chromium'} at 390 px`,
  )
  console.log(
    `  the journey (server start included): ${((performance.now() - started) / 60_000).toFixed(1)} min, ${code === 0 ? 'passed' : 'FAILED'}`,
  )
  console.log(
    `  preparing the photos: ${freeze?.[2] ?? '?'} s; the page's longest ${webkit ? 'gap between frames' : 'task'}: ${freeze?.[1] ?? '?'} ms`,
  )
  console.log(
    `  the tab's peak memory (${webkit ? 'web process' : 'renderer'} RSS): ${preparedPeak.toFixed(0)} MB while preparing, ${peak.toFixed(0)} MB in all`,
  )
  if (cage) {
    console.log(`  ${cage.report()}`)
    await cage.remove()
  }
  if (code !== 0) console.log(output.split('\n').slice(-40).join('\n'))
  return code === 0
}

/** A project of `count` photos published with today's content, its page weighed by Lighthouse. */
async function projectPage() {
  const set = join(tmpdir(), 'photo-drop-page')
  rmSync(set, { recursive: true, force: true })
  cpSync('content', join(set, 'content'), { recursive: true })
  const photos = Array.from({ length: count }, (_, n) => ({
    src: `/images/drop-${n + 1}.jpg`,
    alt: `The new kitchen, photo ${n + 1} of ${count}, from the garden side of the room`,
    width: 2400,
    height: 1600,
  }))
  for (const [n, photo] of photos.entries()) await writePhoto(join(set, 'content', photo.src), n)
  const file = join(set, 'content/portfolio.yaml')
  const portfolio = parse(readFileSync(file, 'utf8')) as Portfolio
  // The first project as the owner wrote it, with a photographer's set for its pictures.
  const project = {
    ...structuredClone(portfolio.projects[0]!),
    homePagePlace: undefined,
    id: 'photographers-drop',
    title: 'A Photographer’s Drop',
    image: photos[0]!,
    gallery: photos.slice(1),
  }
  portfolio.projects.push(project)
  writeFileSync(file, stringify(portfolio, { lineWidth: 0 }))
  const route = portfolioRoutes.project(project.id)
  // Beside it, in the same run, the page it copies: the same words with the sample's drawings.
  const drawings = portfolioRoutes.project(portfolio.projects[0]!.id)
  console.log(
    `pages: ${route}, ${count} photos (2400 × 1600), beside ${drawings}; Lighthouse mobile, 3 runs`,
  )
  try {
    execFileSync(
      'bash',
      [
        ...['scripts/test/with-content-set.sh', set, 'bash', '-c'],
        'npm run build >/dev/null && npx lhci collect >/dev/null && node scripts/bench/bench-report.mjs && npx lhci assert',
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, ROUTES: `${route},${drawings}`, BENCH_PHOTOS: '1' },
      },
    )
    return true
  } catch {
    return false
  } finally {
    rmSync(set, { recursive: true, force: true })
    rmSync(join('.content-sets', 'photo-drop-page'), { recursive: true, force: true })
  }
}

async function main() {
  if (process.argv.includes('--page')) {
    if (!(await projectPage())) process.exitCode = 1
    return
  }
  if (process.argv.includes('--editor')) {
    if (!(await editorJourney())) process.exitCode = 1
    return
  }
  mkdirSync(join(dirs.sourceDir, 'images'), { recursive: true })
  const images = Array.from({ length: count }, (_, n) => ({ src: `/images/drop-${n + 1}.jpg` }))
  // One at a time, so the peak memory below is the image step's, not the photos' making.
  for (const [n, image] of images.entries()) await writePhoto(join(dirs.sourceDir, image.src), n)
  const cold = await timed(() => buildImages(images, dirs))
  const peak = process.resourceUsage().maxRSS / 1024
  const warm = await timed(() => buildImages(images, dirs))
  const phone = readdirSync(join(dirs.publicDir, 'images', 'responsive'))
    .filter((name) => name.endsWith('-800.avif'))
    .map((name) => statSync(join(dirs.publicDir, 'images', 'responsive', name)).size / 1024)
    .sort((a, b) => a - b)
  console.log(
    `photo drop: ${count} photos, 2400 × 1600, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
  )
  console.log(
    `  image step, empty cache: ${(cold.seconds / 60).toFixed(1)} min (${cold.cpu.toFixed(0)} CPU-s), ${cold.result.processed.length} processed`,
  )
  console.log(
    `  again, nothing new:      ${warm.seconds.toFixed(1)} s, ${warm.result.reused.length} from the cache`,
  )
  console.log(`  peak memory of the step: ${peak.toFixed(0)} MB`)
  console.log(
    `  800 px AVIF (a phone's copy): median ${phone[phone.length >> 1]!.toFixed(1)} KB, largest ${phone.at(-1)!.toFixed(1)} KB`,
  )
  rmSync(root, { recursive: true, force: true })
  if (warm.result.processed.length) process.exit(1)
}

void main()
