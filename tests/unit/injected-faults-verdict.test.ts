/** @jest-environment node */
import { verdictOf } from '@/tests/injected-faults/verdict'

/** A Playwright JSON report (its reporter's shape) with one test per [file, describe, title, status]. */
const playwrightReport = (
  tests: [string, string, string, string][],
  errors: { message: string }[] = [],
) =>
  JSON.stringify({
    suites: tests.map(([file, describe, title, status]) => ({
      title: file,
      specs: [],
      suites: [
        {
          title: describe,
          specs: [{ title, tests: [{ projectName: 'chromium', status }] }],
        },
      ],
    })),
    errors,
  })

const focusTest = /gallery\.spec\.ts › .*returns? focus/

describe('an injected fault counts as caught', () => {
  it('when the test it names fails', () => {
    const report = playwrightReport([
      ['gallery.spec.ts', 'the gallery', 'Escape returns focus to the thumbnail', 'unexpected'],
      ['gallery.spec.ts', 'the gallery', 'a swipe moves to the next photo', 'expected'],
    ])
    expect(verdictOf('playwright', focusTest, { status: 1, output: '', report })).toEqual({
      caught: true,
      text: 'caught: gallery.spec.ts › the gallery › Escape returns focus to the thumbnail',
    })
  })

  it('when a jest test it names fails', () => {
    const report = JSON.stringify({
      testResults: [
        {
          name: '/copy/tests/unit/mailto.test.ts',
          assertionResults: [{ fullName: 'buildMailto encodes spaces', status: 'failed' }],
        },
      ],
    })
    expect(
      verdictOf(
        'jest',
        /mailto\.test\.ts › buildMailto /,
        { status: 1, output: '', report },
        '/copy/',
      ),
    ).toMatchObject({ caught: true })
  })

  it('when a checker without a report prints the finding it names', () => {
    const output = 'broken link on /about: /area/monterey\n'
    expect(verdictOf('output', /\/area\/\S+/, { status: 1, output })).toEqual({
      caught: true,
      text: 'caught: /area/monterey',
    })
  })
})

describe('an injected fault is not caught', () => {
  it('when the check passes', () => {
    const report = playwrightReport([['gallery.spec.ts', 'the gallery', 'focus', 'expected']])
    expect(verdictOf('playwright', focusTest, { status: 0, output: '', report }).caught).toBe(false)
  })

  it('when the check fails before any test: the server could not take its port', () => {
    const report = playwrightReport(
      [],
      [
        {
          message:
            'Error: http://127.0.0.1:4100 is already used, make sure that nothing is running on the port',
        },
      ],
    )
    const verdict = verdictOf('playwright', focusTest, { status: 1, output: '', report })
    expect(verdict.caught).toBe(false)
    expect(verdict.text).toMatch(/no test failed.*already used/)
  })

  it('when the check wrote no report (it stopped before the runner)', () => {
    const output =
      'Type error: Property "x" does not exist\nnpm error Lifecycle script `build` failed\n'
    const verdict = verdictOf('playwright', focusTest, { status: 1, output })
    expect(verdict.caught).toBe(false)
    expect(verdict.text).toMatch(/no test report.*build` failed/)
  })

  it('when other tests fail, not the one it names', () => {
    const report = playwrightReport([
      ['gallery.spec.ts', 'the gallery', 'a swipe moves to the next photo', 'unexpected'],
    ])
    const verdict = verdictOf('playwright', focusTest, { status: 1, output: '', report })
    expect(verdict.caught).toBe(false)
    expect(verdict.text).toContain(
      'gallery.spec.ts › the gallery › a swipe moves to the next photo',
    )
  })

  it('when a jest suite does not run at all', () => {
    const report = JSON.stringify({
      testResults: [
        {
          name: '/copy/tests/unit/mailto.test.ts',
          message: 'Test suite failed to run\n  SyntaxError: Unexpected token',
          assertionResults: [],
        },
      ],
    })
    const verdict = verdictOf('jest', /mailto/, { status: 1, output: '', report }, '/copy/')
    expect(verdict.caught).toBe(false)
    expect(verdict.text).toContain('tests/unit/mailto.test.ts: Test suite failed to run')
  })

  it('when a checker fails without printing the finding', () => {
    const output = 'Error: listen EADDRINUSE: address already in use 127.0.0.1:4140\n'
    const verdict = verdictOf('output', /\/area\/\S+/, { status: 1, output })
    expect(verdict.caught).toBe(false)
    expect(verdict.text).toContain('EADDRINUSE')
  })

  it('when an engine journey other than the one named fails', () => {
    const report = JSON.stringify([
      { engine: 'Firefox ESR', journey: 'screenshots at 390 px look as approved' },
      { engine: 'Firefox ESR', journey: 'the first click on a gallery photo', error: 'timed out' },
    ])
    const verdict = verdictOf('engines', /^Firefox ESR › screenshots at/, {
      status: 1,
      output: '',
      report,
    })
    expect(verdict.caught).toBe(false)
  })
})
