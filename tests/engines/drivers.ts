/**
 * The two engines Playwright's Chromium does not cover, each behind the same small interface the
 * journeys (journeys.ts) use: Firefox ESR over WebDriver BiDi (puppeteer-core, no geckodriver) and
 * WebKitGTK, Safari's engine family, over classic WebDriver (WebKitWebDriver driving MiniBrowser
 * under xvfb-run, through a few plain HTTP calls). Both are Debian's packages (.ci/run installs
 * them): npm's install scripts never run here, so nothing downloads a browser.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import sharp from 'sharp'
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
  /** Chooses a file of this machine in the file input the CSS selector finds (hidden or not), as a person's file picker would. */
  upload(selector: string, file: string): Promise<void>
  /** A real key press, to whatever has focus. */
  press(key: Key): Promise<void>
  /** Types text as key presses, to whatever has focus. */
  type(text: string): Promise<void>
  /** Sets the viewport (the inner size) to this width and height in CSS pixels. */
  resize(width: number, height: number): Promise<void>
  /** The whole page (beyond the viewport), at one device pixel per CSS pixel. */
  screenshot(): Promise<Pixels>
  /** The browser's Back, as its button or a phone's Back gesture: not the page's history.back(). */
  back(): Promise<void>
  /** The browser's Forward. */
  forward(): Promise<void>
  url(): Promise<string>
  close(): Promise<void>
}

/** An image as its pixels: four bytes (red, green, blue, alpha) a pixel, row after row. */
export interface Pixels {
  width: number
  height: number
  data: Buffer
}

/**
 * A PNG's pixels, decoded by sharp (libvips): a page's full-length capture takes 0.2 s there
 * against 0.7 s in pngjs, and a capture is never encoded again unless it is to be written.
 */
export async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, data }
}

/** Pixels as a PNG file's bytes, to write. */
export const pngOf = ({ width, height, data }: Pixels) =>
  sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer()

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
      // A minute, not puppeteer's 30 s: a full-page load on a busy two-core machine can take longer.
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load', timeout: 60_000 })
    },
    run,
    async click(selector) {
      await run(scrollIntoView, selector)
      await page.click(selector)
    },
    async upload(selector, file) {
      const input = await page.$(selector)
      if (!input) throw new Error(`no element ${selector}`)
      await (input as import('puppeteer-core').ElementHandle<HTMLInputElement>).uploadFile(file)
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
    async screenshot() {
      return pixelsOf(Buffer.from(await page.screenshot({ fullPage: true, type: 'png' })))
    },
    async back() {
      await page.goBack()
    },
    async forward() {
      await page.goForward()
    },
    async url() {
      return page.url()
    },
    async close() {
      await browser.close()
    },
  }
}

/**
 * Scrolls the page to args[0] at once, without its overlay scrollbar while args[1] holds (WebKitGTK
 * draws it despite scrollbar-width: none) and with its fixed elements hidden when args[2] holds.
 */
