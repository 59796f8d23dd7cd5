#!/usr/bin/env node
/**
 * Prints the figures of the last `lhci collect` (`npm run bench`, lighthouserc.cjs) as one table:
 * the median of each figure per route, as `lhci assert` judges them, with the machine and its load,
 * which Lighthouse's simulated throttling scales what it observes by. lhci itself prints only the
 * assertions that fail, and the HTML reports (.bench/lighthouse/) one run at a time.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join } from 'node:path'

const dir = '.lighthouseci'
const lhrs = readdirSync(dir)
  .filter((name) => /^lhr-.*\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
if (!lhrs.length) throw new Error(`No Lighthouse results in ${dir}: run "lhci collect" first.`)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const ms = (value) => `${Math.round(value)} ms`
const kb = (value) => `${(value / 1024).toFixed(1)} KB`
const score = (lhr, id) => lhr.categories[id].score * 100
const audit = (lhr, id) => lhr.audits[id].numericValue
const scriptBytes = (lhr) =>
  lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script')
    ?.transferSize ?? 0

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

const byRoute = new Map()
for (const lhr of lhrs) {
  const route = new URL(lhr.requestedUrl).pathname
  byRoute.set(route, [...(byRoute.get(route) ?? []), lhr])
}
const rows = [...byRoute].map(([route, runs]) => [
  route,
  ...columns.map(([, value, format]) => format(median(runs.map(value)))),
])
const header = ['Route', ...columns.map(([name]) => name)]

const [first] = lhrs
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
