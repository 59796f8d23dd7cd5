import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test, type APIResponse } from './fixtures'
import { notFoundPath, pages } from './routes'

/**
 * The headers a visitor receives from Cloudflare's runtime (wrangler pages dev), which reads the
 * generated out/_headers exactly as Cloudflare Pages does.
 */
const revalidate = 'public, max-age=0, must-revalidate'
const immutable = 'public, max-age=31536000, immutable'

function directives(policy: string) {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/**
 * Hashes of the inline scripts the browser runs. Data blocks (JSON-LD, the runtime loader's
 * application/json block) never run, and the policy does not govern them.
 */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, body]) =>
        !/\ssrc=/.test(attributes!) &&
        body !== '' &&
        !/\stype="(?!(text\/javascript|application\/javascript|module)")/i.test(attributes!),
    )
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`)

/** Social cards, which other sites' link previews fetch: the one cross-origin resource. */
const embeddable = (url: string) => new URL(url).pathname.startsWith('/og/')

/**
 * The image folders. A picture opened on its own shows in the browser's image viewer, so they get
 * a policy for an image and nothing else: no script, inline styles for the viewer.
 */
const imageFolder = (url: string) => /^\/(images|icons|og)\//.test(new URL(url).pathname)

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  const csp = directives(headers['content-security-policy'] ?? '')
  if (imageFolder(response.url())) {
    expect(Object.fromEntries(csp), response.url()).toEqual({
      'default-src': ["'none'"],
      'img-src': ["'self'"],
      'style-src': ["'unsafe-inline'"],
      'frame-ancestors': ["'none'"],
    })
  } else expectPagePolicy(csp)
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(headers['permissions-policy']).toContain(`${feature}=()`)
  // Dropped by the owner's decision (docs/decisions.md, "Cross-Origin-Opener-Policy").
  expect(headers['cross-origin-opener-policy']).toBeUndefined()
  expect(headers['cross-origin-resource-policy'], response.url()).toBe(
    embeddable(response.url()) ? 'cross-origin' : 'same-origin',
  )
  expect(headers['set-cookie']).toBeUndefined()
  return csp
}

/** The pages' policy: nothing inline but what the build hashed, nothing from elsewhere. */
function expectPagePolicy(csp: Map<string, string[]>) {
  expect(csp.get('default-src')).toEqual(["'none'"])
  expect(csp.get('script-src')?.[0]).toBe("'self'")
  for (const [name, sources] of csp) {
    expect(sources, name).not.toContain("'unsafe-inline'")
    expect(sources, name).not.toContain("'unsafe-eval'")
    expect(sources, name).not.toContain("'unsafe-hashes'")
    expect(sources, name).not.toContain('*')
  }
  expect(csp.get('style-src')?.[0]).toBe("'self'")
  // data: only for the blurred placeholders under photographs (scripts/build/build-images.ts).
  expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
  expect(csp.get('font-src')).toEqual(["'self'"])
  expect(csp.get('connect-src')).toEqual(["'self'"])
  expect(csp.get('manifest-src')).toEqual(["'self'"])
  expect(csp.get('base-uri')).toEqual(["'none'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('form-action')).toEqual(['mailto:'])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('upgrade-insecure-requests')).toEqual([])
}

test.describe('every page', () => {
  for (const { path } of pages) {
    test(`${path} has every security header and a hash for each inline script`, async ({
      request,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const csp = expectSecurityHeaders(response)
      const hashes = inlineScriptHashes(await response.text())
      // One inline script, the runtime loader, the same on every page: the policy never
      // depends on content.
      expect(hashes).toHaveLength(1)
      expect(csp.get('script-src')).toEqual(["'self'", hashes[0]])
      expect(response.headers()['cache-control']).toBe(revalidate)
    })
  }

  test('the 404 page has every security header and is never cached', async ({ request }) => {
    for (const path of [notFoundPath, '/a/deeper/missing/page.html']) {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const csp = expectSecurityHeaders(response)
      const hashes = inlineScriptHashes(await response.text())
      expect(hashes).toHaveLength(1)
      expect(csp.get('script-src')).toEqual(["'self'", hashes[0]])
      expect(response.headers()['cache-control']).toMatch(
        /^(no-store|public, max-age=0, must-revalidate)$/,
      )
    }
  })
})

/**
 * The shape of a file's address, which decides the rules of out/_headers it matches: Cloudflare
 * matches a `:name` placeholder to one segment and a splat to the rest, so two files with the same
 * first folder, the same number of segments and the same kind (page or file) get the same headers.
 */
const addressShape = (path: string) => {
  const segments = path.split('/').filter(Boolean)
  return `${segments[0] ?? ''}|${segments.length}|${/\.[a-z0-9]+$/i.test(path) ? 'file' : 'page'}`
}

test('every file of the export: hashed assets cached for a year, the rest revalidated', async ({
  request,
}) => {
  const out = join(process.cwd(), 'out')
  const paths = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== '_headers')
    .map((entry) => '/' + relative(out, join(entry.parentPath, entry.name)))
    .map((file) => file.replace(/(\/index)?\.html$/, '') || '/')
  expect(paths.length).toBeGreaterThan(20)
  // One address of each shape: the export grows with every project's photographs (hundreds of
  // files of a few shapes), and asking for each one took minutes of CI on a loaded machine.
  const oneOfEachShape = [...new Map(paths.map((path) => [addressShape(path), path])).values()]
  expect(oneOfEachShape.length).toBeGreaterThan(10)
  for (const path of oneOfEachShape) {
    const response = await request.head(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expectSecurityHeaders(response)
    const expected = path.startsWith('/_next/static/') ? immutable : revalidate
    expect(response.headers()['cache-control'], path).toBe(expected)
  }
})

test('a photograph opened on its own shows in the image viewer with no policy violation', async ({
  page,
}) => {
  // A social card is a JPEG in every content set; the gallery links to full-size photographs
  // the same way, and without script a visitor opens them as documents of their own.
  const card = '/og/' + readdirSync('out/og').find((file) => file.endsWith('.jpg'))!
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  await page.goto(card)
  await expect(page.locator('img')).toHaveJSProperty('complete', true)
  expect(
    await page.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0)
  expect(messages.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
})

/**
 * What Mozilla's HTTP Observatory scores, asserted directly: its scanner reaches only public HTTPS
 * hosts and its package offers no API to grade headers served locally. Its CSP, Referrer-Policy,
 * X-Content-Type-Options and Cross-Origin-Resource-Policy tests are expectSecurityHeaders above;
 * its redirection test (http:// to https:// on the same host) is tests/e2e/nginx.spec.ts and each
 * host's HTTPS setting.
 */
test('every page passes the HTTP Observatory tests for an A+', async ({ request }) => {
  for (const { path } of pages) {
    const response = await request.get(path)
    const headers = response.headers()
    expectSecurityHeaders(response)
    // Cookies: none is set (expectSecurityHeaders). Frame protection: both forms.
    expect(headers['x-frame-options'], path).toBe('DENY')
    // Strict-Transport-Security for at least six months.
    const maxAge = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]
    expect(Number(maxAge), path).toBeGreaterThanOrEqual(15_768_000)
    // Cross-origin resource sharing: at most public access (Cloudflare's runtime sends `*` on
    // static files), never with credentials, not even after a preflight.
    const preflight = await request.fetch(path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    })
    for (const sent of [headers, preflight.headers()]) {
      expect([undefined, '*'], path).toContain(sent['access-control-allow-origin'])
      expect(sent['access-control-allow-credentials'], path).toBeUndefined()
    }
    // Subresource integrity is needed only for scripts from elsewhere: every script is the site's.
    const origin = new URL(response.url()).origin
    for (const [, src] of (await response.text()).matchAll(/<script\b[^>]*\ssrc="([^"]*)"/gi))
      expect(new URL(src!, response.url()).origin, `${path}: ${src}`).toBe(origin)
  }
})
