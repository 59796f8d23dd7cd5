/**
 * @jest-environment node
 */
/**
 * scripts/check/audit.mjs: a high or critical advisory fails, an unreachable advisory service is
 * reported as "did not run" (never as a pass), anything else it cannot read fails. Fed recorded
 * and report-shaped outputs of `npm audit --json` (tests/fixtures/audit/).
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { decideAudit, exitCodes } from '@/scripts/check/audit.mjs'

const fixture = (name: string) => readFileSync(join('tests/fixtures/audit', name), 'utf8')
const critical = JSON.parse(fixture('critical.json'))

/** The critical report with its one advisory at another level. */
function reportAt(severity: 'high' | 'moderate' | 'low') {
  const report = structuredClone(critical)
  report.vulnerabilities.next.severity = severity
  report.vulnerabilities.next.via[0].severity = severity
  report.metadata.vulnerabilities = {
    ...report.metadata.vulnerabilities,
    critical: 0,
    [severity]: 1,
  }
  return JSON.stringify(report)
}
const clean = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } },
})

describe('decideAudit', () => {
  it('fails on a critical advisory, naming the package', () => {
    const result = decideAudit(fixture('critical.json'))
    expect(result.status).toBe('failed')
    expect(result.counts).toMatchObject({ critical: 1, high: 0 })
    expect(result.blocking).toEqual([expect.stringContaining('next (critical')])
    expect(result.line).toMatch(/^NPM AUDIT FAILED/)
    expect(exitCodes.failed).not.toBe(0)
  })

  it('fails on a high advisory', () => {
    expect(decideAudit(reportAt('high')).status).toBe('failed')
  })

  it('fails when the counts say high even if the list is empty, and the other way round', () => {
    const countsOnly = JSON.parse(clean)
    countsOnly.metadata.vulnerabilities.high = 2
    expect(decideAudit(JSON.stringify(countsOnly)).status).toBe('failed')
    const listOnly = JSON.parse(fixture('critical.json'))
    listOnly.metadata.vulnerabilities.critical = 0
    expect(decideAudit(JSON.stringify(listOnly)).status).toBe('failed')
  })

  it('passes with only moderate or low advisories, or none', () => {
    for (const output of [reportAt('moderate'), reportAt('low'), clean]) {
      const result = decideAudit(output)
      expect(result.status).toBe('passed')
      expect(exitCodes[result.status]).toBe(0)
    }
  })

  it('says in capitals that the audit DID NOT RUN when the service answers 405 (recorded)', () => {
    const result = decideAudit(fixture('unreachable-405.json'))
    expect(result.status).toBe('unreachable')
    expect(result.line).toMatch(/^NPM AUDIT DID NOT RUN: .*405.*NOT CHECKED/)
    expect(exitCodes.unreachable).not.toBe(exitCodes.passed)
    expect(exitCodes.unreachable).not.toBe(exitCodes.failed)
  })

  it('treats a network error as unreachable, and any other output as a failure', () => {
    const offline = { error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry' } }
    expect(decideAudit(JSON.stringify(offline)).status).toBe('unreachable')
    for (const output of [
      '',
      'npm ERR! something',
      'null',
      '[]',
      '{}',
      JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires a lockfile' } }),
    ]) {
      const result = decideAudit(output)
      expect(result.status).toBe('error')
      expect(exitCodes[result.status]).toBe(1)
    }
  })
})

describe('scripts/check/audit.mjs, run with a stand-in npm', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** Runs the script in `dir` with an `npm` that prints `output` for `npm audit`. */
  function run(output: string) {
    writeFileSync(join(dir, 'output.json'), output)
    const npm = join(dir, 'npm')
    writeFileSync(
      npm,
      `#!/bin/sh\nif [ "$1" = "--version" ]; then echo 11.0.0; exit 0; fi\ncat "${join(dir, 'output.json')}"\nexit 1\n`,
    )
    chmodSync(npm, 0o755)
    const run = spawnSync(process.execPath, [resolve('scripts/check/audit.mjs')], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${dir}${delimiter}${process.env.PATH}` },
    })
    return { status: run.status, stderr: run.stderr, stdout: run.stdout }
  }

  it('exits 3 and says it did not run when the service answers 405', () => {
    const { status, stderr } = run(fixture('unreachable-405.json'))
    expect(status).toBe(exitCodes.unreachable)
    expect(stderr).toContain('NPM AUDIT DID NOT RUN')
  })

  it('fails on a critical advisory', () => {
    const { status, stderr } = run(fixture('critical.json'))
    expect(status).toBe(exitCodes.failed)
    expect(stderr).toMatch(/^NPM AUDIT FAILED: .*1 critical/)
  })

  it('exits 0 on a clean report', () => {
    const { status, stdout } = run(clean)
    expect(status).toBe(0)
    expect(stdout).toMatch(/0 critical, 0 high/)
  })
})
