/**
 * npm run bench:jest-load — the unit tests under load: they run three times while another run of
 * them keeps the machine busy, and each run's wall time and result is printed. Any failure fails
 * the bench: no unit test may depend on a quiet machine (docs/testing.md, "jest").
 *
 *   npm run bench:jest-load [-- --runs 3]
 */
import { spawn } from 'node:child_process'

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3
const jest = ['node_modules/jest/bin/jest.js', '--silent', '--ci']

/** Runs the unit tests once; resolves with the exit code and the seconds taken. */
function runJest(stdio) {
  const started = performance.now()
  const child = spawn(process.execPath, jest, { stdio })
  const done = new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, seconds: (performance.now() - started) / 1000 })),
  )
  return { child, done }
}

// The load: the same suite again and again, until the measured runs are over.
let loading = true
let load
void (async () => {
  while (loading) {
    load = runJest('ignore')
    await load.done
  }
})()

let failed = 0
for (let run = 1; run <= runs; run++) {
  const { code, seconds } = await runJest(['ignore', 'ignore', 'inherit']).done
  if (code !== 0) failed++
  console.log(
    `run ${run} of ${runs} beside another jest: ${seconds.toFixed(1)} s, ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`,
  )
}
loading = false
load?.child.kill()
console.log(
  failed ? `${failed} of ${runs} runs failed under load` : `all ${runs} runs passed under load`,
)
process.exit(failed ? 1 : 0)
