#!/usr/bin/env node
/**
 * Grades the headers a page is served with, by the scoring rules of Mozilla's HTTP Observatory
 * (@mdn/mdn-http-observatory): its own ten tests and its own grader, run on a response captured
 * from a local server (for example `wrangler pages dev out`), since its scanner only reaches public
 * HTTPS hosts. Prints each test and the grade; exits 1 below the grade asked for.
 *
 *   node scripts/observatory-grade.mjs --url http://127.0.0.1:8788/about [--expect A+]
 *
 * What the capture cannot show is modelled as production serves it, and printed as such:
 * - the page is reached over HTTPS with a valid certificate (the CDN's);
 * - http:// redirects to https:// on the same host (each host's HTTPS setting; deploy/nginx.conf).
 */
import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { CookieJar } from 'tough-cookie'
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import {
  getGradeForScore,
  getScoreDescription,
  getScoreModifier,
} from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js'
import { Requests } from '@mdn/mdn-http-observatory/src/types.js'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
const local = new URL(option('url', 'http://127.0.0.1:8788/'))
const expected = option('expect', 'A+')
const production = new URL(local.pathname, 'https://www.saltwooddesignbuild.com')

// The package's install script downloads Chromium's HSTS preload list, which cannot be fetched
// here (install scripts are denied). The site's domain is not on that list, so an empty list gives
// the same verdict; the real list, when present, is used as it is.
const require = createRequire(import.meta.url)
const preloadList = join(
  dirname(require.resolve('@mdn/mdn-http-observatory/package.json')),
  'conf',
  'hsts-preload.json',
)
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')

async function capture(url, init) {
  const response = await fetch(url, { redirect: 'manual', ...init })
  const headers = {}
  for (const [name, value] of response.headers) headers[name] = value
  const setCookie = response.headers.getSetCookie()
  if (setCookie.length) headers['set-cookie'] = setCookie
  return { status: response.status, headers, data: await response.text(), verified: true }
}

const page = await capture(local, {
  headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
})
const preflight = await capture(local, {
  method: 'OPTIONS',
  headers: {
    Origin: 'https://http-observatory.security.mozilla.org',
    'Access-Control-Request-Method': 'GET',
  },
})

const jar = new CookieJar()
for (const cookie of page.headers['set-cookie'] ?? []) jar.setCookieSync(cookie, production.href)

const requests = new Requests(production.hostname)
requests.session = { url: production, jar, redirectHistory: [] }
requests.resources.path = page.data
requests.responses.auto = {
  ...page,
  httpEquiv: parseHttpEquivHeaders(page.data, production.href),
}
requests.responses.https = page
requests.responses.http = page
const httpUrl = new URL(production)
httpUrl.protocol = 'http:'
requests.responses.httpRedirects = [
  { url: httpUrl, status: 301 },
  { url: production, status: page.status },
]
requests.responses.httpsRedirects = requests.responses.httpRedirects
requests.responses.cors = preflight

// The Observatory's scoring, as its scanner applies it (src/scanner/index.js).
let score = 100
let uncurved = 100
const rows = ALL_TESTS.map((test) => {
  const output = test(requests)
  const modifier = output.result ? getScoreModifier(output.result) : 0
  score += modifier
  if (modifier < 0) uncurved += modifier
  return {
    test: output.constructor.name,
    result: output.result,
    pass: output.pass,
    modifier,
    description: output.result ? getScoreDescription(output.result) : '',
  }
})
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? score : uncurved)

console.log(`HTTP Observatory rules, ${local.href} (status ${page.status}) as ${production.href}`)
console.log('modelled: HTTPS with a valid certificate; http:// → 301 → https:// on the same host')
for (const row of rows)
  console.log(
    `${row.pass ? 'pass' : 'FAIL'}  ${String(row.modifier).padStart(3)}  ${row.test.padEnd(32)} ${row.result}`,
  )
console.log(`score ${final.score}, grade ${final.grade}`)
if (final.grade !== expected) {
  console.error(`Expected grade ${expected}.`)
  process.exit(1)
}
