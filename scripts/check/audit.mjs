#!/usr/bin/env node
// @ts-check
/**
 * `npm audit --omit=dev --audit-level=high`, which never passes silently: `passed` (exit 0), `failed`
 * on a high or critical advisory, `error` on output it cannot read (1), `unreachable` when the
 * advisory service does not answer (3: NOT checked, a warning in .ci/run).
 */
import { spawnSync } from 'node:child_process'
import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** @typedef {'passed' | 'failed' | 'error' | 'unreachable'} AuditStatus */
/** @typedef {'critical' | 'high' | 'moderate' | 'low' | 'info'} Level */

/** @type {Record<AuditStatus, number>} */
export const exitCodes = { passed: 0, failed: 1, error: 1, unreachable: 3 }
const command = ['audit', '--omit=dev', '--audit-level=high']
/** @type {Level[]} */
const levels = ['critical', 'high', 'moderate', 'low', 'info']
/** npm's error codes for a service it could not reach; any other error fails the check. */
const networkErrors = [
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ERR_SOCKET_TIMEOUT',
]

/**
 * What an `npm audit --json` output means: its status, one line saying so, and with a report the
 * count of advisories by level and those that fail the check.
 * @param {string} stdout
 * @returns {{ status: AuditStatus, line: string, counts?: Record<Level, number>, blocking?: string[] }}
 */
export function decideAudit(stdout) {
  let report
  try {
    report = JSON.parse(stdout)
  } catch {
    report = undefined
  }
  if (report === null || typeof report !== 'object')
    return { status: 'error', line: 'NPM AUDIT FAILED: its output is not a JSON report.' }
  const counts = report.metadata?.vulnerabilities
  if (counts && typeof counts === 'object' && report.error === undefined) {
    const tally = /** @type {Record<Level, number>} */ (
      Object.fromEntries(levels.map((level) => [level, Number(counts[level] ?? 0)]))
    )
    /** @type {{ name?: string, severity?: string, range?: string }[]} */
    const vulnerabilities = Object.values(report.vulnerabilities ?? {})
    const blocking = vulnerabilities
      .filter((v) => v && (v.severity === 'high' || v.severity === 'critical'))
      .map((v) => `${v.name} (${v.severity}, ${v.range ?? 'any version'})`)
    const summary = levels.map((level) => `${tally[level]} ${level}`).join(', ')
    return tally.high + tally.critical > 0 || blocking.length > 0
      ? {
          status: 'failed',
          counts: tally,
          blocking,
          line: `NPM AUDIT FAILED: high or critical advisories in the production dependencies (${summary}).`,
        }
      : {
          status: 'passed',
          counts: tally,
          line: `npm audit (production dependencies): ${summary}.`,
        }
  }
  const code = report.error?.code
  if (report.statusCode !== undefined || networkErrors.includes(code)) {
    const why = report.message || report.error?.summary || code || `HTTP ${report.statusCode}`
    return {
      status: 'unreachable',
      line: `NPM AUDIT DID NOT RUN: the advisory service could not be reached (${why}). THE DEPENDENCIES WERE NOT CHECKED FOR ADVISORIES.`,
    }
  }
  return {
    status: 'error',
    line: `NPM AUDIT FAILED: ${report.error?.summary || report.message || 'the output has neither advisory counts nor a network error'}. The dependencies were NOT checked.`,
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const audit = spawnSync('npm', [...command, '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const result = decideAudit(audit.stdout ?? '')
  if (result.status === 'passed') console.log(result.line)
  else console.error(result.line)
  // npm's own table, for the advisories that fail the check.
  if (result.status === 'failed') spawnSync('npm', command, { stdio: 'inherit' })
  if (result.status === 'error') console.error(audit.stdout, audit.stderr)
  process.exit(exitCodes[result.status])
}
