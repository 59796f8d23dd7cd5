#!/usr/bin/env node
/**
 * Lighthouse benchmark of the built export (`npm run bench` builds first). Serves out/ with
 * scripts/serve.mjs (brotli, as a CDN would) and, next to it, a plain-HTML reference: the exported
 * home page with every <script> removed, the floor for this content. Runs Lighthouse mobile with
 * its default simulated throttling RUNS times per route in Debian's Chromium, interleaving routes
 * so machine load spreads evenly, and prints the median of each figure, plus each route's LCP as a
 * ratio to the reference's. Results are also written to .bench/lighthouse.json.
 *
 * By default it measures one page of every kind the site has, read from the content (so it works on
 * any content set): the four fixed pages, /portfolio, the first category's and the first area's
 * filter pages, the first project's page and the first area's page. ROUTES=/,/about overrides.
 *
 * BENCH_HTTP=2 serves both over HTTPS with HTTP/2 (a self-signed certificate for 127.0.0.1 made
 * with openssl in .bench/tls, which the audited Chromium is told to accept), as every host the site
 * deploys to serves it; the default is plain HTTP/1.1, the transport of the earlier figures. The
 * transport changes the simulated load a lot: see README.md, Performance.
 *
 *   node scripts/bench.mjs            RUNS=3 ROUTES=… BENCH_HTTP=1 BENCH_PORT=3214 CHROME_PATH=/usr/bin/chromium
 */
import { spawn, execFileSync } from 'node:child_process'
import { request as httpsRequest } from 'node:https'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { tsImport } from 'tsx/esm/api'

const runs = Number(process.env.RUNS ?? 3)
const sitePort = Number(process.env.BENCH_PORT ?? 3214)
const referencePort = sitePort + 1
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const http2 = process.env.BENCH_HTTP === '2'
/** The target of README, "Largest contentful paint": every route within 1.2 s. */
const maxLcp = 1200
const scheme = http2 ? 'https' : 'http'
const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : await defaultRoutes()
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  ...(http2 ? ['--ignore-certificate-errors'] : []),
]
const outDir = resolve('out')
const benchDir = resolve('.bench')
const referenceDir = join(benchDir, 'reference')
const tlsDir = join(benchDir, 'tls')
const tls = http2 ? certificate() : undefined

if (!existsSync(join(outDir, 'index.html'))) {
  console.error('No out/index.html: run "npm run build" first (npm run bench does).')
  process.exit(1)
}

/**
 * One route of each kind of page, from content/routes.ts and the validated content: the fixed
 * pages, the portfolio list, a category filter, an area filter, a project and an area page.
 */
async function defaultRoutes() {
  const { routes: fixed, portfolioRoutes } = await tsImport('../content/routes.ts', import.meta.url)
  const { content } = await tsImport('../content/index.ts', import.meta.url)
  const category = content.portfolio.categories[0]?.id
  const area = content.areas.items[0]?.slug
  const project = content.portfolio.projects[0]?.id
  return [
    ...Object.values(fixed),
    portfolioRoutes.list,
    category && portfolioRoutes.category(category),
    area && portfolioRoutes.area(area),
    project && portfolioRoutes.project(project),
    area && portfolioRoutes.areaPage(area),
  ].filter(Boolean)
}

/** A self-signed certificate for 127.0.0.1, for BENCH_HTTP=2 (HTTP/2 needs TLS in browsers). */
function certificate() {
  mkdirSync(tlsDir, { recursive: true })
  const cert = join(tlsDir, 'cert.pem')
  const key = join(tlsDir, 'key.pem')
  if (!existsSync(cert) || !existsSync(key))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
  return { cert, key, ca: readFileSync(cert) }
}

/** A GET to the local server, trusting the bench's own certificate when it speaks HTTPS. */
function get(url, headers = {}) {
  if (!tls) return fetch(url, { headers }).then((response) => ({ ok: response.ok }))
  return new Promise((resolve, reject) => {
    const request = httpsRequest(url, { ca: tls.ca, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve({ ok: response.statusCode === 200 }))
    })
    request.on('error', reject)
    request.end()
  })
}

/** The reference: the same export, its home page with every script (and script preload) removed. */
function writeReference() {
  rmSync(referenceDir, { recursive: true, force: true })
  mkdirSync(benchDir, { recursive: true })
  cpSync(outDir, referenceDir, { recursive: true })
  const home = readFileSync(join(outDir, 'index.html'), 'utf8')
  const plain = home
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*>/g, '')
  writeFileSync(join(referenceDir, 'index.html'), plain)
}

async function serve(dir, port) {
  const server = spawn(
    process.execPath,
    [
      'scripts/serve.mjs',
      '--port',
      String(port),
      '--dir',
      dir,
      ...(tls ? ['--tls-cert', tls.cert, '--tls-key', tls.key] : []),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await get(`${scheme}://127.0.0.1:${port}/`)).ok) return server
    } catch {
      await sleep(100)
    }
  }
  server.kill()
  throw new Error(`The server for ${dir} did not start on port ${port}`)
}

/**
 * Requests every file once, brotli-encoded, before measuring: a CDN serves from its cache, while
 * serve.mjs compresses on the first request, which would otherwise count against the first run.
 */
async function warmUp(dir, port) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
  for (const file of files) {
    const path = relative(dir, join(file.parentPath, file.name)).split(sep).join('/')
    await get(`${scheme}://127.0.0.1:${port}/${path}`, { 'accept-encoding': 'br' })
  }
}

