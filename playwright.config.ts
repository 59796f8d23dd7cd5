import { defineConfig, devices } from '@playwright/test'
import { launchOptions } from './tests/harness/chromium'
import { seed } from './tests/seed'

const port = Number(process.env.PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${port}`
// Cloudflare's own runtime (wrangler pages dev), reading out/_headers as production does.
const cdnPort = Number(process.env.CDN_PORT ?? port + 10)
const cdnURL = `http://127.0.0.1:${cdnPort}`
/** Specs about what a visitor receives from the CDN: headers, CSP, faults, privacy, nginx. */
const cdnSpecs = /(headers|csp|faults|privacy|nginx)\.spec\.ts$/
// HTTPS with HTTP/2 and the site's headers, as the CDN serves it, less upgrade-insecure-requests
// (which hides a mixed form from Chromium: scripts/check/check-best-practices.mjs).
const httpsPort = port + 60
const httpsURL = `https://127.0.0.1:${httpsPort}`
/** Every page's visit, which reads what the browser's DevTools report: mixed content needs HTTPS. */
const httpsSpecs = /every-route\.spec\.ts$/
// Another content set (scripts/test/with-content-set.sh) runs only the tests whose subject is
// content (@content); the CDN's specs are about headers, which are the code's (npm test checks each
// set's header files are the default content's), so neither they nor Cloudflare's runtime start there.
const onContentSet = !!process.env.CONTENT_SET_NAME

// One seed for all the workers of a run (tests/seed.ts: fixed by the commit in CI), so the seed a
// generated test prints replays it.
process.env.FC_SEED ||= String(seed)

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A folder of its own: Playwright empties it when a run starts, and Firefox's and WebKitGTK's run
  // beside it in npm test writes its failed screenshots to test-results/engines/.
  outputDir: 'test-results/playwright',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  // Another content set keeps its own approved screenshots (scripts/test/with-content-set.sh sets this).
  snapshotPathTemplate: `${process.env.SCREENSHOTS_DIR ?? '{testDir}/__screenshots__'}/{testFilePath}/{arg}{ext}`,
  use: {
    baseURL,
    // Recorded on CI's retry of a failed test only (locally: --trace on): recording every test
    // cost a fifth of the visits' time (13 phone visits of every-route.spec.ts: 130 s, 101 s without).
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [cdnSpecs, httpsSpecs] },
    ...(onContentSet
      ? []
      : [
          {
            name: 'cdn',
            use: { ...devices['Desktop Chrome'], baseURL: cdnURL },
            testMatch: cdnSpecs,
          },
        ]),
    {
      name: 'https',
      use: { ...devices['Desktop Chrome'], baseURL: httpsURL, ignoreHTTPSErrors: true },
      testMatch: httpsSpecs,
    },
  ],
  webServer: [
    {
      // The built export (npm run build), served as a CDN would: see scripts/serve/serve.mjs.
      command: `node scripts/serve/serve.mjs --port ${port}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve/serve.mjs --port ${httpsPort} --tls --no-upgrade`,
      url: httpsURL,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(onContentSet
      ? []
      : [
          {
            // Works offline: it only warns that it cannot fetch the Request.cf object.
            command: `npx wrangler pages dev out --port ${cdnPort} --ip 127.0.0.1 --compatibility-date=2025-01-01`,
            url: cdnURL,
            env: { WRANGLER_SEND_METRICS: 'false' },
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]),
  ],
})
