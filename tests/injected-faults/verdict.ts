/**
 * Whether an injected fault was caught (run.ts): only when the test it names failed, read from
 * the runner's own machine-readable report (Playwright's and jest's JSON, the engines' --report),
 * or for a checker without one, when it printed its finding. Any other non-zero exit (a failed
 * build, a port already in use, a suite that did not compile, another test failing) is "not
 * caught", with the reason.
 */

/** Where the check's verdict is read: a runner's JSON report, or a checker's output. */
export type ReportKind = 'playwright' | 'jest' | 'engines' | 'output'

export type CheckResult = {
  /** The exit status of the check (null when it was killed). */
  status: number | null
  /** Its stdout and stderr. */
  output: string
  /** The text of the report file it wrote, if any. */
  report?: string
}

export type Verdict = { caught: boolean; text: string }

/** The last two lines of the output that read as an error (else its last two lines), shortened. */
function lastLines(output: string) {
  const lines = output.split('\n').filter((line) => line.trim() !== '')
  const errors = lines.filter((line) => /error|fail|already used|EADDRINUSE/i.test(line))
  return (errors.length > 0 ? errors : lines).slice(-2).join(' / ').slice(0, 200)
}

type PlaywrightSuite = {
  title: string
  specs?: { title: string; tests: { projectName: string; status: string }[] }[]
  suites?: PlaywrightSuite[]
}
type PlaywrightReport = { suites?: PlaywrightSuite[]; errors?: { message?: string }[] }

/** The full title of every test Playwright reports as failed: "file › describe › title". */
function playwrightFailures(report: PlaywrightReport): string[] {
  const walk = (suite: PlaywrightSuite, path: string[]): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map(() => [...path, suite.title, spec.title].filter(Boolean).join(' › ')),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, suite.title])),
  ]
  return (report.suites ?? []).flatMap((suite) => walk(suite, []))
}

type JestReport = {
  testResults?: {
    name: string
    message?: string
    assertionResults?: { fullName: string; status: string }[]
  }[]
}

/** The full title of every jest test that failed, and the message of each suite that did not run. */
function jestFailures(report: JestReport, root: string) {
  const results = report.testResults ?? []
  const failed = results.flatMap((suite) =>
    (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${suite.name.replace(root, '')} › ${test.fullName}`),
  )
  const notRun = results
    .filter((suite) => (suite.assertionResults ?? []).length === 0 && suite.message)
    .map((suite) => `${suite.name.replace(root, '')}: ${lastLines(suite.message!)}`)
  return { failed, notRun }
}

type EnginesReport = { engine: string; journey: string; error?: string }[]

/** The verdict when the check could not even start: its preparation (a build) failed. */
export function preparationFailed(command: string, { status, output }: CheckResult): Verdict {
  return {
    caught: false,
    text: `NOT CAUGHT: the preparation (${command}) failed, exit ${status} (${lastLines(output)})`,
  }
}

/**
 * The verdict on one fault: caught when a test whose full title matches `caughtBy` failed (or,
 * for a checker's output, when the output holds the finding); else not caught, saying why.
 */
export function verdictOf(
  kind: ReportKind,
  caughtBy: RegExp,
  { status, output, report }: CheckResult,
  root = '',
): Verdict {
  if (status === 0) return { caught: false, text: 'NOT CAUGHT: the check passed' }
  const exit = `exit ${status}`
  if (kind === 'output') {
    const finding = output.match(caughtBy)?.[0]?.trim()
    return finding
      ? { caught: true, text: `caught: ${finding.slice(0, 140)}` }
      : { caught: false, text: `NOT CAUGHT: ${exit} without the finding (${lastLines(output)})` }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(report ?? '')
  } catch {
    return { caught: false, text: `NOT CAUGHT: ${exit} and no test report (${lastLines(output)})` }
  }
  let failed: string[]
  let notRun: string[] = []
  if (kind === 'playwright') {
    failed = playwrightFailures(parsed as PlaywrightReport)
    notRun = ((parsed as PlaywrightReport).errors ?? []).map((error) =>
      lastLines(error.message ?? ''),
    )
  } else if (kind === 'jest') {
    ;({ failed, notRun } = jestFailures(parsed as JestReport, root))
  } else {
    failed = (parsed as EnginesReport)
      .filter((result) => result.error !== undefined)
      .map((result) => `${result.engine} › ${result.journey}`)
  }
  const named = failed.find((title) => caughtBy.test(title))
  if (named) return { caught: true, text: `caught: ${named.slice(0, 160)}` }
  if (failed.length > 0)
    return {
      caught: false,
      text: `NOT CAUGHT: other tests failed, not the one named (${failed.slice(0, 3).join('; ')})`,
    }
  return {
    caught: false,
    text: `NOT CAUGHT: ${exit} with no test failed (${notRun[0] ?? lastLines(output)})`,
  }
}
