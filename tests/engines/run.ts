/**
 * `npm run test:engines`: the visitor journeys (journeys.ts) in Firefox ESR and WebKitGTK against
 * the built export (run `npm run build` first), served by scripts/serve/serve.mjs on a port of its own
 * (with --no-upgrade: WebKit does not exempt http://127.0.0.1 from upgrade-insecure-requests).
 * Prints each journey's result and the time each engine took; exits 1 when any journey fails.
 * On content/ it runs the journeys that need no particular content; on the tidewater content set
 * (scripts/test/with-content-set.sh names it) those whose subject is content an editor may remove,
 * which tidewater keeps for them (`onTidewater` in journeys.ts). With --screenshots it also
 * compares each engine's screenshots of every route (screenshots.ts: on a fixed content set
 * only, which scripts/test/with-content-set.sh names in SCREENSHOTS_DIR), or records them with
 * --update (then it runs nothing else).
 *
 * --report <file> writes each journey's result there as JSON ([{ engine, journey, error? }]), for
 * tests/injected-faults/run.ts.
 *
 *   tsx tests/engines/run.ts [firefox] [webkit] [--grep text] [--screenshots [--update]] [--report file]
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { onTidewater } from '../e2e/content'
import type { Engine } from '../harness/engine'
import { launchFirefox } from '../harness/firefox'
import { launchWebKit } from '../harness/webkit'
import { journeys as visitorJourneys } from './journeys'
import { screenshotJourneys } from './screenshots'

const args = process.argv.slice(2)
/** The value after an option, and its place in the arguments. */
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? { value: args[at + 1], at: at + 1 } : undefined
}
const grep = option('--grep')?.value
const reportFile = option('--report')?.value
const optionValues = [option('--grep')?.at, option('--report')?.at]
const chosen = args.filter((arg, index) => !arg.startsWith('--') && !optionValues.includes(index))
const port = Number(process.env.ENGINES_PORT ?? 3850)
const driverPort = port + 1
const baseURL = `http://127.0.0.1:${port}`

const engines: Record<string, () => Promise<Engine>> = {
  firefox: () => launchFirefox(baseURL),
  webkit: () => launchWebKit(baseURL, driverPort),
}
const names = chosen.length > 0 ? chosen : Object.keys(engines)

const screenshotsDir = process.env.SCREENSHOTS_DIR
if (args.includes('--screenshots') && !screenshotsDir) {
  console.error(
    'screenshots are compared on the fixed content set only (SCREENSHOTS_DIR, set by scripts/test/with-content-set.sh): npm test',
  )
  process.exit(2)
}
const forThisContent = visitorJourneys.filter((journey) => !!journey.onTidewater === onTidewater)
const journeys =
  screenshotsDir && args.includes('--screenshots')
    ? args.includes('--update')
      ? screenshotJourneys(screenshotsDir, true)
      : [...screenshotJourneys(screenshotsDir, false), ...forThisContent]
    : forThisContent

async function main() {
  const server = spawn(
    process.execPath,
    ['scripts/serve/serve.mjs', '--port', String(port), '--no-upgrade'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  let failures = 0
  const timings: string[] = []
  const results: { engine: string; journey: string; error?: string }[] = []
  try {
    // serve.mjs compresses every file it has not compressed before, before it listens: about 10 s
    // for tidewater's export on a quiet machine, more beside the Chromium stage's two workers.
    const deadline = Date.now() + 180_000
    for (;;) {
      try {
        if ((await fetch(baseURL)).ok) break
      } catch {
        if (Date.now() > deadline)
          throw new Error(`scripts/serve/serve.mjs did not answer at ${baseURL} within 3 minutes`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    for (const name of names) {
      const launch = engines[name]
      if (!launch)
        throw new Error(`unknown engine ${name}: choose from ${Object.keys(engines).join(', ')}`)
      const started = Date.now()
      const engine = await launch()
      console.log(`== ${engine.name}`)
      let failed = 0
      try {
        for (const journey of journeys) {
          if (grep && !journey.name.includes(grep)) continue
          const began = Date.now()
          try {
            await journey.run(engine)
            results.push({ engine: engine.name, journey: journey.name })
            console.log(`  ✓ ${journey.name} (${((Date.now() - began) / 1000).toFixed(1)} s)`)
          } catch (error) {
            failed++
            const message = String(error instanceof Error ? error.message : error)
            results.push({ engine: engine.name, journey: journey.name, error: message })
            console.log(`  ✘ ${journey.name} (${((Date.now() - began) / 1000).toFixed(1)} s)`)
            console.log(`    ${message.replace(/\n/g, '\n    ')}`)
          }
        }
      } finally {
        await engine.close().catch(() => {})
      }
      failures += failed
      timings.push(
        `${engine.name}: ${((Date.now() - started) / 1000).toFixed(1)} s, ${failed} failed`,
      )
    }
  } finally {
    server.kill()
  }
  for (const line of timings) console.log(`== ${line}`)
  if (reportFile) writeFileSync(reportFile, JSON.stringify(results, null, 2))
  process.exit(failures > 0 ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
