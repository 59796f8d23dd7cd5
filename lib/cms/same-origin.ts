/**
 * The guard of every route under /admin that writes files (app/admin/**\/route.dev.ts, `npm run
 * dev` only): it answers only the editor's own page. Any other page open in a browser on the
 * machine, or on the office network with `npm run dev -- --lan`, could otherwise post to it.
 *
 * A write is refused unless
 * - its `Origin` is the server's own address (the `Host` it was sent to). Every browser of the
 *   browserslist sends `Origin` with any request that is not a GET or HEAD, same-origin ones
 *   included (the Fetch standard), so a write without it comes from no page of ours: refused too
 *   (a command-line tool can add the header);
 * - that address is `localhost` or an IP address: a site whose name is made to point at this
 *   machine (DNS rebinding) has its own name in both `Origin` and `Host`;
 * - and, where the browser says (`Sec-Fetch-Site`), the request came from the same origin.
 */
const loopbackOrAddress = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[\da-f:.]+\])(:\d+)?$/i

/** Why a write from elsewhere is refused, in the answer's body (403). */
export const refusedMessage =
  'Refused: only the editor at /admin on this server may change files (lib/cms/same-origin.ts).'

/** A 403 answer for a write that did not come from the server's own page; undefined if it did. */
export function refuseOtherOrigins(request: Request): Response | undefined {
  const origin = request.headers.get('origin')
  const host = request.headers.get('host') ?? ''
  const site = request.headers.get('sec-fetch-site')
  const sameOrigin =
    origin !== null &&
    URL.canParse(origin) &&
    new URL(origin).host === host &&
    loopbackOrAddress.test(host) &&
    (site === null || site === 'same-origin')
  return sameOrigin ? undefined : Response.json(refusedMessage, { status: 403 })
}
