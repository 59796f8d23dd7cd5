/** @jest-environment node */
/**
 * Every route under /admin that writes (app/admin/**\/route.dev.ts, `npm run dev` only) answers
 * only the editor's own page: its write carries the token of this run of the dev server, which
 * /admin's page holds and no other site's page can read (lib/cms/write-token.ts says why a token
 * and not the request's Origin).
 */
import { readdirSync } from 'node:fs'
import { localAdminHtml } from '@/lib/cms/site'
import { refusedMessage, writeTokenVariable } from '@/lib/cms/write-token'

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

/** This run's token, as scripts/serve/dev.mjs gives it to next dev. */
const token = 'this-run-7f3c'
beforeAll(() => (process.env[writeTokenVariable] = token))
afterAll(() => delete process.env[writeTokenVariable])

/** A write as the browser sends it; a name no picture has, so an answered one deletes nothing. */
const ask = (path: string, method: string, body: unknown) =>
  new Request(`http://127.0.0.1:3000${path}`, { method, body: JSON.stringify(body) })
const request = ['no-such-picture.jpg']

it('knows the writing routes: the leftover pictures one at least', () => {
  expect(writes.map(({ path, method }) => `${method} ${path}`)).toContain(
    'POST /admin/leftover-pictures.json',
  )
})

it("gives /admin's page this run's token, for its writes to send back", () => {
  expect(localAdminHtml(process.env)).toContain(`data-token="${token}"`)
})

describe.each(writes)('$method $path', ({ path, method, handler }) => {
  it.each([
    ['a page that cannot know the token', { request }],
    ['a guessed token', { token: 'guess', request }],
    ['a bare list, as before the token', request],
  ])('refuses %s, changing nothing', async (_, body) => {
    const response = await handler(ask(path, method, body))
    expect(response.status).toBe(403)
    expect(await response.json()).toBe(refusedMessage)
  })

  it('refuses every write when next dev was started without a token', async () => {
    delete process.env[writeTokenVariable]
    try {
      const response = await handler(ask(path, method, { token: '', request }))
      expect(response.status).toBe(403)
    } finally {
      process.env[writeTokenVariable] = token
    }
  })

  it("answers the editor's page, which sends this run's token", async () => {
    const response = await handler(ask(path, method, { token, request }))
    expect(response.status).toBe(200)
  })
})