const showAt = `document.documentElement.style.overflow = args[1] ? 'hidden' : '';
document.querySelectorAll('body *').forEach(function (el) {
  if (getComputedStyle(el).position === 'fixed') el.style.visibility = args[2] ? 'hidden' : '';
});
scrollTo({ top: args[0], behavior: 'instant' });
return new Promise(function (done) { requestAnimationFrame(function () { requestAnimationFrame(done); }); })`

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
  // MiniBrowser's toolbar holds its window at least 447 px wide: a user style sheet for GTK
  // (not the page) shrinks the toolbar's widgets so the viewport can be a phone's 390 px.
  const gtkConfig = mkdtempSync(join(tmpdir(), 'engines-gtk-'))
  mkdirSync(join(gtkConfig, 'gtk-3.0'))
  writeFileSync(
    join(gtkConfig, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }',
  )
  // MiniBrowser needs a display: xvfb-run gives the driver (and the browser it starts) one.
  const driver: ChildProcess = spawn(
    'xvfb-run',
    [
      '--auto-servernum',
      '--server-args=-screen 0 1920x1080x24',
      webkitDriverBinary,
      `--port=${port}`,
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      env: { ...process.env, XDG_CONFIG_HOME: gtkConfig },
    },
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
      // It answers the same while the element is still fading or sliding in (the content
      // editor's dialogs and sign-in page): asked again, for a few seconds.
      for (let attempt = 0; ; attempt++) {
        try {
          await call('POST', `${base}/element/${Object.values(element)[0]}/click`, {})
          return
        } catch (error) {
          if (attempt >= 20 || !String(error).includes('element not interactable')) throw error
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }
    },
    async upload(selector, file) {
      // WebDriver's "send keys" to a file input chooses the file at that path.
      const element = await call<Record<string, string>>('POST', `${base}/element`, {
        using: 'css selector',
        value: selector,
      })
      await call('POST', `${base}/element/${Object.values(element)[0]}/value`, { text: file })
    },
    async press(key) {
      await keyActions([webdriverKeys[key]])
    },
    async type(text) {
      // A line break is the Enter key; WebDriver sends "\n" as no key at all.
      await keyActions([...text].map((char) => (char === '\n' ? webdriverKeys.Enter : char)))
    },
    async resize(width, height) {
      // The window's outer size is what WebDriver sets: it is corrected by the browser's own
      // chrome, measured once the window has taken the size asked (MiniBrowser takes it a moment
      // after WebDriver answers; read too early, the old size gave a negative width in CI).
      const innerSize = () => run<[number, number]>('return [innerWidth, innerHeight]')
      const chrome = { width: 0, height: 0 }
      for (let attempt = 0; attempt < 5; attempt++) {
        await call('POST', `${base}/window/rect`, {
          width: width + chrome.width,
          height: height + chrome.height,
        })
        let inner = await innerSize()
        for (let read = 0; read < 20; read++) {
          await new Promise((resolve) => setTimeout(resolve, 150))
          const again = await innerSize()
          const settled = again[0] === inner[0] && again[1] === inner[1]
          inner = again
          if (settled) break
        }
        if (inner[0] === width && inner[1] === height) return
        const outer = await call<{ width: number; height: number }>('GET', `${base}/window/rect`)
        if (outer.width >= inner[0] && outer.height >= inner[1])
          Object.assign(chrome, { width: outer.width - inner[0], height: outer.height - inner[1] })
      }
      throw new Error(`WebKitGTK: the viewport did not become ${width}×${height}`)
    },
    async screenshot() {
      // WebKitWebDriver captures the viewport only (even of an element), and a window as tall as
      // the page would stretch its vh lengths: the page is captured a viewport at a time and the
      // pieces joined. Fixed elements show once, at the top, as in Chromium's full-page capture.
      const [width, height, full] = await run<[number, number, number]>(
        'return [innerWidth, innerHeight, document.documentElement.scrollHeight]',
      )
      const row = width * 4
      const whole = Buffer.alloc(row * full)
      for (let top = 0; top < full; top += height) {
        const scrolled = Math.min(top, full - height)
        await run(showAt, scrolled, true, top > 0)
        const piece = await pixelsOf(
          Buffer.from(await call<string>('GET', `${base}/screenshot`), 'base64'),
        )
        // The rows from `top` down that this piece shows, each cut to the viewport's width.
        for (let y = top; y < Math.min(top + height, full); y++) {
          const start = (y - scrolled) * piece.width * 4
          piece.data.copy(whole, y * row, start, start + row)
        }
      }
      await run(showAt, 0, false, false)
      return { width, height: full, data: whole }
    },
    async back() {
      await call('POST', `${base}/back`, {})
    },
    async forward() {
      await call('POST', `${base}/forward`, {})
    },
    async url() {
      return call<string>('GET', `${base}/url`)
    },
    async close() {
      try {
        await call('DELETE', base)
      } finally {
        if (driver.pid) process.kill(-driver.pid, 'SIGTERM')
        rmSync(gtkConfig, { recursive: true, force: true })
      }
    },
  }
  await engine.resize(1280, 800)
  return engine
}
