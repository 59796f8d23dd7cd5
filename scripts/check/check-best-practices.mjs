#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:best-practices`: Lighthouse's Best Practices on one page of each route of app/ (the
 * first the sitemap lists), over HTTPS with HTTP/2 and the site's headers, in this machine's
 * Chromium; fails unless every page reads 100, naming each failing audit. Pages of one route share
 * their markup, scripts and headers, which is what Best Practices reads; the browser tests read
 * every page's DevTools issues (tests/e2e/every-route.spec.ts). Served without `upgrade-insecure-requests`, which would
 * hide mixed content from Chromium on a host that does not send the site's headers. The server
 * listens on PORT + 50 (the Playwright config uses PORT … PORT + 40).
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, sep } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const port = Number(process.env.PORT ?? 3100) + 50
// Debian's chromium-headless-shell where it is installed, as the browser tests use it
// (playwright.config.ts): the same Blink, V8 and DevTools issues as the full browser, without its
// window and software GPU, at about a fifth less CPU (59 against 73 CPU-seconds for 21 pages:
// docs/testing.md, "The browser tests").
const headlessShell = '/usr/lib/chromium/chromium-headless-shell'
const chromePath = existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'
const origin = `https://127.0.0.1:${port}`

const sitemap = readFileSync('out/sitemap.xml', 'utf8')
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1] ?? '').pathname,
)
if (sitemapPaths.length === 0)
  throw new Error('out/sitemap.xml lists no page: run npm run build first')
/** Each page route of app/ as a pattern, "portfolio/[project]" matching /portfolio/a-kitchen. */
const routes = readdirSync('app', { recursive: true, encoding: 'utf8' })
  .filter((file) => basename(file) === 'page.tsx' && !file.startsWith('@'))
  .map((file) => {
    const folder = dirname(file) === '.' ? '' : `/${dirname(file).split(sep).join('/')}`
    return new RegExp(`^${folder.replace(/\[[^\]]+\]/g, '[^/]+')}/?$`)
  })
const paths = routes.flatMap((route) => sitemapPaths.find((path) => route.test(path)) ?? [])

const serveArgs = ['--port', String(port), '--tls', '--no-upgrade']
const server = spawn('node', ['scripts/serve/serve.mjs', ...serveArgs], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve, reject) => {
  server.stdout?.on('data', (chunk) => String(chunk).includes('Serving') && resolve(undefined))
  server.on('exit', (code) => reject(new Error(`scripts/serve/serve.mjs exited with ${code}`)))
})
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    ...['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
    ...['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  ],
})

const browser = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim()
const { version } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8'))
console.log(
  `Best Practices, Lighthouse ${version} on ${browser}, ${paths.length} pages at ${origin}`,
)
/**
 * Lighthouse's defaults, but shorter waits after the load (200 ms of quiet network and CPU; none
 * at 0, which makes Lighthouse wait for its timeout instead) and no full-page screenshot: every
 * page is static (no request after the load, no script before an interaction), so what Best
 * Practices reads is there once it has loaded, and a page takes about 2 s instead of 4.
 * (tests/e2e/every-route.spec.ts scrolls each page to its end for what comes later.)
 */
const quick = {
  extends: 'lighthouse:default',
  settings: {
    disableFullPageScreenshot: true,
    skipAboutBlank: true,
    pauseAfterFcpMs: 0,
    pauseAfterLoadMs: 0,
    networkQuietThresholdMs: 200,
    cpuQuietThresholdMs: 200,
  },
}
const failures = []
try {
  for (const path of paths) {
    const result = await lighthouse(
      `${origin}${path}`,
      { port: chrome.port, onlyCategories: ['best-practices'], logLevel: 'error' },
      quick,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
    const { lhr } = result
    const score = Math.round((lhr.categories['best-practices']?.score ?? 0) * 100)
    const failed = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 1,
    )
    console.log(`  ${String(score).padStart(3)}  ${path}`)
    if (lhr.runtimeError) failures.push(`${path}: ${lhr.runtimeError.message}`)
    for (const audit of failed) {
      const items = /** @type {{ items?: unknown[] } | undefined} */ (audit.details)?.items ?? []
      const found = JSON.stringify(items.slice(0, 3)).slice(0, 400)
      failures.push(`${path}: ${audit.id} (${audit.title}): ${found}`)
    }
    if (score < 100 && failed.length === 0) failures.push(`${path}: Best Practices ${score}`)
  }
} finally {
  chrome.kill()
  server.kill()
}
if (failures.length > 0) {
  console.error(`\nNot 100 in Best Practices:\n${failures.map((line) => `  ${line}`).join('\n')}`)
  process.exit(1)
}
console.log(`A page of each route reads 100 in Best Practices.`)
