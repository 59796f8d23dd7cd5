export type AuditStatus = 'passed' | 'failed' | 'error' | 'unreachable'

export type AuditDecision = {
  status: AuditStatus
  line: string
  counts?: Record<'critical' | 'high' | 'moderate' | 'low' | 'info', number>
  blocking?: string[]
  reason?: string
}

/** What the output of `npm audit --json` means: see scripts/audit.mjs. */
export function decideAudit(stdout: string): AuditDecision
export const exitCodes: Record<AuditStatus, number>
export const resultFile: string
