/**
 * The editor asks no host it does not need, and says nothing in the console: the hosted editor
 * (npm run build:cms) under its own Content-Security-Policy, which names GitHub's hosts and the
 * sign-in worker only, and /admin in `npm run dev` under the same policy (lib/cms/policy.ts).
 * Sveltia's check for a newer version of itself is answered on the page
 * (lib/cms/browser/pinned-version.js), and what it imports from unpkg.com comes from /admin through
 * the page's import map (lib/cms/import-map.ts): Immutable.js, for the preSave hook
 * (lib/cms/browser/as-typed.js), and a stand-in for the WebP encoder it asks for in WebKit. Nothing
 * asks unpkg.com.
 */
import { expect, type Page, test } from '@playwright/test'
import { signInWorker } from '../../playwright.cms.config'

const hostedEditor = `http://127.0.0.1:${process.env.CMS_TEST_HOSTED_PORT ?? 3610}/`

/** Opens `address`, keeping every request to another origin, every CSP violation and every console warning or error. */
async function watch(page: Page, address: string) {
  const seen = { elsewhere: [] as string[], refused: [] as string[], console: [] as string[] }
  const { origin } = new URL(address)
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) seen.elsewhere.push(url.href)
  })
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) seen.console.push(message.text())
  })
  await page.exposeFunction('reportViolation', (text: string) => seen.refused.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  )
  const response = await page.goto(address)
  return { seen, policy: response?.headers()['content-security-policy'] ?? '' }
}

/** The origins a policy lets the page reach besides its own. */
const hostsOf = (policy: string) =>
  [...new Set((policy.match(/https?:\/\/[^\s;]+/g) ?? []).map((url) => new URL(url).origin))].sort()
const isGitHub = (origin: string) =>
  /(^|\.)github(status|usercontent)?\.com$/.test(new URL(origin).hostname)

/**
 * GitHub's status page, which the editor reads as it starts to warn of an outage, cannot be
 * reached from this machine: it answers as on a normal day, so the console holds only the editor's
 * own words.
 */
test.beforeEach(async ({ context }) => {
  await context.route('https://www.githubstatus.com/api/v2/status.json', (route) =>
    route.fulfill({
      json: { status: { indicator: 'none', description: 'All Systems Operational' } },
    }),
  )
})

test('the hosted editor reaches only GitHub and its sign-in worker, with a quiet console', async ({
  page,
}) => {
  const { seen, policy } = await watch(page, hostedEditor)
  expect(policy).toContain("default-src 'none'")
  // Its own scripts, and the one inline script: the import map of lib/cms/import-map.ts.
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/)
  expect(policy).not.toContain('unsafe-eval')
  expect(hostsOf(policy).filter((origin) => !isGitHub(origin))).toEqual([signInWorker.url])
  await expect(page.getByRole('button', { name: /^Sign In with .GitHub.$/ })).toBeVisible()
  // GitHub's sign-in alone: no token to make and paste.
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toHaveCount(0)
  // Sveltia's first checks (GitHub's status, a newer version of itself) go out as it starts.
  await page.waitForLoadState('networkidle')
  expect(seen.elsewhere.filter((url) => !hostsOf(policy).includes(new URL(url).origin))).toEqual([])
  expect(seen).toMatchObject({ refused: [], console: [] })
})

test('the local /admin is under the same policy, with GitHub as its only other host and a quiet console', async ({
  page,
  baseURL,
}) => {
  const { seen, policy } = await watch(page, `${baseURL}/admin`)
  expect(policy).toContain("default-src 'none'")
  expect(hostsOf(policy).filter((origin) => !isGitHub(origin))).toEqual([])
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(seen.elsewhere.filter((url) => !hostsOf(policy).includes(new URL(url).origin))).toEqual([])
  expect(seen).toMatchObject({ refused: [], console: [] })
})
