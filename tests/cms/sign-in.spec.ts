/**
 * "Sign In with GitHub" in the hosted editor (npm run build:cms), through the sign-in worker
 * (deploy/cms-auth, Sveltia's sveltia-cms-auth) running in Cloudflare's runtime (wrangler dev,
 * workerd): Sveltia's own popup, the worker's redirect to GitHub with the OAuth App's client id,
 * the scope and a state, its state cookie, and its refusals as the editor shows them.
 *
 * GitHub cannot be reached from this machine (no internet), so its one step is stood in for: the
 * worker's redirect to GitHub's consent page is answered as GitHub answers an approval, a redirect
 * back to the worker's /callback with a code and a state. Everything else is the real editor and
 * the real worker; the worker's own exchange of the code for a token then fails at the network.
 */
import { expect, type BrowserContext, type Page, test } from '@playwright/test'
import { signInWorker } from '../../playwright.cms.config'

const hostedPort = Number(process.env.CMS_TEST_HOSTED_PORT ?? 3610)
const gitHubConsent = /^https:\/\/github\.com\/login\/oauth\/authorize\?/
// Sveltia isolates a name it inserts in a sentence (U+2068 … U+2069).
const signInButton = { name: /^Sign In with \u2068?GitHub/ }

/**
 * Answers for GitHub: each time the worker sends the popup to GitHub's consent page, that address
 * is kept, and the popup goes back to the worker's /callback with a code and the state `stateBack`
 * makes of the one the worker gave (GitHub returns it unchanged; an attacker would not know it).
 */
async function approveAtGitHub(context: BrowserContext, stateBack: (given: string) => string) {
  const consentPages: URL[] = []
  await context.route(`${signInWorker.url}/auth?*`, async (route) => {
    // The worker's real answer, its state cookie included (the context keeps it).
    const response = await route.fetch({ maxRedirects: 0 })
    const location = response.headers().location ?? ''
    if (!gitHubConsent.test(location)) return route.fulfill({ response })
    const consent = new URL(location)
    consentPages.push(consent)
    const back = `${signInWorker.url}/callback?code=from-github&state=${stateBack(consent.searchParams.get('state') ?? '')}`
    return route.fulfill({ response, headers: { ...response.headers(), location: back } })
  })
  return consentPages
}

/** Presses "Sign In with GitHub" on the editor at `address`. */
async function signIn(page: Page, address: string) {
  await page.goto(address)
  await page.getByRole('button', signInButton).click()
}

test('the hosted editor signs in with GitHub through the sign-in worker in Cloudflare’s runtime, which checks the state and the site', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const editor = `http://127.0.0.1:${hostedPort}/`
  let stateBack = (given: string) => given.replace(/./g, '0')
  const consentPages = await approveAtGitHub(context, (given) => stateBack(given))

  // The worker sends the popup to GitHub with the OAuth App's id, the editor's scope and a state;
  // GitHub coming back with another state is refused, and the editor says so.
  await signIn(page, editor)
  await expect(page.getByText('Potential CSRF attack detected.')).toBeVisible()
  const asked = () => consentPages.map((consent) => Object.fromEntries(consent.searchParams))
  expect(asked()).toEqual([
    {
      client_id: signInWorker.clientId,
      scope: 'repo,user',
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    },
  ])

  // With the state the worker gave, the worker goes on to exchange the code with GitHub, which
  // this machine cannot reach (with GitHub reached, a made-up code is GitHub's refusal instead).
  stateBack = (given) => given
  await signIn(page, editor)
  await expect(
    page.getByText(/Failed to request an access token|bad_verification_code/),
  ).toBeVisible()
  await expect(page.getByText('Potential CSRF attack detected.')).toHaveCount(0)
  // A fresh state for each sign-in.
  const [first, second] = asked().map((query) => query.state)
  expect(asked()).toHaveLength(2)
  expect(second).not.toBe(first)

  // An editor on a host the worker does not list (here "localhost", which Sveltia names as
  // cms.netlify.com) is refused before GitHub is asked.
  await signIn(page, `http://localhost:${hostedPort}/`)
  await expect(page.getByText('Your domain is not allowed to use the authenticator.')).toBeVisible()
  expect(consentPages).toHaveLength(2)

  // A request naming no Git host, or another than GitHub and GitLab, is refused.
  for (const query of ['', '?provider=bitbucket&site_id=127.0.0.1']) {
    const answer = await request.get(`${signInWorker.url}/auth${query}`, { maxRedirects: 0 })
    expect(answer.headers().location).toBeUndefined()
    expect(await answer.text()).toContain('Your Git backend is not supported by the authenticator.')
  }
})
