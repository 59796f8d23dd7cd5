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
 *
 * "LCP/FCP" is the ratio of the two medians beside it. A second table explains the LCP of each
 * route from its median run (the run whose LCP is the median): the LCP element, Lighthouse's
 * phases of it, and what the simulated LCP waited for that the simulated FCP did not. Lighthouse's
 * simulation (Lantern) builds each metric's graph from the requests that had finished when the
 * metric was observed on this machine: the FCP's takes only those of render-blocking priority (the
 * HTML, the stylesheet), the LCP's every one but low-priority images. So the requests listed there
 * are exactly where the simulated time between FCP and LCP goes (docs/performance.md, "Benchmark").
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join } from 'node:path'

/**
 * The parts of a Lighthouse result this table reads.
 * @typedef {{
 *   requestedUrl: string, mainDocumentUrl?: string, fetchTime: string, lighthouseVersion: string,
 *   configSettings: { formFactor: string, throttlingMethod: string },
 *   environment: { benchmarkIndex: number },
 *   categories: Record<string, { score: number }>,
 *   audits: Record<string, { numericValue: number, details?: any }>,
 * }} Result
 * @typedef {{
 *   url: string, resourceType?: string, priority?: string, transferSize?: number,
 *   networkEndTime?: number,
 * }} Request
 * @typedef {[name: string, value: (runs: Result[]) => number, format: (value: number) => string]} Column
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
/** The median over a route's runs of one figure of each run. */
const eachRun = (/** @type {(lhr: Result) => number} */ value) => (/** @type {Result[]} */ runs) =>
  median(runs.map(value))
/** @type {(runs: Result[], id: string) => number} */
const medianOf = (runs, id) => median(runs.map((lhr) => audit(lhr, id)))
/** @type {(lhr: Result) => number} */
const scriptBytes = (lhr) =>
  lhr.audits['resource-summary']?.details?.items.find(
    (/** @type {{ resourceType: string }} */ item) => item.resourceType === 'script',
  )?.transferSize ?? 0

/** @type {Column[]} */
const columns = [
  ['Perf', eachRun((lhr) => score(lhr, 'performance')), String],
  ['A11y', eachRun((lhr) => score(lhr, 'accessibility')), String],
  ['BP', eachRun((lhr) => score(lhr, 'best-practices')), String],
  ['SEO', eachRun((lhr) => score(lhr, 'seo')), String],
  ['FCP', (runs) => medianOf(runs, 'first-contentful-paint'), ms],
  ['LCP', (runs) => medianOf(runs, 'largest-contentful-paint'), ms],
  [
    'LCP/FCP',
    (runs) => medianOf(runs, 'largest-contentful-paint') / medianOf(runs, 'first-contentful-paint'),
    (value) => value.toFixed(2),
  ],
  ['TBT', (runs) => medianOf(runs, 'total-blocking-time'), ms],
  ['CLS', (runs) => medianOf(runs, 'cumulative-layout-shift'), (value) => value.toFixed(3)],
  ['Transfer', (runs) => medianOf(runs, 'total-byte-weight'), kb],
  ['JS', eachRun(scriptBytes), kb],
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
const routesInOrder = [...byRoute].sort(([a], [b]) => Number(a === 'floor') - Number(b === 'floor'))
const rows = routesInOrder.map(([route, runs]) => [
  route,
  ...columns.map(([, value, format]) => format(value(runs))),
  runs.map((lhr) => score(lhr, 'performance')).join(', '),
])
const header = ['Route', ...columns.map(([name]) => name), 'Perf of each run']

/** The run whose LCP is the median of the route's (the lower middle one of an even count). */
const medianRun = (/** @type {Result[]} */ runs) =>
  /** @type {Result} */ (
    [...runs].sort(
      (a, b) => audit(a, 'largest-contentful-paint') - audit(b, 'largest-contentful-paint'),
    )[Math.floor((runs.length - 1) / 2)]
  )

/**
 * The LCP element, short: an image by its address, anything else by its tag and the start of its
 * text (Lighthouse's label of the node).
 * @param {Result} lhr
 */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = tables[0]?.items?.[0]?.node
  if (!node) return '?'
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1]?.toLowerCase() ?? '?'
  const src = /\ssrc="([^"]*)"/.exec(node.snippet ?? '')?.[1]
  if (src) return `${tag} ${src}`
  const text = String(node.nodeLabel ?? '')
  return `${tag} "${text.length > 28 ? `${text.slice(0, 27)}…` : text}"`
}

