/**
 * The guard of every route under /admin that writes files (app/admin/**\/route.dev.ts, `npm run
 * dev` only): it answers only the editor's own page. Any other page open in a browser on this
 * machine, or on the office network with `npm run dev -- --lan`, could otherwise post to it.
 *
 * Not the request's Origin: under `output: 'export'` next dev makes every route handler
 * force-static and hands it a request without its headers (its Origin, Host and Sec-Fetch-Site
 * read as missing). So scripts/serve/dev.mjs draws a random token for each run, /admin's page
 * carries it (lib/cms/site.ts, localAdminHtml), and a write must send it back in its JSON body:
 * another site's page cannot read /admin's page, so it cannot know the token. A next dev started
 * without the token refuses every write.
 */
export const writeTokenVariable = 'ADMIN_WRITE_TOKEN'

/** Why a write from elsewhere is refused, in the answer's body (403). */
export const refusedMessage =
  'Refused: only the editor at /admin of this `npm run dev` may change files (lib/cms/write-token.ts).'

type Env = Record<string, string | undefined>

/** The token of this run of the dev server, for /admin's page to carry; undefined without one. */
export const writeToken = (env: Env): string | undefined => env[writeTokenVariable] || undefined

/**
 * What a write asks for (the body's `request`), if its body carries this run's token; otherwise
 * a 403 answer.
 */
export function fromEditor(body: unknown, env: Env): { request: unknown } | Response {
  const token = writeToken(env)
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  return token !== undefined && sent.token === token
    ? { request: sent.request }
    : Response.json(refusedMessage, { status: 403 })
}
