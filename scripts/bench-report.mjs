#!/usr/bin/env node
// @ts-check
/**
 * Prints the figures of the last `lhci collect` (`npm run bench`, lighthouserc.cjs) as one table:
 * the median of each figure per route, as `lhci assert` judges them, with the machine and its load,
 * which Lighthouse's simulated throttling scales what it observes by. lhci itself prints only the
 * assertions that fail, and the HTML reports (.bench/lighthouse/) one run at a time.
 *
 * Runs on another origin than the site's (most runs are the site's) are the floor page's
 * (BENCH_FLOOR in lighthouserc.cjs): printed as the last row, "floor", to read the site's against.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join } from 'node:path'

/**
 * The parts of a Lighthouse result this table reads.
 * @typedef {{
 *   requestedUrl: string, fetchTime: string, lighthouseVersion: string,
 *   configSettings: { formFactor: string, throttlingMethod: string },
 *   environment: { benchmarkIndex: number },
 *   categories: Record<string, { score: number }>,
 *   audits: Record<string, { numericValue: number, details?: { items: { resourceType: string, transferSize: number }[] } }>,
 * }} Result
 * @typedef {[name: string, value: (lhr: Result) => number, format: (value: number) => string]} Column
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
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}
/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`
/** @param {number} value */
const kb = (value) => `${(value / 1024).toFixed(1)} KB`
/** @type {(lhr: Result, id: string) => number} */
const score = (lhr, id) => (lhr.categories[id]?.score ?? Number.NaN) * 100
/** @type {(lhr: Result, id: string) => number} */
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN
/** @type {(lhr: Result) => number} */
const scriptBytes = (lhr) =>
  lhr.audits['resource-summary']?.details?.items.find((item) => item.resourceType === 'script')
    ?.transferSize ?? 0

/** @type {Column[]} */
const columns = [
  ['Perf', (lhr) => score(lhr, 'performance'), String],
  ['A11y', (lhr) => score(lhr, 'accessibility'), String],
  ['BP', (lhr) => score(lhr, 'best-practices'), String],
  ['SEO', (lhr) => score(lhr, 'seo'), String],
  ['FCP', (lhr) => audit(lhr, 'first-contentful-paint'), ms],
  ['LCP', (lhr) => audit(lhr, 'largest-contentful-paint'), ms],
  ['TBT', (lhr) => audit(lhr, 'total-blocking-time'), ms],
  ['CLS', (lhr) => audit(lhr, 'cumulative-layout-shift'), (value) => value.toFixed(3)],
  ['Transfer', (lhr) => audit(lhr, 'total-byte-weight'), kb],
  ['JS', scriptBytes, kb],
]

/** @type {(lhrs: Result[], key: (lhr: Result) => string) => Map<string, Result[]>} */
const groupBy = (list, key) => {
  const groups = new Map()
  for (const lhr of list) groups.set(key(lhr), [...(groups.get(key(lhr)) ?? []), lhr])
  return groups
}
const byOrigin = groupBy(lhrs, (lhr) => new URL(lhr.requestedUrl).origin)
const siteOrigin = [...byOrigin].sort(([, a], [, b]) => b.length - a.length)[0]?.[0]
const byRoute = groupBy(lhrs, (lhr) => {
  const url = new URL(lhr.requestedUrl)
  return url.origin === siteOrigin ? url.pathname : 'floor'
})
const rows = [...byRoute]
  .sort(([a], [b]) => Number(a === 'floor') - Number(b === 'floor'))
  .map(([route, runs]) => [
    route,
    ...columns.map(([, value, format]) => format(median(runs.map(value)))),
    runs.map((lhr) => score(lhr, 'performance')).join(', '),
  ])
const header = ['Route', ...columns.map(([name]) => name), 'Perf of each run']

const first = /** @type {Result} */ (lhrs[0])
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromium = execFileSync(chromePath, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim()
const runs = Math.max(...[...byRoute.values()].map((list) => list.length))
const benchmark = lhrs.map((lhr) => lhr.environment.benchmarkIndex)
const transport = new URL(first.requestedUrl).protocol === 'https:' ? 'HTTPS, HTTP/2' : 'HTTP/1.1'

console.log(
  `\nLighthouse ${first.lighthouseVersion} ${first.configSettings.formFactor} (${first.configSettings.throttlingMethod} throttling), median of ${runs} runs, ${first.fetchTime.slice(0, 10)}, served over ${transport}`,
)
console.log(
  `Machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${chromium}`,
)
console.log(
  `Load average at the end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(
      ' / ',
    )} (1 / 5 / 15 min); Lighthouse's CPU benchmark index ${Math.min(...benchmark)}–${Math.max(...benchmark)} over the runs (higher is faster)\n`,
)
console.log(
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n'),
)
