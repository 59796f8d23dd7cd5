import { defineConfig, devices } from '@playwright/test'
import { launchOptions } from './tests/harness/chromium'

/**
 * The content editor's browser tests (npm run test:cms): /admin in `next dev` (scripts/serve/dev.mjs) in
 * a copy of this working tree (.content-sets/cms, made by scripts/test/with-content-set.sh), so the
 * editor's saves never touch the developer's own files, on a phone (390 px, touch) and a desktop
 * (1440 px); the hosted editor (npm run build:cms) as its CDN serves it, under its own headers;
 * and its sign-in worker (deploy/cms-auth) in Cloudflare's runtime.
 * Ports of their own (3600, 3610, 3616), apart from `npm run dev` (3000) and the other suites.
 */
const port = Number(process.env.CMS_TEST_PORT ?? 3600)
const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const baseURL = `http://127.0.0.1:${port}`
const signInPort = Number(process.env.CMS_TEST_SIGN_IN_PORT ?? hostedPort + 6)

/**
 * The editor's sign-in worker (deploy/cms-auth) in Cloudflare's runtime, with an OAuth App's
 * settings as an owner gives them (docs/cms.md); the hosted editor's "Sign In with GitHub" calls it.
 */
export const signInWorker = {
  url: `http://127.0.0.1:${signInPort}`,
  clientId: 'Ov23liSaltwoodEditor',
  allowedDomains: '127.0.0.1',
}

export default defineConfig({
  testDir: './tests/cms',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  // A trace on CI's retry of a failed test, as playwright.config.ts records them.
  use: { baseURL, trace: 'on-first-retry', launchOptions },
  projects: [
    {
      name: 'phone',
      grep: /office manager/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: 'chromium',
      },
    },
    {
      name: 'desktop',
      grepInvert: /on a phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // A fresh copy each run (never reused): the test edits its files.
      // The preview needs the published pictures and the subset fonts first, as `npm run dev` makes them.
      command: `bash scripts/test/with-content-set.sh tests/fixtures/content-sets/cms bash -c "npm run assets && node scripts/serve/dev.mjs --port ${port} --hostname 127.0.0.1"`,
      // Ready once dev.mjs has had one page of each route answer, one at a time: a test visiting
      // a route while another compiles for the first time could tear next dev's manifest.
      wait: { stdout: /one page of each route has answered/ },
      // The hosted editor's address, which /admin gives a browser that cannot edit local files.
      env: { NEXT_TELEMETRY_DISABLED: '1', CMS_EDITOR_URL: `http://127.0.0.1:${hostedPort}/` },
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // The editor's sign-in worker in Cloudflare's runtime (tests/cms/sign-in.spec.ts). Works
      // offline: it only warns that it cannot fetch the Request.cf object.
      command: `npx wrangler dev -c deploy/cms-auth/wrangler.toml --ip 127.0.0.1 --port ${signInPort} --inspector-port ${signInPort + 1} --var GITHUB_CLIENT_ID:${signInWorker.clientId} --var GITHUB_CLIENT_SECRET:not-a-secret --var ALLOWED_DOMAINS:${signInWorker.allowedDomains}`,
      wait: { stdout: /Ready on/ },
      // Its log names each failed look-up of github.com, which the sign-in spec expects here.
      stderr: 'ignore',
      env: { WRANGLER_SEND_METRICS: 'false' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // An owner's settings (docs/cms.md), signing in through the worker above.
      command: `tsx scripts/build/build-cms.ts && node scripts/serve/serve.mjs --dir out-cms --port ${hostedPort}`,
      url: `http://127.0.0.1:${hostedPort}/`,
      env: {
        CMS_REPO: 'saltwood/website',
        CMS_AUTH_URL: signInWorker.url,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