/**
 * A run Lighthouse could not measure (a trace without its navigation start, NO_NAVSTART, happens on
 * a busy machine) is run again, up to twice: it would otherwise count as a 0 and NaN in the medians.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await auditOnce(url)
    if (!result.runtimeError || attempt === 3) {
      if (result.runtimeError) throw new Error(`${url}: ${result.runtimeError}`)
      return result
    }
    console.error(`${url}: ${result.runtimeError}; running it again`)
  }
}

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (result.lhr.runtimeError) return { runtimeError: result.lhr.runtimeError.code }
    const { categories, audits } = result.lhr
    const script = audits['resource-summary'].details.items.find((i) => i.resourceType === 'script')
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      speedIndex: audits['speed-index'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      jsBytes: script?.transferSize ?? 0,
      lighthouseVersion: result.lhr.lighthouseVersion,
      report: result.report,
    }
  } finally {
    chrome.kill()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function summarize(samples) {
  const keys = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number')
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))]))
}

/** The 1-minute load average: Lighthouse's simulated throttling scales what it observes, so a busy machine reads slower. */
const load = () => loadavg()[0].toFixed(1)

function machine(lighthouseVersion, loadBefore) {
  let chromium = 'unknown'
  try {
    chromium = execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    // Reported as unknown: the runs themselves would have failed without a browser.
  }
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    chromium,
    lighthouse: lighthouseVersion,
    transport: http2 ? 'HTTPS, HTTP/2' : 'HTTP/1.1',
    load: `${loadBefore} at start, ${load()} at end`,
    date: new Date().toISOString().slice(0, 10),
  }
}

const reportName = (route) =>
  route.startsWith('reference')
    ? 'reference'
    : route === '/'
      ? 'home'
      : route.slice(1).replaceAll('/', '_')

const ms = (value) => `${Math.round(value)} ms`
const kb = (value) => `${(value / 1024).toFixed(1)} KB`

function table(rows, referenceLcp) {
  const header = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'LCP / ref',
    'TBT',
    'CLS',
    'SI',
    'Transfer',
    'JS',
  ]
  const lines = rows.map(({ route, m }) => [
    route,
    m.performance,
    m.accessibility,
    m.bestPractices,
    m.seo,
    ms(m.fcp),
    ms(m.lcp),
    `${(m.lcp / referenceLcp).toFixed(2)}×`,
    ms(m.tbt),
    m.cls.toFixed(3),
    ms(m.speedIndex),
    kb(m.bytes),
    kb(m.jsBytes),
  ])
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`)
}

writeReference()
const loadBefore = load()
const servers = [await serve(outDir, sitePort), await serve(referenceDir, referencePort)]
try {
  await warmUp(outDir, sitePort)
  await warmUp(referenceDir, referencePort)
  const targets = [
    ...routes.map((route) => ({ route, url: `${scheme}://127.0.0.1:${sitePort}${route}` })),
    { route: 'reference (/ without scripts)', url: `${scheme}://127.0.0.1:${referencePort}/` },
  ]
  const samples = new Map(targets.map((target) => [target.route, []]))
  let last
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      const { report, ...figures } = await audit(target.url)
      last = figures
      samples.get(target.route).push(figures)
      // The last run's full report, for the treemap, bootup-time and long-tasks details.
      writeFileSync(join(benchDir, `${reportName(target.route)}.report.json`), report)
      console.error(
        `run ${run}/${runs} ${target.route}: performance ${last.performance}, LCP ${ms(last.lcp)}, TBT ${ms(last.tbt)}`,
      )
    }
  }
  const rows = targets.map(({ route }) => ({ route, m: summarize(samples.get(route)) }))
  const referenceLcp = rows.at(-1).m.lcp
  const info = machine(last.lighthouseVersion, loadBefore)
  console.log(
    `\nLighthouse ${info.lighthouse} mobile (simulated throttling), median of ${runs} runs, ${info.date}, served over ${info.transport}`,
  )
  console.log(
    `Machine: ${info.cpus} CPUs (${info.cpuModel}), Node ${info.node}, ${info.chromium}; load average ${info.load}\n`,
  )
  if (Number(loadBefore) > info.cpus)
    console.log(
      `Note: the machine was busy (load above ${info.cpus}); main-thread figures (TBT) read high. Re-run when it is idle.\n`,
    )
  console.log(table(rows, referenceLcp).join('\n'))
  const target = `Performance 100, LCP ≤ ${maxLcp} ms and ≤ 1.5× reference, CLS 0, TBT < 50 ms`
  const failing = rows
    .slice(0, -1)
    .filter(
      ({ m }) =>
        m.performance < 100 ||
        m.lcp > maxLcp ||
        m.lcp > 1.5 * referenceLcp ||
        m.cls > 0 ||
        m.tbt >= 50,
    )
    .map(({ route }) => route)
  console.log(
    failing.length
      ? `\nBelow target (${target}): ${failing.join(', ')}`
      : `\nEvery route meets the target: ${target}.`,
  )
  writeFileSync(
    join(benchDir, 'lighthouse.json'),
    JSON.stringify({ machine: info, runs, rows, samples: Object.fromEntries(samples) }, null, 2),
  )
} finally {
  for (const server of servers) server.kill()
}
