import { defineConfig, devices } from '@playwright/test'
import { launchOptions } from './playwright.config'

/**
 * The content editor's browser tests (npm run test:cms): /admin in `next dev` with decap-server
 * beside it (scripts/dev.mjs), both in a copy of this working tree (.content-sets/cms, made by
 * scripts/with-content-set.sh), so the editor's saves never touch the developer's own files; and
 * the hosted editor (npm run build:cms) as its CDN serves it, under its own headers. Ports of
 * their own (3600, 8091, 3610), apart from `npm run dev` (3000, 8081) and the other suites.
 */
const port = Number(process.env.CMS_TEST_PORT ?? 3600)
const proxyPort = Number(process.env.CMS_TEST_PROXY_PORT ?? 8091)
const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './tests/cms',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  webServer: [
    {
      // A fresh copy each run (never reused): the test edits its files.
      command: `bash scripts/with-content-set.sh tests/fixtures/content-sets/cms node scripts/dev.mjs --port ${port} --hostname 127.0.0.1`,
      url: `${baseURL}/admin`,
      env: { CMS_PROXY_PORT: String(proxyPort), NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // An owner's settings (docs/cms.md); the sign-in itself needs GitHub, so it is not clicked.
      command: `tsx scripts/build-cms.ts && node scripts/serve.mjs --dir out-cms --port ${hostedPort}`,
      url: `http://127.0.0.1:${hostedPort}/`,
      env: {
        CMS_BACKEND: 'github',
        CMS_REPO: 'saltwood/website',
        CMS_AUTH_URL: 'https://cms-auth.example.com',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
