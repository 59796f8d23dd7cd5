#!/usr/bin/env node
// @ts-check
/**
 * npm run bench:seeds [-- --seeds 20 --workers 2] — how long the browser's generated-input tests
 * (tests/e2e/form-inputs.spec.ts, "… keep every character") take across seeds, so the slowest seed
 * can be compared with the tests' timeout. Each seed is one Playwright run of those tests with two
 * workers, as CI runs them, against the built export (npm run build first). Prints each seed's
 * times, then per test the median, the slowest seed and the timeout. A benchmark: it prints
 * figures and fails only if a run fails.
 */
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const seedCount = option('seeds', 20)
const workers = option('workers', 2)
const first = option('first', Date.now() % 2 ** 31)

/** @type {Map<string, { seed: number, seconds: number }[]>} */
const times = new Map()
let timeout = 0
let failed = 0
for (let index = 0; index < seedCount; index++) {
  const seed = (first + index * 7919) % 2 ** 31
  const run = spawnSync(
    'npx',
    [
      ...['playwright', 'test', '--project=chromium', 'tests/e2e/form-inputs.spec.ts'],
      ...[
        '--grep',
        'keep every character',
        `--workers=${workers}`,
        '--retries=0',
        '--reporter=json',
      ],
    ],
    { encoding: 'utf8', env: { ...process.env, FC_SEED: String(seed) }, maxBuffer: 1 << 28 },
  )
  /** @type {{ suites?: { specs: { title: string, tests: any[] }[] }[] }} */
  let report = {}
  try {
    report = JSON.parse(run.stdout)
  } catch {
    // Playwright did not get as far as its report (a server that did not start, say).
  }
  if (!report.suites?.length) {
    failed++
    console.log(`FC_SEED=${seed}: no report\n${run.stdout.slice(-800)}${run.stderr.slice(-800)}`)
    continue
  }
  const row = []
  for (const suite of report.suites ?? []) {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const result = test.results.at(-1)
        timeout = test.timeout ?? timeout
        const seconds = result.duration / 1000
        const name = spec.title.split(':')[0] ?? spec.title
        if (result.status !== 'passed') failed++
        if (!times.has(name)) times.set(name, [])
        times.get(name)?.push({ seed, seconds })
        row.push(
          `${name} ${seconds.toFixed(1)} s${result.status === 'passed' ? '' : ` ${result.status.toUpperCase()}`}`,
        )
      }
    }
  }
  console.log(`FC_SEED=${seed}: ${row.join(', ')}`)
}

console.log(`\n${seedCount} seeds, ${workers} workers; each test's timeout: ${timeout / 1000} s`)
for (const [name, list] of times) {
  const sorted = [...list].sort((a, b) => a.seconds - b.seconds)
  const median = sorted[Math.floor(sorted.length / 2)]?.seconds ?? 0
  const slowest = sorted.at(-1)
  console.log(
    `  ${name.padEnd(20)} median ${median.toFixed(1)} s, slowest ${slowest?.seconds.toFixed(1)} s (FC_SEED=${slowest?.seed}), ${((100 * (slowest?.seconds ?? 0)) / (timeout / 1000)).toFixed(0)}% of the timeout`,
  )
}
if (failed) {
  console.log(`${failed} test run(s) did not pass`)
  process.exitCode = 1
}
