/** One injected fault of run.ts: the edits that make the defect, and the stage that must catch it. */
import type { ReportKind } from './verdict'

export type Edit = { file: string; find: string; replace: string }
export type Fault = {
  name: string
  edits: Edit[]
  /** What the check needs first (a build), as a shell command run in the copy; its failure is no catch. */
  prepare?: string
  /** The stage that must catch it, as a shell command run in the copy; $REPORT names its report file. */
  check: string
  /** Where the verdict is read: the runner's report, or (a checker without one) its output. */
  report: ReportKind
  /** The full title of the test that must fail ("file › describe › title"), or the checker's finding. */
  caughtBy: RegExp
}
