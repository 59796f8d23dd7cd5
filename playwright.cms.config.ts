import { defineConfig, devices } from '@playwright/test'
import { launchOptions } from './scripts/harness/chromium'

/**
 * The content editor's browser tests (npm run test:cms): /admin in `next dev` (scripts/serve/dev.mjs) in
 * a copy of this working tree (.content-sets/cms, made by scripts/test/with-content-set.sh), so the
 * editor's saves never touch the developer's own files, on a phone (390 px, touch) and a desktop
 * (1440 px); and the hosted editor (npm run build:cms) as its CDN serves it, under its own headers.
 * Ports of their own (3600, 3610), apart from `npm run dev` (3000) and the other suites.
 */
const port = Number(process.env.CMS_TEST_PORT ?? 3600)
const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const baseURL = `http://127.0.0.1:${port}`

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
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      // An owner's settings (docs/cms.md); the sign-in itself needs GitHub, so it is not pressed.
      command: `tsx scripts/build/build-cms.ts && node scripts/serve/serve.mjs --dir out-cms --port ${hostedPort}`,
      url: `http://127.0.0.1:${hostedPort}/`,
      env: {
        CMS_REPO: 'saltwood/website',
        CMS_AUTH_URL: 'https://saltwood-cms-auth.example.workers.dev',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
