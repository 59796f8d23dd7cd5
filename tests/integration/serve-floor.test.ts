/**
 * @jest-environment node
 */
/**
 * The bench's floor page (lighthouserc.cjs, BENCH_FLOOR) is served by scripts/serve/serve.mjs from a
 * folder that has no `_headers` and no 404 page: `--headers` gives it the site's headers, and a
 * request for something the folder lacks (the browser asks for /favicon.ico) gets a plain 404
 * instead of stopping the server, which failed the bench's next run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const repo = resolve(__dirname, '..', '..')
const port = 3900 + (process.pid % 90)
const origin = `http://127.0.0.1:${port}`

describe('serve.mjs serving the bench floor page', () => {
  let server: ChildProcess
  beforeAll(async () => {
    const headers = join(mkdtempSync(join(tmpdir(), 'floor-headers-')), '_headers')
    writeFileSync(
      headers,
      '/*\n  Cross-Origin-Resource-Policy: same-origin\n  X-Frame-Options: DENY\n',
    )
    server = spawn(
      process.execPath,
      [
        'scripts/serve/serve.mjs',
        ...['--port', String(port)],
        ...['--dir', 'tests/fixtures/lighthouse-floor'],
        ...['--headers', headers],
      ],
      { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((ready) =>
      server.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Serving')) ready()
      }),
    )
  })
  afterAll(() => {
    server.kill()
  })

  it('serves the page with the headers of the file given by --headers', async () => {
    const response = await fetch(`${origin}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(await response.text()).toContain('<h1>Lighthouse floor</h1>')
  })

  it('answers a file the folder lacks with a 404 and keeps serving', async () => {
    const missing = await fetch(`${origin}/favicon.ico`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('Not found')
    expect((await fetch(`${origin}/`)).status).toBe(200)
  })
})
