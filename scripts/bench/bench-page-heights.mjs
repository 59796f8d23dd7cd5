#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:heights`: how long each built page is on a phone (390 × 844, touch) and on a
 * laptop (1440 × 900): the page's height in px and in screens, the footer's height, and where the
 * first call to action of the page's content starts. A thumb should finish a page: at 390 px no
 * page may be longer than 8 screens (6,752 px) and the footer must fit in one screen (844 px);
 * the script prints every page and exits 1 when one misses either limit.
 *
 *   node scripts/bench/bench-page-heights.mjs [--dir out] [--port 4890] [--only REGEX]
 *
 * Measured in this machine's Chromium, the export served over HTTPS by scripts/serve/serve.mjs, after
 * the page's fonts and pictures have loaded (document.documentElement.scrollHeight). Lighthouse
 * measures speed, not length, so this is ours.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { chromium, devices } from '@playwright/test'
import { serve } from './bench-exports.mjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const dir = resolve(option('dir') ?? 'out')
const port = Number(option('port') ?? 4890)
const only = new RegExp(option('only') ?? '')
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

const phone = { width: 390, height: 844 }
const laptop = { width: 1440, height: 900 }
const maxScreens = 8

/** Every page of the export, as the address a visitor types: /, /about, /portfolio/…, and a 404. */
function pages() {
  /** @type {string[]} */
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const path = relative(dir, join(entry.parentPath, entry.name)).replace(/\.html$/, '')
    if (path.startsWith('_') || path === '404' || path.startsWith('admin')) continue
    found.push(path === 'index' ? '/' : `/${path.replace(/\/index$/, '')}`)
  }
  return [...found.sort(), '/a-page-that-does-not-exist'].filter((path) => only.test(path))
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ width: number, height: number }} viewport
 * @param {boolean} touch
 */
async function measure(browser, url, viewport, touch) {
  const context = await browser.newContext({
    ...(touch ? devices['iPhone 13'] : {}),
    viewport,
    ignoreHTTPSErrors: true,
  })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'load' })
  const figures = await page.evaluate(async () => {
    await document.fonts.ready
    const footer = document.querySelector('footer')
    return {
      height: document.documentElement.scrollHeight,
      footer: footer ? Math.round(footer.getBoundingClientRect().height) : 0,
    }
  })
  await context.close()
  return figures
}

const paths = pages()
const server = /** @type {{ origin: string, stop: () => void }} */ (await serve(dir, port))
const browser = await chromium.launch({ executablePath })
/** @type {string[]} */
const over = []
const row = (/** @type {string[]} */ cells) =>
  console.log(`| ${cells.map((cell, i) => (i ? cell.padStart(8) : cell.padEnd(44))).join(' | ')} |`)
console.log(
  `\nPage heights: ${phone.width} × ${phone.height} (touch) and ${laptop.width} × ${laptop.height}; limit at ${phone.width}: ${maxScreens} screens (${maxScreens * phone.height} px), footer ${phone.height} px\n`,
)
row(['page', '390 px', 'screens', 'footer', '1440 px', 'screens', 'footer'])
row(['-'.repeat(44), ...Array(6).fill('-'.repeat(8))])
try {
  for (const path of paths) {
    const url = `${server.origin}${path}`
    const small = await measure(browser, url, phone, true)
    const large = await measure(browser, url, laptop, false)
    const screens = small.height / phone.height
    if (screens > maxScreens)
      over.push(`${path}: ${small.height} px at 390 (${screens.toFixed(1)} screens)`)
    if (small.footer > phone.height) over.push(`${path}: footer ${small.footer} px at 390`)
    row([
      path,
      String(small.height),
      screens.toFixed(1),
      String(small.footer),
      String(large.height),
      (large.height / laptop.height).toFixed(1),
      String(large.footer),
    ])
  }
} finally {
  await browser.close()
  server.stop()
}
if (over.length) {
  console.error(`\nOver the limit:\n  ${over.join('\n  ')}`)
  process.exit(1)
}
console.log(`\n${paths.length} pages, each within ${maxScreens} screens at ${phone.width} px.`)
