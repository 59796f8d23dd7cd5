#!/usr/bin/env node
// @ts-check
/**
 * Prints how Lighthouse's simulation (Lantern, the "simulate" throttling `npm run bench` uses)
 * arrives at a page's FCP and LCP: each graph's requests and main-thread tasks with their
 * simulated start and end, the FCP's graph then the LCP's. Where the time between the two goes
 * is the requests only the LCP's graph holds (docs/performance.md, "Benchmark").
 *
 * It reads what `lighthouse --gather-mode` saved (the trace and the DevTools log), with the
 * settings of that run, so the figures are those a report from the same run shows:
 *
 *   npx lighthouse https://127.0.0.1:3214/about -G=.bench/about --only-categories=performance \
 *     --chrome-flags="--headless=new --ignore-certificate-errors"   (with `npm run serve` or the bench's server)
 *   node scripts/bench/lantern-timeline.mjs .bench/about
 *
 * SIZES="inter=12000,hero=1" simulates again as if each request whose URL contains a key had
 * transferred that many bytes: what a smaller font or image would change, without building it.
 */
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

const dir = process.argv[2]
if (!dir) {
  console.error('Usage: node scripts/bench/lantern-timeline.mjs <directory saved by lighthouse -G>')
  process.exit(1)
}
const artifacts = await loadArtifacts(dir)
const log = artifacts.DevtoolsLog
if (!log || !artifacts.Trace) throw new Error(`${dir}: no trace or DevTools log (lighthouse -G)`)

/** @type {Record<string, number>} */
const sizes = Object.fromEntries(
  (process.env.SIZES ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', bytes = ''] = pair.split('=')
      return [key, Number(bytes)]
    }),
)
/** @type {Map<string, string>} */
const urls = new Map()
for (const event of log)
  if (event.method === 'Network.requestWillBeSent')
    urls.set(event.params.requestId, event.params.request.url)
for (const event of log) {
  if (event.method !== 'Network.loadingFinished') continue
  const key = Object.keys(sizes).find((part) => urls.get(event.params.requestId)?.includes(part))
  if (key) event.params.encodedDataLength = /** @type {number} */ (sizes[key])
}

const { settings } = artifacts
/** @type {any} */
const context = { computedCache: new Map(), settings }
const data = {
  trace: artifacts.Trace,
  devtoolsLog: log,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
}
const origin = new URL(artifacts.URL.finalDisplayedUrl).origin
const round = (/** @type {number} */ value) => String(Math.round(value)).padStart(5)

for (const [name, metric] of /** @type {const} */ ([
  ['FCP', LanternFirstContentfulPaint],
  ['LCP', LanternLargestContentfulPaint],
])) {
  const result = await metric.request(/** @type {any} */ (data), context)
  console.log(`${name} ${Math.round(result.timing)} ms`)
  // Lighthouse reports the mean of the two estimates (and an LCP never below the FCP).
  for (const estimate of /** @type {const} */ (['optimistic', 'pessimistic'])) {
    console.log(`  ${estimate} graph (${Math.round(result[`${estimate}Estimate`].timeInMs)} ms):`)
    const timings = [...result[`${estimate}Estimate`].nodeTimings].sort(
      ([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime,
    )
    for (const [node, timing] of timings) {
      const what =
        node.type === 'network'
          ? `${node.request.url.replace(origin, '')} (${node.request.priority}, ${node.request.transferSize} B)`
          : `task, ${Math.round(node.duration / 1000)} ms observed${node.didPerformLayout() ? ', layout' : ''}`
      console.log(`    ${round(timing.startTime)} → ${round(timing.endTime)}  ${what}`)
    }
  }
}
