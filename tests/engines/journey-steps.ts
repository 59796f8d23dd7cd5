/**
 * What the engines' journeys (journeys.ts) are made of: a journey's shape, waiting, assertions that
 * name what they expected, and finding by role and name in the page (tests/harness/page-library.ts).
 */
import type { Engine } from '../harness/engine'

export type Journey = {
  name: string
  run: (engine: Engine) => Promise<void>
  /**
   * Set on a journey whose subject is content an editor may remove (a project with photographs
   * and a before/after pair): it runs on the tidewater content set, which keeps one, and only
   * there (tests/e2e/content.ts, `tidewater`; run.ts chooses).
   */
  onTidewater?: true
}

/** Polls `probe` until `accept` holds for its value; fails with the description and last value. */
export async function waitFor<T>(
  description: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean = Boolean,
  timeout = 15_000,
): Promise<T> {
  const started = Date.now()
  let last: T | undefined
  let lastError: unknown
  for (;;) {
    try {
      last = await probe()
      if (accept(last)) return last
    } catch (error) {
      lastError = error
    }
    if (Date.now() - started > timeout)
      throw new Error(
        `timed out waiting for ${description}; last value ${JSON.stringify(last)}${lastError ? `, last error ${String(lastError)}` : ''}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}
export function equal<T>(actual: T, expected: T, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
}
export const is =
  <T>(expected: T) =>
  (value: T) =>
    JSON.stringify(value) === JSON.stringify(expected)

/** The in-page selector of an element found by role and name (see tests/harness/page-library.ts), or null. */
export const find = (engine: Engine, role: string, name: string | null, scope?: string) =>
  engine.run<string | null>(
    'return mark(visibleByRole(args[0], args[1], args[2]))',
    role,
    name,
    scope,
  )

export async function clickRole(engine: Engine, role: string, name: string, scope?: string) {
  const selector = await waitFor(`a visible ${role} "${name}"`, () =>
    find(engine, role, name, scope),
  )
  await engine.click(selector!)
}

/** Starts the page's runtime (a key press is a first intent) and waits until React owns `selector`. */
export async function waitForHydration(engine: Engine, selector: string) {
  await engine.press('Shift')
  await waitFor(
    `React to hydrate ${selector}`,
    () => engine.run<boolean>('return hydrated(document.querySelector(args[0]))', selector),
    Boolean,
    30_000,
  )
}

export const pageErrors = (engine: Engine) =>
  engine.run<string[]>('return window.__engineErrors || ["the error recorder is not installed"]')

export const pathOf = async (engine: Engine) => {
  const url = new URL(await engine.url())
  return `${url.pathname}${url.search}${url.hash}`
}

export const menuToggle = '[aria-controls="mobile-menu"]'
