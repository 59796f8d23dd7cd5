#!/usr/bin/env node
// @ts-check
/**
 * Prints the figures of the last `lhci collect` (`npm run bench`, lighthouserc.cjs) as one table:
 * the median of each figure per route, as `lhci assert` judges them, with the machine and its load,
 * which Lighthouse's simulated throttling scales what it observes by (lhci prints only the
 * assertions that fail). Runs on another origin than the site's are the floor page's
 * (BENCH_FLOOR in lighthouserc.cjs): its row, "floor", is what the machine reads with no site at all.
 *
 * Then the checks Lighthouse's assertions cannot make (they also count what the page fetches after
 * its load: the islands' files, and the pictures Chromium fetches ahead of the scroll): it fails
 * naming every run that asked for a script before its load event ended, and every route whose
 * first load (what was asked for before the load event ended) exceeds FIRST_LOAD_KB.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join } from 'node:path'

/** A run's result; lhci's runs all name the URL they asked for. */
/** @typedef {import('lighthouse').RunnerResult['lhr'] & { requestedUrl: string }} Result */

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
const score = (/** @type {Result} */ lhr, /** @type {string} */ id) =>
  (lhr.categories[id]?.score ?? Number.NaN) * 100
/** The median of an audit's value over a route's runs. */
const medianAudit = (/** @type {Result[]} */ runs, /** @type {string} */ id) =>
  median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN))

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
const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(' / ')
const { formFactor, throttlingMethod } = first.configSettings
console.log(
  `\nLighthouse ${first.lighthouseVersion} ${formFactor} (${throttlingMethod} throttling), median of ${runs} runs, ${first.fetchTime.slice(0, 10)}`,
)
console.log(
  `Machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${chromium}; load average ${load}; Lighthouse's CPU benchmark index ${Math.min(...benchmark)}–${Math.max(...benchmark)}\n`,
)
/** A run's requests, and when its load event ended (both in microseconds of the trace). */
const requestsOf = (/** @type {Result} */ lhr) => {
  // Details whose shape Lighthouse's types leave open.
  const network = /** @type {any} */ (lhr.audits['network-requests']?.details)
  const load = /** @type {any} */ (lhr.audits.metrics?.details)?.items?.[0]?.observedLoadTs
  const start = network?.debugData?.networkStartTimeTs
  if (load === undefined || start === undefined) return undefined
  /** @type {{ url: string, resourceType?: string, networkRequestTime: number, transferSize?: number }[]} */
  const items = network.items
  return items.map((request) => ({
    ...request,
    beforeLoad: start + request.networkRequestTime * 1000 < load,
  }))
}
/** The bytes asked for before the load event ended: what a visitor waits for. */
const firstLoad = (/** @type {Result} */ lhr) =>
  (requestsOf(lhr) ?? [])
    .filter((request) => request.beforeLoad)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
// The page's own budget (docs/performance.md, "npm run bench"): on a page of photographs, its first
// screen's picture included.
const firstLoadBudget = Number(process.env.FIRST_LOAD_KB ?? 80) * 1024

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const header = [
  'Route',
  ...categories,
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'First load',
  'Transfer',
  'Perf of each run',
]
const rows = routes.map(([route, runs]) => [
  route,
  ...categories.map((id) => String(median(runs.map((lhr) => score(lhr, id))))),
  ms(medianAudit(runs, 'first-contentful-paint')),
  ms(medianAudit(runs, 'largest-contentful-paint')),
  ms(medianAudit(runs, 'total-blocking-time')),
  medianAudit(runs, 'cumulative-layout-shift').toFixed(3),
  kb(median(runs.map(firstLoad))),
  kb(medianAudit(runs, 'total-byte-weight')),
  runs.map((lhr) => score(lhr, 'performance')).join(', '),
])
for (const cells of [header, header.map(() => '---'), ...rows])
  console.log(`| ${cells.join(' | ')} |`)

const islandFile = /\/_next\/static\/.*\.js(\?.*)?$/
/** @type {string[]} */
const early = []
for (const lhr of lhrs) {
  const requests = requestsOf(lhr)
  if (!requests) {
    early.push(`${lhr.requestedUrl}: no load time or network start in its result`)
    continue
  }
  for (const { url, resourceType, beforeLoad } of requests)
    if ((resourceType === 'Script' || islandFile.test(url)) && beforeLoad)
      early.push(`${lhr.requestedUrl}: ${url} (${resourceType}) asked for before the load`)
}
const heavy = routes
  .filter(([route, runs]) => route !== 'floor' && median(runs.map(firstLoad)) > firstLoadBudget)
  .map(([route, runs]) => `${route}: ${kb(median(runs.map(firstLoad)))} before its load`)
if (early.length) console.error(`Scripts on the critical path:\n${early.join('\n')}`)
if (heavy.length)
  console.error(`Over the first load's ${kb(firstLoadBudget)}:\n${heavy.join('\n')}`)
if (early.length || heavy.length) process.exit(1)
console.log(
  `No script before the load in ${lhrs.length} Lighthouse runs; every first load within ${kb(firstLoadBudget)}.`,
)
