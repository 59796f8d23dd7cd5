/**
 * WebKitGTK over classic WebDriver (WebKitWebDriver driving MiniBrowser under xvfb-run, through a
 * few plain HTTP calls), behind the engines' interface (engine.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Engine, type Key, inPage, pixelsOf, scrollIntoView } from './engine'

const webkitDriverBinary = '/usr/bin/WebKitWebDriver'
const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

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
      script: `var args = Array.prototype.slice.call(arguments);\n${inPage(body)}`,
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
