#!/usr/bin/env node
// @ts-check
/**
 * Prints the figures of the last `lhci collect` (`npm run bench`, lighthouserc.cjs) as one table:
 * the median of each figure per route, as `lhci assert` judges them, with the machine and its load,
 * which Lighthouse's simulated throttling scales what it observes by (lhci prints only the
 * assertions that fail). Runs on another origin than the site's are the floor page's
 * (BENCH_FLOOR in lighthouserc.cjs): its row, "floor", is what the machine reads with no site at all.
 *
 * Then the check Lighthouse's assertions cannot make (they also count the islands' files the
 * loader fetches after the load): it fails naming every run that asked for a script before its
 * load event ended.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join } from 'node:path'

/**
 * @typedef {{
 *   requestedUrl: string, fetchTime: string, lighthouseVersion: string,
 *   configSettings: { formFactor: string, throttlingMethod: string },
 *   environment: { benchmarkIndex: number },
 *   categories: Record<string, { score: number }>,
 *   audits: Record<string, { numericValue: number, details?: any }>,
 * }} Result
 */

const dir = '.lighthouseci'
/** @type {Result[]} */
const lhrs = readdirSync(dir)
  .filter((name) => /^lhr-.*\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
if (!lhrs.length) throw new Error(`No Lighthouse results in ${dir}: run "lhci collect" first.`)

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
const kb = (/** @type {number} */ value) => `${(value / 1024).toFixed(1)} KB`
/** @type {(lhr: Result, id: string) => number} */
const score = (lhr, id) => (lhr.categories[id]?.score ?? Number.NaN) * 100
/** @type {(runs: Result[], value: (lhr: Result) => number) => number} */
const medianOf = (runs, value) => median(runs.map(value))
/** @type {(id: string) => (lhr: Result) => number} */
const audit = (id) => (lhr) => lhr.audits[id]?.numericValue ?? Number.NaN

/** @type {[string, (runs: Result[]) => string][]} */
const columns = [
  ...['performance', 'accessibility', 'best-practices', 'seo'].map(
    (id) =>
      /** @type {[string, (runs: Result[]) => string]} */ ([
        id,
        (runs) => String(medianOf(runs, (lhr) => score(lhr, id))),
      ]),
  ),
  ['FCP', (runs) => ms(medianOf(runs, audit('first-contentful-paint')))],
  ['LCP', (runs) => ms(medianOf(runs, audit('largest-contentful-paint')))],
  ['TBT', (runs) => ms(medianOf(runs, audit('total-blocking-time')))],
  ['CLS', (runs) => medianOf(runs, audit('cumulative-layout-shift')).toFixed(3)],
  ['Transfer', (runs) => kb(medianOf(runs, audit('total-byte-weight')))],
  ['Perf of each run', (runs) => runs.map((lhr) => score(lhr, 'performance')).join(', ')],
]

/** @type {(key: (lhr: Result) => string) => Map<string, Result[]>} */
const groupBy = (key) => {
  const groups = new Map()
  for (const lhr of lhrs) groups.set(key(lhr), [...(groups.get(key(lhr)) ?? []), lhr])
  return groups
}
const byOrigin = groupBy((lhr) => new URL(lhr.requestedUrl).origin)
const siteOrigin = [...byOrigin].sort(([, a], [, b]) => b.length - a.length)[0]?.[0]
const byRoute = groupBy((lhr) => {
  const url = new URL(lhr.requestedUrl)
  return url.origin === siteOrigin ? url.pathname : 'floor'
})
const routes = [...byRoute].sort(([a], [b]) => Number(a === 'floor') - Number(b === 'floor'))

const first = /** @type {Result} */ (lhrs[0])
const chromium = execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim()
const benchmark = lhrs.map((lhr) => lhr.environment.benchmarkIndex)
const runs = Math.max(...[...byRoute.values()].map((list) => list.length))
console.log(
  `\nLighthouse ${first.lighthouseVersion} ${first.configSettings.formFactor} (${first.configSettings.throttlingMethod} throttling), median of ${runs} runs, ${first.fetchTime.slice(0, 10)}`,
)
console.log(
  `Machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${chromium}; load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(
      ' / ',
    )}; Lighthouse's CPU benchmark index ${Math.min(...benchmark)}–${Math.max(...benchmark)}\n`,
)
const header = ['Route', ...columns.map(([name]) => name)]
const rows = routes.map(([route, list]) => [route, ...columns.map(([, value]) => value(list))])
for (const cells of [header, header.map(() => '---'), ...rows])
  console.log(`| ${cells.join(' | ')} |`)

const islandFile = /\/_next\/static\/.*\.js(\?.*)?$/
/** @type {string[]} */
const early = []
for (const lhr of lhrs) {
  const network = lhr.audits['network-requests']?.details
  const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoadTs
  const start = network?.debugData?.networkStartTimeTs
  if (load === undefined || start === undefined) {
    early.push(`${lhr.requestedUrl}: no load time or network start in its result`)
    continue
  }
  /** @type {{ url: string, resourceType?: string, networkRequestTime: number }[]} */
  const requests = network.items
  for (const { url, resourceType, networkRequestTime } of requests)
    if (
      (resourceType === 'Script' || islandFile.test(url)) &&
      start + networkRequestTime * 1000 < load
    )
      early.push(`${lhr.requestedUrl}: ${url} (${resourceType}) asked for before the load`)
}
if (early.length) {
  console.error(`Scripts on the critical path:\n${early.join('\n')}`)
  process.exit(1)
}
console.log(`No script before the load in ${lhrs.length} Lighthouse runs.`)
