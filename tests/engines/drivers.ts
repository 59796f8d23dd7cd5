/**
 * The two engines Playwright's Chromium does not cover, each behind the same small interface the
 * journeys (journeys.ts) use: Firefox ESR over WebDriver BiDi (puppeteer-core, no geckodriver) and
 * WebKitGTK, Safari's engine family, over classic WebDriver (WebKitWebDriver driving MiniBrowser
 * under xvfb-run, through a few plain HTTP calls). Both are Debian's packages (.ci/run installs
 * them): npm's install scripts never run here, so nothing downloads a browser.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { pageLibrary } from './page-library'

export type Key = 'Tab' | 'Enter' | 'Escape' | 'Shift' | 'ArrowRight' | 'ArrowLeft' | 'End' | 'Home'

export interface Engine {
  name: string
  /** Opens a path of the site and waits for the page's load event. */
  open(path: string): Promise<void>
  /** Runs `body` in the page, with the page library's helpers (page-library.ts) and `args` in scope. */
  run<T>(body: string, ...args: unknown[]): Promise<T>
  /** A real click on the element the CSS selector finds, scrolled into view instantly first. */
  click(selector: string): Promise<void>
  /** A real key press, to whatever has focus. */
  press(key: Key): Promise<void>
  /** Types text as key presses, to whatever has focus. */
  type(text: string): Promise<void>
  /** Sets the viewport (the inner size) to this width and height in CSS pixels. */
  resize(width: number, height: number): Promise<void>
  url(): Promise<string>
  close(): Promise<void>
}

export const firefoxBinary = '/usr/bin/firefox-esr'
export const webkitDriverBinary = '/usr/bin/WebKitWebDriver'
export const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** Wraps the in-page helpers around a journey's script (both drivers pass `args` the same way). */
const script = (body: string) => `${pageLibrary}\n${body}`

/** Scrolls the element into view at once (no smooth scrolling), so a click lands where it is. */
const scrollIntoView = `var el = document.querySelector(args[0]); if (!el) throw new Error('no element ' + args[0]);
el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' }); return true`

export async function launchFirefox(baseURL: string): Promise<Engine> {
  if (!existsSync(firefoxBinary))
    throw new Error(`${firefoxBinary} is missing: apt-get install firefox-esr`)
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxBinary,
    headless: true,
    // No mail handler prompt, no first-run pages, no telemetry.
    extraPrefsFirefox: {
      'network.protocol-handler.external.mailto': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  })
  const page: Page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 800 })
  const run = <T>(body: string, ...args: unknown[]) =>
    page.evaluate(
      new Function('...args', script(body)) as (...a: unknown[]) => T,
      ...args,
    ) as Promise<T>
  return {
    name: 'Firefox ESR',
    async open(path) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })
    },
    run,
    async click(selector) {
      await run(scrollIntoView, selector)
      await page.click(selector)
    },
    async press(key) {
      await page.keyboard.press(key)
    },
    async type(text) {
      await page.keyboard.type(text)
    },
    async resize(width, height) {
      await page.setViewport({ width, height })
    },
    async url() {
      return page.url()
    },
    async close() {
      await browser.close()
    },
  }
}

/** WebDriver's codes for the keys the journeys press. */
const webdriverKeys: Record<Key, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Shift: '\uE008',
  ArrowRight: '\uE014',
  ArrowLeft: '\uE012',
  End: '\uE010',
  Home: '\uE011',
}

export async function launchWebKit(baseURL: string, port: number): Promise<Engine> {
  for (const file of [webkitDriverBinary, miniBrowser])
    if (!existsSync(file))
      throw new Error(`${file} is missing: apt-get install webkit2gtk-driver xvfb`)
  // MiniBrowser needs a display: xvfb-run gives the driver (and the browser it starts) one.
  const driver: ChildProcess = spawn(
    'xvfb-run',
    [
      '--auto-servernum',
      '--server-args=-screen 0 1920x1080x24',
      webkitDriverBinary,
      `--port=${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  let driverLog = ''
  driver.stderr?.on('data', (chunk: Buffer) => (driverLog += chunk.toString()))
  const endpoint = `http://127.0.0.1:${port}`

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${endpoint}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as { value: T & { error?: string; message?: string } }
    if (!response.ok)
      throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`)
    return json.value
  }

  // The driver takes a moment to listen.
  const started = Date.now()
  for (;;) {
    try {
      await call('GET', '/status')
      break
    } catch (error) {
      if (Date.now() - started > 20_000)
        throw new Error(`WebKitWebDriver did not start: ${String(error)}\n${driverLog}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  const session = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      },
    },
  })
  const base = `/session/${session.sessionId}`
  const run = <T>(body: string, ...args: unknown[]) =>
    call<T>('POST', `${base}/execute/sync`, {
      script: `var args = Array.prototype.slice.call(arguments);\n${script(body)}`,
      args,
    })
  const keyActions = (keys: string[]) =>
    call('POST', `${base}/actions`, {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: keys.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    })
  const engine: Engine = {
    name: 'WebKitGTK',
    async open(path) {
      // Classic WebDriver's navigation returns once the page has loaded.
      await call('POST', `${base}/url`, { url: new URL(path, baseURL).href })
    },
    run,
    async click(selector) {
      // WebKitWebDriver answers "element not interactable" while the element is still being
      // scrolled smoothly into view: it is put there instantly first.
      await run(scrollIntoView, selector)
      const element = await call<Record<string, string>>('POST', `${base}/element`, {
        using: 'css selector',
        value: selector,
      })
      await call('POST', `${base}/element/${Object.values(element)[0]}/click`, {})
    },
    async press(key) {
      await keyActions([webdriverKeys[key]])
    },
    async type(text) {
      // A line break is the Enter key; WebDriver sends "\n" as no key at all.
      await keyActions([...text].map((char) => (char === '\n' ? webdriverKeys.Enter : char)))
    },
    async resize(width, height) {
      // The window's outer size is what WebDriver sets: correct it by the browser's own chrome.
      await call('POST', `${base}/window/rect`, { width, height })
      const inner = await run<[number, number]>('return [innerWidth, innerHeight]')
      if (inner[0] !== width || inner[1] !== height)
        await call('POST', `${base}/window/rect`, {
          width: 2 * width - inner[0],
          height: 2 * height - inner[1],
        })
    },
    async url() {
      return call<string>('GET', `${base}/url`)
    },
    async close() {
      try {
        await call('DELETE', base)
      } finally {
        if (driver.pid) process.kill(-driver.pid, 'SIGTERM')
      }
    },
  }
  await engine.resize(1280, 800)
  return engine
}
