// @ts-check
/**
 * Runs a command and prints the CPU time the machine spent meanwhile, summed by program (Chromium,
 * Playwright, jest, Firefox ESR, WebKitGTK, Next's build…): where a run such as `.ci/run` spends
 * its cores (docs/testing.md, "Where the CPU goes"). Linux only: every process's CPU time is read
 * from /proc every 2 s. A process that lives under 2 s is missed, and counted in the line of
 * what no program was seen using. No tool does this: `time` counts only the command's own waited
 * children (Chromium's renderers are not), and `pidstat` is not installed here.
 *
 *   npm run bench:cpu -- bash .ci/run
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('usage: npm run bench:cpu -- <command> [arguments…]')
  process.exit(2)
}
/** Clock ticks a second (getconf CLK_TCK): 100 on every Linux this runs on. */
const ticksPerSecond = 100

/** The machine's busy ticks so far: all but idle and waiting for the disk. */
function machineBusy() {
  const [, ...fields] =
    readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.trim().split(/\s+/) ?? []
  const ticks = fields.map(Number)
  const [idle = 0, waiting = 0] = ticks.slice(3, 5)
  return ticks.reduce((sum, value) => sum + value, 0) - idle - waiting
}

/** A process's user and system ticks, or undefined once it has gone. */
function processTicks(/** @type {string} */ pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return undefined
  }
}

/** Which program a process is: Chromium rewrites its command line, Node is named by its script. */
const nodeScripts =
  /jest|playwright|next dev|next build|tsc|eslint|prettier|knip|wrangler|serve\.mjs|check-[a-z-]+|editor-path|engines|build-images|generate-social|subset-fonts|optimize-export|content-check|stryker/
function programOf(/** @type {string} */ pid) {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    const line = words.join(' ')
    if (/chrom/.test(line)) return 'Chromium'
    const program = (words[0] ?? '').split('/').at(-1) ?? ''
    if (/^(node|npm|npx|tsx)$/.test(program))
      return `node ${nodeScripts.exec(line)?.[0] ?? 'other'}`
    return program.slice(0, 40) || undefined
  } catch {
    return undefined
  }
}

/** @type {Map<string, { program: string, ticks: number }>} */
const seen = new Map()
/** @type {Map<string, number>} */
const byProgram = new Map()
function sample(/** @type {boolean} */ counting) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const ticks = processTicks(pid)
    if (ticks === undefined) continue
    const known = seen.get(pid)
    if (!known) {
      const program = programOf(pid)
      if (!program) continue
      // A process already running when the command started counts from then on; a new one whole.
      seen.set(pid, { program, ticks: counting ? 0 : ticks })
      continue
    }
    byProgram.set(known.program, (byProgram.get(known.program) ?? 0) + ticks - known.ticks)
    known.ticks = ticks
  }
}

sample(false)
const busyBefore = machineBusy()
const started = Date.now()
const timer = setInterval(() => sample(true), 2000)
const [program, ...programArguments] = /** @type {[string, ...string[]]} */ (command)
const child = spawn(program, programArguments, { stdio: 'inherit' })
child.on('exit', (code) => {
  clearInterval(timer)
  sample(true)
  const busy = (machineBusy() - busyBefore) / ticksPerSecond
  const counted = [...byProgram.values()].reduce((sum, ticks) => sum + ticks, 0) / ticksPerSecond
  const rows = [...byProgram]
    .map(([program, ticks]) => [program, ticks / ticksPerSecond])
    .filter(([, seconds]) => Number(seconds) >= 1)
    .sort((a, b) => Number(b[1]) - Number(a[1]))
  console.log(
    `\n== CPU-seconds by program: ${busy.toFixed(0)} busy in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
  for (const [program, seconds] of rows)
    console.log(`  ${Number(seconds).toFixed(1).padStart(8)}  ${program}`)
  console.log(
    `  ${(busy - counted).toFixed(1).padStart(8)}  processes under 2 s, or no program seen`,
  )
  process.exit(code ?? 1)
})
