// @ts-check
/**
 * Lighthouse CI configuration of `npm run bench`: Lighthouse mobile (its default
 * form factor and simulated throttling), 3 runs of one page of every kind the site has, asserted
 * against the site's targets on the median of the runs.
 *
 * The pages are read from lib/content/urls.ts and the content, so the bench follows any content set:
 * the four fixed pages, /portfolio, the first category's and the first area's filter pages, the
 * first project's page and the first area's page. ROUTES=/,/about measures only those.
 *
 * out/ is served by scripts/serve/serve.mjs (brotli, as a CDN) over HTTPS with HTTP/2, as every host the
 * site deploys to serves it (see docs/performance.md, "npm run bench"): a self-signed certificate for 127.0.0.1,
 * made with openssl in .tls (scripts/serve/self-signed-certificate.cjs), which the audited Chromium trusts by its key,
 * as a host's real one, so its HTTP cache keeps what the page prefetched, as a visitor's does. BENCH_HTTP=1
 * serves plain HTTP/1.1 instead. BENCH_PORT (3214) and CHROME_PATH (/usr/bin/chromium) change the
 * server's port and the browser.
 *
 * BENCH_FLOOR=1 (the second `lhci collect --additive` of `npm run bench`) measures the floor
 * instead: tests/fixtures/lighthouse-floor, a page with nothing to load, served on the next port by
 * the same server with the site's headers (out/_headers). What it reads is what the browser,
 * Lighthouse and those headers cost on this machine before any of the site's own work, which every
 * route pays too (docs/performance.md, "npm run bench": the navigation's commit task); no assertion
 * applies to it.
 */
const tsx = require('tsx/cjs/api')
const { trustServersCertificate } = require('./scripts/serve/self-signed-certificate.cjs')

const http2 = process.env.BENCH_HTTP !== '1'
const floor = process.env.BENCH_FLOOR === '1'
const sitePort = Number(process.env.BENCH_PORT ?? 3214)
const port = floor ? sitePort + 1 : sitePort
const originOf = (/** @type {number} */ at) => `${http2 ? 'https' : 'http'}://127.0.0.1:${at}`
const siteOrigin = originOf(sitePort)
const origin = originOf(port)

/** One route of each kind of page, from the validated content. */
function routesFromContent() {
  const { routes, portfolioRoutes } = tsx.require('./lib/content/urls.ts', __filename)
  const { content } = tsx.require('./lib/content/index.ts', __filename)
  const category = content.portfolio.categories[0]?.id
  const area = content.areas.items[0]?.slug
  const project = content.portfolio.projects[0]?.id
  return [
    ...Object.values(routes),
    portfolioRoutes.list,
    category && portfolioRoutes.category(category),
    area && portfolioRoutes.area(area),
    project && portfolioRoutes.project(project),
    area && portfolioRoutes.areaPage(area),
  ].filter(Boolean)
}

const routes = floor
  ? ['/']
  : process.env.ROUTES
    ? process.env.ROUTES.split(',')
    : routesFromContent()
const serveCommand = ['node scripts/serve/serve.mjs', `--port ${port}`]
  .concat(floor ? ['--dir tests/fixtures/lighthouse-floor', '--headers out/_headers'] : [])
  .concat(http2 ? ['--tls'] : [])
  .join(' ')

const median = { aggregationMethod: 'median' }
const kb = 1024
// Bytes as transferred (brotli), set on the sample's drawings: the page's own (80 KB), and the
// islands' files, which the page fetches after its load at the lowest priority, once per site (27 KB).
const drawingByteAssertions = {
  'total-byte-weight': ['error', { maxNumericValue: (80 + 27) * kb, ...median }],
  'resource-summary:image:size': ['error', { maxNumericValue: 24 * kb, ...median }],
}
// Every picture fetched at the size it is shown, in AVIF or WebP, and none below the screen before
// the load. BENCH_PHOTOS=1, pages of photographs (scripts/bench/bench-photo-drop.ts --page): their
// pictures' bytes are the photographer's, so only these judge them, and the page's first load keeps
// its 80 KB (scripts/bench/bench-report.mjs; docs/performance.md, "Photos").
const photos = process.env.BENCH_PHOTOS === '1'
const pictureAssertions = {
  'uses-responsive-images': ['error', { maxLength: 0 }],
  'offscreen-images': ['error', { maxLength: 0 }],
  'modern-image-formats': ['error', { maxLength: 0 }],
  'uses-optimized-images': ['error', { maxLength: 0 }],
}

module.exports = {
  ci: {
    collect: {
      url: routes.map((route) => origin + route),
      numberOfRuns: 3,
      startServerCommand: serveCommand,
      startServerReadyPattern: 'Serving',
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Lighthouse CI adds --headless=new.
        chromeFlags: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          ...(http2 ? [trustServersCertificate()] : []),
        ].join(' '),
      },
    },
    assert: {
      // The site's routes only: the floor page (BENCH_FLOOR) is measured to be read, not judged.
      assertMatrix: [
        {
          matchingUrlPattern: `^${siteOrigin.replaceAll('.', '\\.')}/`,
          assertions: {
            'categories:performance': ['error', { minScore: 1, ...median }],
            'categories:accessibility': ['error', { minScore: 1, ...median }],
            'categories:best-practices': ['error', { minScore: 1, ...median }],
            'categories:seo': ['error', { minScore: 1, ...median }],
            // Issue 13.
            'largest-contentful-paint': ['error', { maxNumericValue: 1200, ...median }],
            'cumulative-layout-shift': ['error', { maxNumericValue: 0, ...median }],
            'resource-summary:document:size': ['error', { maxNumericValue: 16 * kb, ...median }],
            'resource-summary:stylesheet:size': ['error', { maxNumericValue: 10 * kb, ...median }],
            'resource-summary:font:size': ['error', { maxNumericValue: 36 * kb, ...median }],
            ...pictureAssertions,
            ...(photos ? {} : drawingByteAssertions),
            // Nothing from another host. No script before the load (docs/performance.md) is
            // scripts/bench/bench-report.mjs's check: Lighthouse also counts the islands'
            // files, which the page fetches and runs after its load.
            'resource-summary:third-party:count': ['error', { maxNumericValue: 0, ...median }],
          },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: '.bench/lighthouse' },
  },
}
