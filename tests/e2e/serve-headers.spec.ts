import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2'
import { join, relative } from 'node:path'
import { expect, test } from './fixtures'
import { notFoundPath, pages } from './routes'

/**
 * scripts/serve/serve.mjs, started as `npm run bench` starts it (lighthouserc.cjs: HTTPS with HTTP/2,
 * out/_headers read by the server itself), sends every file of the export the headers Cloudflare's
 * runtime sends reading the same out/_headers: the policy, HSTS and every other header the file
 * names, the caching and the status, and it compresses the same files (brotli; the local runtime
 * picks gzip when the browser also offers zstd, a choice of the CDN's settings, so only whether a
 * file is compressed is compared). So what Lighthouse measures is the site as the CDN serves it
 * (docs/performance.md, "npm run bench").
 */
const port = Number(process.env.PORT ?? 3100) + 40

/** Every header name out/_headers sets on some path. */
const headerNames = [
  ...new Set(
    readFileSync('out/_headers', 'utf8')
      .split('\n')
      .filter((line) => /^\s+[A-Za-z-]+:/.test(line))
      .map((line) => line.trim().split(':')[0]!.toLowerCase()),
  ),
]

test.describe.configure({ mode: 'serial' })

let server: ChildProcess
let session: ClientHttp2Session

test.beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/serve/serve.mjs', '--port', String(port), '--tls'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((ready) =>
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) ready()
    }),
  )
  session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false })
})

test.afterAll(() => {
  session?.close()
  server?.kill()
})

/** A response's headers over HTTP/2, as Chromium asks for them (brotli accepted). */
function viaBenchServer(path: string) {
  return new Promise<IncomingHttpHeaders>((resolve, reject) => {
    const stream = session.request({ ':path': path, 'accept-encoding': 'gzip, deflate, br, zstd' })
    stream.on('response', (headers) => {
      stream.resume()
      stream.on('end', () => resolve(headers))
    })
    stream.on('error', reject)
    stream.end()
  })
}

test('the bench server sends the CDN headers of out/_headers on every file, page and 404', async ({
  request: viaCloudflare,
}) => {
  expect(headerNames).toEqual(
    expect.arrayContaining(['content-security-policy', 'strict-transport-security']),
  )
  const out = join(process.cwd(), 'out')
  const files = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== '_headers')
    .map((entry) => '/' + relative(out, join(entry.parentPath, entry.name)))
    .map((file) => file.replace(/(\/index)?\.html$/, '') || '/')
  const paths = [...new Set([...pages.map((page) => page.path), notFoundPath, ...files])]
  test.setTimeout(30_000 + paths.length * 250)
  const batch = 8
  for (let start = 0; start < paths.length; start += batch) {
    await Promise.all(
      paths.slice(start, start + batch).map(async (path) => {
        const [fromBench, fromCloudflare] = await Promise.all([
          viaBenchServer(path),
          viaCloudflare.get(path, {
            maxRedirects: 0,
            headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
          }),
        ])
        const cloudflare = fromCloudflare.headers()
        expect(fromBench[':status'], path).toBe(fromCloudflare.status())
        for (const name of headerNames) {
          // Cloudflare marks 404s no-store; the bench server revalidates them, as nginx does.
          if (name === 'cache-control' && fromCloudflare.status() === 404) continue
          expect(fromBench[name], `${path} ${name}`).toBe(cloudflare[name])
        }
        const compressed = (encoding: unknown) => encoding !== undefined && encoding !== 'identity'
        expect(compressed(fromBench['content-encoding']), `${path} compressed`).toBe(
          compressed(cloudflare['content-encoding']),
        )
      }),
    )
  }
})
