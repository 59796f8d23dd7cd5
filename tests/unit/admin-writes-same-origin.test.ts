/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * Every route under /admin that writes (app/admin/**\/route.dev.ts, `npm run dev` only) answers
 * the editor's own page and refuses any other: a page of another site open in a browser on the
 * machine or the office network, a site whose name points at this machine, or a request that
 * says no origin at all (lib/cms/same-origin.ts says why).
 */
import { readdirSync } from 'node:fs'
import { refusedMessage } from '@/lib/cms/same-origin'

const writing = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
type Handler = (request: Request) => Promise<Response> | Response

/** Each writing method of each /admin route, with the address it answers at. */
const routeFiles = readdirSync('app/admin', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('route.dev.ts'))
  .map((file) => `app/admin/${file}`)
const writes = routeFiles.flatMap((file) => {
  const route = jest.requireActual<Partial<Record<string, Handler>>>(`@/${file}`)
  const path = file.replace(/^app/, '').replace(/\/?route\.dev\.ts$/, '')
  return writing.flatMap((method) =>
    route[method] ? [{ path, method, handler: route[method] }] : [],
  )
})

/** A request for the route at `host`, with the headers a browser (or a tool) would send. */
const ask = (path: string, method: string, host: string, headers: Record<string, string>) =>
  new Request(`http://${host}${path}`, {
    method,
    headers: { host, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    // A name no picture has: an answered request deletes nothing.
    body: JSON.stringify(['no-such-picture.jpg']),
  })

it('knows the writing routes: the leftover pictures one at least', () => {
  expect(writes.map(({ path, method }) => `${method} ${path}`)).toContain(
    'POST /admin/leftover-pictures.json',
  )
})

describe.each(writes)('$method $path', ({ path, method, handler }) => {
  it.each([
    [
      'a page of another site',
      'localhost:3000',
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ],
    [
      'another port of this machine',
      'localhost:3000',
      { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site' },
    ],
    [
      'a site whose name points here',
      'evil.example:3000',
      { origin: 'http://evil.example:3000', 'sec-fetch-site': 'same-origin' },
    ],
    ['a request naming no origin', 'localhost:3000', {}],
    [
      'a same-origin claim from another origin',
      'localhost:3000',
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses %s, changing nothing', async (_, host, headers) => {
    const response = await handler(ask(path, method, host, headers))
    expect(response.status).toBe(403)
    expect(await response.json()).toBe(refusedMessage)
  })

  it.each([
    ['the editor on this machine', 'localhost:3000'],
    ['the editor on a phone of the office network (--lan)', '192.168.1.20:3000'],
  ])('answers %s', async (_, host) => {
    const headers = { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' }
    const response = await handler(ask(path, method, host, headers))
    expect(response.status).toBe(200)
  })
})