/**
 * Lighthouse's phases of the LCP (TTFB, load delay, load time, render delay), in ms.
 * @param {Result} lhr
 */
function lcpPhases(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  /** @type {{ phase: string, timing: number }[]} */
  const phases = tables[1]?.items ?? []
  return ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map((phase) => {
    const timing = phases.find((item) => item.phase === phase)?.timing
    return timing === undefined ? '–' : ms(timing)
  })
}

/** Lantern's render-blocking priority (its FCP graph): the highest, or high for a script or a document. */
const renderBlocking = (/** @type {Request} */ request) =>
  request.priority === 'VeryHigh' ||
  (request.priority === 'High' && ['Script', 'Document'].includes(request.resourceType ?? ''))
/** Lantern leaves low-priority images (off screen, lazy) out of its LCP graph. */
const lowPriorityImage = (/** @type {Request} */ request) =>
  request.resourceType === 'Image' && ['Low', 'VeryLow'].includes(request.priority ?? '')

/**
 * What the simulated LCP waited for and the simulated FCP did not: the requests that had finished
 * when the LCP was observed, but for low-priority images, less those of render-blocking priority
 * that had finished when the FCP was observed (as Lantern picks each graph's requests), summed by
 * resource type: "Font 29.6 KB (2)".
 * @param {Result} lhr
 */
function lcpOnlyRequests(lhr) {
  const network = lhr.audits['network-requests']?.details
  const metrics = lhr.audits.metrics?.details?.items?.[0]
  /** @type {Request[]} */
  const requests = network?.items ?? []
  const start = network?.debugData?.networkStartTimeTs
  const fcp = metrics?.observedFirstContentfulPaintTs
  const lcp = metrics?.observedLargestContentfulPaintTs
  if (start === undefined || fcp === undefined || lcp === undefined) return '?'
  const endedBy = (/** @type {Request} */ request, /** @type {number} */ ts) =>
    request.networkEndTime !== undefined && start + request.networkEndTime * 1000 <= ts
  const page = lhr.mainDocumentUrl ?? lhr.requestedUrl
  const extra = requests.filter(
    (request) =>
      request.url !== page && // in both graphs
      endedBy(request, lcp) &&
      !lowPriorityImage(request) &&
      !(endedBy(request, fcp) && renderBlocking(request)),
  )
  if (!extra.length) return 'nothing'
  /** @type {Map<string, { bytes: number, count: number }>} */
  const byType = new Map()
  for (const request of extra) {
    const type = request.resourceType ?? 'Other'
    const sum = byType.get(type) ?? { bytes: 0, count: 0 }
    byType.set(type, { bytes: sum.bytes + (request.transferSize ?? 0), count: sum.count + 1 })
  }
  return [...byType]
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .map(([type, { bytes, count }]) => `${type} ${kb(bytes)}${count > 1 ? ` (${count})` : ''}`)
    .join(', ')
}

const lcpHeader = [
  'Route',
  'LCP element',
  'TTFB',
  'Load delay',
  'Load time',
  'Render delay',
  'Waited for by the LCP, not the FCP',
]
const lcpRows = routesInOrder.map(([route, runs]) => {
  const run = medianRun(runs)
  return [route, lcpElement(run), ...lcpPhases(run), lcpOnlyRequests(run)]
})

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
/** @param {string[][]} table */
const markdown = (table) => table.map((cells) => `| ${cells.join(' | ')} |`).join('\n')
console.log(markdown([header, header.map(() => '---'), ...rows]))
console.log(
  "\nLCP/FCP: the ratio of the two medians. The LCP of the median run, with Lighthouse's phases of it:\n",
)
console.log(markdown([lcpHeader, lcpHeader.map(() => '---'), ...lcpRows]))
