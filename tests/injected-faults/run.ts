/**
 * npm run test:injected-faults [text] — proof that the pipeline still catches what its tests were
 * written against. Each fault of faults.ts is a realistic defect, injected alone into a copy of this
 * working tree (.faults/, git-ignored); the copy is prepared (built) and then checked by the
 * cheapest stage of npm test that should catch it. A fault counts as caught only when the test it
 * names fails, as the runner's own report says (Playwright's and jest's JSON, the engines'
 * --report; a checker without a report: its finding in the output): a failed build, a port
 * already in use, a suite that does not compile or another test failing is "NOT CAUGHT", with the
 * reason (verdict.ts). Prints a table of fault, test that caught it and time; exits 1 if any fault
 * went uncaught, or could not be injected because the code it edits changed. `text` runs only the
 * faults whose name contains it. About 20 minutes for all of them.
 *
 * No mutation-testing tool fits: they mutate operators at random inside one test runner, while
 * these are chosen defects (a header, a stylesheet, a deploy file) caught across jest, the static
 * checks, Playwright and the other engines.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Edit } from './fault'
import { faults } from './faults'
import { preparationFailed, verdictOf } from './verdict'

const repo = process.cwd()
const workspace = join(repo, '.faults')
// Ports of their own, so the proof can run beside another test run (INJECTED_FAULTS_PORT moves them).
const port = Number(process.env.INJECTED_FAULTS_PORT ?? 4100)
const env = {
  ...process.env,
  CI: 'true',
  PORT: String(port),
  CDN_PORT: String(port + 10),
  ENGINES_PORT: String(port + 750),
}

function copyTree() {
  rmSync(workspace, { recursive: true, force: true })
  mkdirSync(workspace)
  // As scripts/test/with-content-set.sh copies a tree: without what is installed or built.
  execFileSync('bash', [
    '-c',
    `tar -C "${repo}" -cf - --exclude=./.git --exclude=./node_modules --exclude=./.next --exclude=./out --exclude=./.content-sets --exclude=./.faults --exclude=./package-lock.json --exclude=./test-results --exclude=./playwright-report --exclude=./.wrangler --exclude=./.bench --exclude=./.lighthouseci --exclude=./public/images/responsive . | tar -C "${workspace}" -xf -`,
  ])
  symlinkSync('../node_modules', join(workspace, 'node_modules'))
}

function inject(edits: Edit[]): string | undefined {
  for (const { file, find, replace } of edits) {
    const path = join(workspace, file)
    const text = readFileSync(path, 'utf8')
    if (find === '') writeFileSync(path, text + replace)
    else if (!text.includes(find)) return `${file} no longer holds \`${find}\``
    else writeFileSync(path, text.split(find).join(replace))
  }
}

function restore(edits: Edit[]) {
  for (const { file } of edits) copyFileSync(join(repo, file), join(workspace, file))
}

/** Runs a shell command in the copy; its exit status, output and the report it wrote to $REPORT. */
function runInCopy(command: string) {
  const reportFile = join(reports, 'report.json')
  rmSync(reportFile, { force: true })
  const result = spawnSync('bash', ['-c', command], {
    cwd: workspace,
    env: { ...env, REPORT: reportFile, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    report: existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : undefined,
  }
}

const only = process.argv[2]
const chosen = faults.filter((fault) => !only || fault.name.includes(only))
const reports = mkdtempSync(join(tmpdir(), 'injected-faults-'))
copyTree()
const rows: string[] = []
let uncaught = 0
for (const fault of chosen) {
  const started = Date.now()
  const problem = inject(fault.edits)
  let verdict: string
  if (problem) {
    verdict = `NOT INJECTED: ${problem}`
    uncaught++
  } else {
    const prepared = fault.prepare ? runInCopy(fault.prepare) : undefined
    if (prepared && prepared.status !== 0) {
      verdict = preparationFailed(fault.prepare!, prepared).text
      console.log(prepared.output.slice(-3000))
      uncaught++
    } else {
      const result = runInCopy(fault.check)
      const { caught, text } = verdictOf(fault.report, fault.caughtBy, result, `${workspace}/`)
      verdict = text
      if (!caught) {
        uncaught++
        console.log(result.output.slice(-3000))
      }
    }
  }
  restore(fault.edits)
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`${fault.name}: ${verdict} (${seconds} s)`)
  rows.push(
    `| ${fault.name} | \`${fault.check.replace(/\|/g, '\\|')}\` | ${verdict.replace(/\|/g, '\\|')} | ${seconds} s |`,
  )
}
console.log('\n| fault | check | result | time |\n| --- | --- | --- | --- |')
console.log(rows.join('\n'))
rmSync(reports, { recursive: true, force: true })
if (existsSync(workspace)) rmSync(workspace, { recursive: true, force: true })
process.exit(uncaught > 0 ? 1 : 0)
