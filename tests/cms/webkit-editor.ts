/**
 * The hosted editor in WebKit, Safari's engine (WebKitGTK's MiniBrowser through WebKitWebDriver,
 * as tests/engines drives it), for the WebKit specs of tests/cms: the editor npm run build:cms
 * made, served with its own headers and CSP (playwright.cms.config.ts), on a copy of content/
 * through "Work with Local Repository" (the sign-in needs GitHub; tests/harness/local-repository.ts).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect } from '@playwright/test'
import { type Engine, pngOf } from '../harness/engine'
import { serveWithLocalRepository } from '../harness/local-repository'
import { launchWebKit } from '../harness/webkit'

const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const frontPort = hostedPort + 2
/** WebKitWebDriver's port, which the local /admin's test uses too. */
export const driverPort = hostedPort + 3

/**
 * What Safari on an iPhone answers that WebKitGTK under xvfb, which has a mouse, does not: no fine
 * pointer. Sveltia reads `(pointer: fine)` as it starts and, where it fails, gives each list item
 * Move Up and Move Down buttons instead of a drag handle; the page is answered so before it starts.
 */
export const asAnIPhone = `var media = window.matchMedia.bind(window);
window.matchMedia = function (query) { return media(String(query).replace('(pointer: fine)', '(pointer: coarse)')); };`

export interface WebKitEditor {
  engine: Engine
  /** The copy of the site the editor works on: its content/ is what a save writes. */
  repository: string
  /** The selector of the visible element the in-page script finds (with `args`), once it shows. */
  find(script: string, ...args: unknown[]): Promise<string>
  /** The selector of the visible button of that name, inside `scope` (a selector) if given. */
  button(name: string, scope?: string): Promise<string>
  close(): Promise<void>
}

/**
 * The hosted editor in WebKit, working with a copy of content/ in `repository`, at the viewport
 * given, with `pageScript` run before the editor's own scripts; once it has opened the content.
 */
export async function openWebKitEditor(
  repository: string,
  { viewport, pageScript }: { viewport?: [number, number]; pageScript?: string } = {},
): Promise<WebKitEditor> {
  mkdirSync(repository, { recursive: true })
  cpSync('content', join(repository, 'content'), { recursive: true })
  execFileSync('git', ['init', '-q'], { cwd: repository })
  const front = await serveWithLocalRepository(
    repository,
    `http://127.0.0.1:${hostedPort}`,
    frontPort,
    { pageScript },
  )
  const engine = await launchWebKit(`http://127.0.0.1:${frontPort}`, driverPort).catch(
    (error: unknown) => {
      front.close()
      throw error
    },
  )
  const close = async () => {
    try {
      await engine.close()
    } finally {
      front.close()
    }
  }
  const find = async (script: string, ...args: unknown[]) => {
    let selector: string | null = null
    try {
      await expect
        .poll(async () => (selector = await engine.run<string | null>(script, ...args)), {
          timeout: 20_000,
        })
        .not.toBeNull()
    } catch (error) {
      // What the editor showed instead, beside the test's other output: WebKitGTK gives no trace.
      await engine
        .screenshot()
        .then(pngOf)
        .then((png) => writeFileSync(join(dirname(repository), 'editor-when-not-found.png'), png))
        .catch(() => {})
      throw error
    }
    return selector as unknown as string
  }
  const button = (name: string, scope = 'body') =>
    find('return mark(visibleByRole("button", args[0], args[1]))', name, scope)
  try {
    if (viewport) await engine.resize(...viewport)
    await engine.open('/')
    await engine.click(await button('Work with Local Repository'))
    await expect
      .poll(() => engine.run<string>('return location.hash'))
      .toMatch(/^#\/collections(\/|$)/)
  } catch (error) {
    await close()
    throw error
  }
  return { engine, repository, find, button, close }
}
