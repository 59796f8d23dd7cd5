/**
 * The page loader (scripts/optimize-export.mjs) runs the runtime only with the payload the page
 * was built with: after a deploy, a page cached from one build must not run with another build's
 * payload. The fetch below checks `integrity` as a browser does (Subresource Integrity, sha256).
 */
import { loaderConfigScript, runLoader } from './helpers/page-loader'
import { createHash } from 'node:crypto'

const built = '0:"the page as built"\n'
const integrity = `sha256-${createHash('sha256').update(built).digest('base64')}`

/** fetch() as a browser runs it: a body whose sha256 differs from `integrity` is a network error. */
function browserFetch(body: string) {
  return jest.fn(async (_url: string, init?: RequestInit) => {
    const digest = `sha256-${createHash('sha256').update(body).digest('base64')}`
    if (init?.integrity && init.integrity !== digest)
      throw new TypeError('Failed to fetch: integrity mismatch')
    return { ok: true, status: 200, text: async () => body }
  })
}

function startLoader() {
  document.head.innerHTML = ''
  document.body.innerHTML = loaderConfigScript({
    sources: ['/_next/static/chunks/app.js'],
    payload: '/about.txt',
    integrity,
    turbopack: {},
    now: true,
  })
  delete (self as { __next_f?: unknown }).__next_f
  runLoader()
}

/** The runtime's chunks (jsdom has no popover API, so the loader also adds its fallback script). */
const chunkScripts = () =>
  document.head.querySelectorAll('script[src]:not([src="/popover-fallback.js"])').length
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

it('runs the chunks with the payload the page was built with', async () => {
  globalThis.fetch = browserFetch(built) as unknown as typeof fetch
  startLoader()
  await settle()
  expect(globalThis.fetch).toHaveBeenCalledWith('/about.txt', { integrity })
  expect(chunkScripts()).toBe(1)
  expect((self as { __next_f?: unknown[] }).__next_f).toEqual([[0], [1, built]])
})

it("leaves the plain page when the payload is another build's", async () => {
  globalThis.fetch = browserFetch('0:"the next deploy"\n') as unknown as typeof fetch
  startLoader()
  await settle()
  expect(globalThis.fetch).toHaveBeenCalledTimes(1)
  expect(chunkScripts()).toBe(0)
  expect((self as { __next_f?: unknown }).__next_f).toBeUndefined()
})
