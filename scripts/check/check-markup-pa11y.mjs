// @ts-check
/**
 * The pa11y checker of scripts/check/check-markup.mjs: serves the export with scripts/serve/serve.mjs and runs
 * pa11y with both its runners, axe and HTML_CodeSniffer, standard WCAG 2 AA, on every page at each
 * width, in Chromium (Debian's headless shell where installed, as the browser tests use:
 * playwright.config.ts), two pages at a time.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = '/usr/lib/chromium/chromium-headless-shell'

/** @typedef {{ page: string, code: string, where: string, extract?: string }} Finding */

/** out/about.html → /about, out/index.html → /, out/a/index.html → /a */
function pathFor(/** @type {string} */ name) {
  const path =
    '/' +
    name
      .split('\\')
      .join('/')
      .replace(/\.html$/, '')
  if (path === '/index') return '/'
  return path.replace(/\/index$/, '')
}

/**
 * @param {string} root
 * @param {number} port
 */
async function startServer(root, port) {
  const server = spawn(
    process.execPath,
    ['scripts/serve/serve.mjs', '--port', String(port), '--dir', root],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await /** @type {Promise<void>} */ (
    new Promise((resolveStart, reject) => {
      server.once('exit', (code) =>
        reject(new Error(`check-markup: the server exited (${code}); is port ${port} free?`)),
      )
      server.stdout.on('data', (chunk) => {
        if (String(chunk).includes('Serving')) resolveStart()
      })
    })
  )
  server.removeAllListeners('exit')
  return server
}

/**
 * pa11y with axe and HTML_CodeSniffer on every page at each width, two pages at a time.
 * @param {string[]} names
 * @param {{ root: string, port: number, widths: number[], isSuppressed: (checker: string, code: string) => boolean }} options
 */
export async function runPa11y(names, { root, port, widths, isSuppressed }) {
  const { default: pa11y } = await import('pa11y')
  const puppeteer = (await import('puppeteer')).default
  const server = await startServer(root, port)
  const browser = await puppeteer.launch({
    executablePath: existsSync(chromium) ? chromium : undefined,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--font-render-hinting=slight',
    ],
  })
  /** @type {Finding[]} */
  const errors = []
  /** @type {Map<string, Set<string>>} */
  const review = new Map()
  const counts = { htmlcsWarnings: 0, htmlcsNotices: 0, axeReview: 0 }
  const jobs = names.flatMap((name) => widths.map((width) => ({ name, width })))
  try {
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const { name, width } = job
        const result = await pa11y(`http://127.0.0.1:${port}${pathFor(name)}`, {
          browser,
          runners: ['axe', 'htmlcs'],
          standard: 'WCAG2AA',
          includeWarnings: true,
          includeNotices: true,
          viewport: { width, height: width < 768 ? 844 : 900 },
          timeout: 120_000,
          log: { debug() {}, error: console.error, info() {} },
        })
        for (const issue of result.issues) {
          const axe = issue.runner === 'axe'
          if (axe && issue.runnerExtras?.needsFurtherReview) {
            counts.axeReview += 1
            const key = `${issue.code}: ${issue.message}`
            const seen = review.get(key) ?? new Set()
            seen.add(`${name}@${width}`)
            review.set(key, seen)
            continue
          }
          if (!axe && issue.type === 'warning') {
            counts.htmlcsWarnings += 1
            continue
          }
          if (!axe && issue.type === 'notice') {
            counts.htmlcsNotices += 1
            continue
          }
          if (isSuppressed(`pa11y-${issue.runner}`, issue.code)) continue
          errors.push({
            page: `${name} @ ${width}px`,
            code: `${issue.runner} ${issue.code}`,
            where: issue.selector,
            extract: issue.message,
          })
        }
      }
    }
    await Promise.all([worker(), worker()])
  } finally {
    await browser.close()
    server.kill()
  }
  return { errors, counts, review }
}
