import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * The content editor's browser test (npm run test:cms): /admin in `next dev` with decap-server
 * beside it (scripts/dev.mjs), both in a copy of this working tree (.content-sets/cms, made by
 * scripts/with-content-set.sh), so the editor's saves never touch the developer's own files.
 * Ports of their own (3600, 8091), apart from `npm run dev` (3000, 8081) and the other suites.
 */
const port = Number(process.env.CMS_TEST_PORT ?? 3600)
const proxyPort = Number(process.env.CMS_TEST_PROXY_PORT ?? 8091)
export const baseURL = `http://127.0.0.1:${port}`
export const copyDir = '.content-sets/cms'
const debianChromium = '/usr/bin/chromium'

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
    launchOptions: {
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    // A fresh copy each run (never reused): the test edits its files.
    command: `bash scripts/with-content-set.sh tests/fixtures/content-sets/cms node scripts/dev.mjs --port ${port} --hostname 127.0.0.1`,
    url: `${baseURL}/admin`,
    env: { CMS_PROXY_PORT: String(proxyPort), NEXT_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
