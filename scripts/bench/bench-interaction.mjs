#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:interaction`: how fast each island answers a visitor's first activation on a
 * fresh page, for each visitor of scripts/bench/interaction-visitors.mjs (a phone on Lighthouse's mobile
 * profile whose tap is the first intent, the same phone after a touch 2 s before, a desktop mouse
 * that moved over the page 300 ms before its click), side by side with another build: the design
 * it replaces. Prints, per island and visitor, the median and range of the runs (ms from the
 * press to the answer), and for the phone's cold tap what was fetched from the press until the
 * island answered and the page was quiet (bytes on the wire, scripts and data, not the pictures
 * the viewer shows) and the main thread's busy time over that stretch (CDP Performance metrics).
 * See docs/performance.md, "Interaction bench".
 *
 *   node scripts/bench/bench-interaction.mjs [--dir out] [--baseline DIR | --baseline-rev REV]
 *                                      [--runs 5] [--port 4870] [--only REGEX]
 *
 * --baseline serves an export already built; --baseline-rev builds REV first in a temporary git
 * worktree (node_modules hard-linked from this one). --only measures the islands whose name matches. Each export is served over HTTPS with HTTP/2
 * by scripts/serve/serve.mjs, on --port and the next one. Benchmarks print figures; no test is timed.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { trustServersCertificate } from '../serve/self-signed-certificate.cjs'
import { buildRevision, projectPage, serve } from './bench-exports.mjs'
import {
  islands,
  mobileNetwork,
  timeToAnswer,
  visitors,
  watchFirstPress,
} from './interaction-visitors.mjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const runs = Number(option('runs') ?? 5)
const port = Number(option('port') ?? 4870)
const dir = resolve(option('dir') ?? 'out')
const only = new RegExp(option('only') ?? '')
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

/**
 * One run: a fresh context, the page, the visitor's approach, the activation; the ms to the
 * answer, and from the press the bytes fetched (all but images) and the main thread's busy time.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {import('./interaction-visitors.mjs').Visitor} visitor
 * @param {import('./interaction-visitors.mjs').Island} island
 */
async function measure(browser, url, visitor, island) {
  const context = await browser.newContext({ ...visitor.context, ignoreHTTPSErrors: true })
  const page = await context.newPage()
  await page.addInitScript(watchFirstPress)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await cdp.send('Network.enable')
  if (visitor.throttled) {
    await cdp.send('Network.emulateNetworkConditions', mobileNetwork)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  }
  let counting = false
  let bytes = 0
  /** @type {Map<string, string>} */
  const types = new Map()
  /** Requests under way, and when the last one ended. */
  const pending = new Set()
  let lastEnded = Date.now()
  cdp.on('Network.requestWillBeSent', ({ requestId }) => pending.add(requestId))
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type))
  const ended = (/** @type {string} */ requestId) => {
    pending.delete(requestId)
    lastEnded = Date.now()
  }
  cdp.on('Network.loadingFailed', ({ requestId }) => ended(requestId))
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (counting && types.get(requestId) !== 'Image') bytes += encodedDataLength
    ended(requestId)
  })
  /** Until nothing has been under way for a second (or 30 s have passed): what the press set off. */
  const quiet = async () => {
    const giveUp = Date.now() + 30_000
    while ((pending.size > 0 || Date.now() - lastEnded < 1000) && Date.now() < giveUp)
      await page.waitForTimeout(100)
  }
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
    const target = page.locator(island.target).first()
    if (!(await target.isVisible())) return undefined
    await target.evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    )
    await island.prepare?.(page)
    const box = await target.boundingBox()
    if (!box) return undefined
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const to = { x: box.x + box.width * (island.dragTo ?? 0.5), y: at.y }
    await visitor.before(page, cdp, at)
    const busyBefore = await busyTime(cdp)
    counting = true
    // From the activation's press, not from one the visitor made before.
    await page.evaluate(() => Object.assign(window, { bench: {} }))
    const answer = page.evaluate(timeToAnswer, island.answered.toString())
    await visitor.activate(page, cdp, at, to)
    const ms = await answer
    if (ms === undefined) return { ms: Number.NaN, bytes, busy: 0 }
    if (visitor.costed) await quiet()
    const busy = (await busyTime(cdp)) - busyBefore
    return { ms, bytes, busy }
  } finally {
    await context.close()
  }
}

/** The main thread's busy time so far, in ms (CDP's TaskDuration). */
async function busyTime(/** @type {import('@playwright/test').CDPSession} */ cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
/** "median (min–max)", rounded. */
const summary = (/** @type {number[]} */ all, unit = '', scale = 1) => {
  const values = all.filter((value) => !Number.isNaN(value))
  const missing = all.length - values.length ? `, ${all.length - values.length} no answer` : ''
  return values.length === 0
    ? `—${missing}`
    : `${Math.round((median(values) ?? 0) / scale)}${unit} (${Math.round(Math.min(...values) / scale)}–${Math.round(Math.max(...values) / scale)})${missing}`
}

async function main() {
  const baselineRev = option('baseline-rev')
  const built = baselineRev ? buildRevision(baselineRev) : undefined
  const baselineDir = built?.out ?? (option('baseline') ? resolve(option('baseline') ?? '') : '')
  const exports = [{ name: 'this build', root: dir }]
  if (baselineDir)
    exports.push({ name: `baseline (${baselineRev ?? baselineDir})`, root: baselineDir })
  const browser = await chromium.launch({ executablePath, args: [trustServersCertificate()] })
  /** @type {string[][]} */
  const rows = []
  try {
    for (const [index, { name, root }] of exports.entries()) {
      const server = /** @type {{ origin: string, stop: () => void }} */ (
        await serve(root, port + index)
      )
      const pages = { project: projectPage(root) }
      try {
        for (const island of islands.filter(({ name }) => only.test(name)))
          for (const visitor of visitors) {
            const results = []
            for (let run = 0; run < runs; run++) {
              const result = await measure(
                browser,
                server.origin + island.path(pages),
                visitor,
                island,
              )
              if (result) results.push(result)
            }
            const cold = visitor.costed ?? false
            rows.push([
              island.name,
              visitor.name,
              name,
              // The target hidden at this size (the phone menu's button on the desktop).
              results.length === 0
                ? 'not shown'
                : summary(
                    results.map(({ ms }) => ms),
                    ' ms',
                  ),
              cold
                ? summary(
                    results.map((result) => result.bytes),
                    ' KB',
                    1024,
                  )
                : '',
              cold
                ? summary(
                    results.map((result) => result.busy),
                    ' ms',
                  )
                : '',
            ])
            console.error(rows.at(-1)?.join(' | '))
          }
      } finally {
        server.stop()
      }
    }
  } finally {
    await browser.close()
    built?.remove()
  }
  const header = ['Island', 'Visitor', 'Export', 'Press → answer', 'Fetched', 'Main thread']
  const sorted = rows.sort((a, b) =>
    `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`, undefined, { numeric: true }),
  )
  const widths = header.map((title, column) =>
    Math.max(title.length, ...sorted.map((row) => (row[column] ?? '').length)),
  )
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
  console.log(`\nFirst activation of each island, median (range) of ${runs} fresh pages:\n`)
  console.log([line(header), ...sorted.map(line)].join('\n'))
}

// Stopped (Ctrl+C, a timeout): exit, so the servers are stopped too.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
