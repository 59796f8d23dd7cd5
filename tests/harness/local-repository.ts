/**
 * "Work with Local Repository" in a headless browser. Sveltia's local mode asks for the
 * repository's folder with the File System Access API's directory picker, a native dialog no
 * automation can answer; everything after the picker is Sveltia's own code reading and writing
 * through the handles it is given. So the picker, and only the picker, is replaced: it returns a
 * directory handle over a real folder on this machine, whose every read and write goes, through
 * requests Playwright answers here, to that folder's files. What the editor saves is then on
 * disk, where `next dev` sees it as it would after a real picker. (No library does this: the
 * browser's own handles cannot point outside its sandbox, and Playwright's file chooser covers
 * <input type="file"> only.)
 *
 * For a browser Playwright does not drive (WebKitGTK through WebDriver, tests/cms/webkit.spec.ts),
 * `serveWithLocalRepository` puts a server in front of the editor's own that answers the same
 * requests and adds the picker's script to the page, at the editor's own origin: nothing else of
 * the editor's responses (its CSP included) changes.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import { basename, dirname, extname, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { installPicker } from './directory-picker'

/** The address the page's handles call: Playwright, or the front server, answers it. */
const endpoint = '/__local-repository'

/**
 * Run by tsx rather than Playwright's runner, installPicker's text
 * calls esbuild's `__name` helper (its keepNames option), which the page lacks: this defines it.
 */
const keepNamesHelper = 'globalThis.__name = function (target) { return target };'

/** A request of the page's handles, and what answers it. */
interface Operation {
  operation: string
  params: URLSearchParams
  body: Buffer | undefined
}
interface Answer {
  status?: number
  body: Buffer | string
  contentType?: string
  headers?: Record<string, string>
}

/**
 * The type a browser's File System Access API gives a file by its extension (File.type), for the
 * pictures the editor draws: without it an SVG's blob: address is no image to WebKit.
 */
const fileTypes: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
}

/** Answers the page's handles from the files of `root`; every path stays inside it. */
export function localRepository(root: string): (request: Operation) => Answer {
  const base = resolve(root)
  const inside = (path: string) => {
    const full = resolve(base, path)
    if (full !== base && !full.startsWith(`${base}/`)) throw new Error(`${path} is outside ${base}`)
    return full
  }
  return ({ operation, params, body }) => {
    const path = inside(params.get('path') ?? '')
    const exists = existsSync(path)
    const kind = exists ? (statSync(path).isDirectory() ? 'directory' : 'file') : undefined
    const json = (value: unknown): Answer => ({
      contentType: 'application/json',
      body: JSON.stringify(value),
    })
    switch (operation) {
      case 'kind':
        return json({ kind: kind ?? null })
      case 'list':
        return json(
          readdirSync(path, { withFileTypes: true }).map((entry) => ({
            name: entry.name,
            kind: entry.isDirectory() ? 'directory' : 'file',
          })),
        )
      case 'read':
        return {
          body: readFileSync(path),
          headers: {
            'x-last-modified': String(statSync(path).mtimeMs),
            'x-file-type': fileTypes[extname(path).slice(1).toLowerCase()] ?? '',
          },
        }
      case 'write':
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, body ?? Buffer.alloc(0))
        return json({})
      case 'mkdir':
        mkdirSync(path, { recursive: true })
        return json({})
      case 'remove':
        rmSync(path, { recursive: params.has('recursive') })
        return json({})
      case 'move':
        renameSync(path, inside(params.get('to') ?? ''))
        return json({})
      default:
        return { status: 400, body: `no operation ${operation}` }
    }
  }
}

/** Serves `root` to the page's directory picker; every path stays inside it. */
export async function exposeLocalRepository(page: Page, root: string): Promise<void> {
  const answer = localRepository(root)
  await page.route(`**${endpoint}/**`, async (route) => {
    const request = route.request()
    const { status, body, contentType, headers } = answer(
      operationOf(new URL(request.url()), request.postDataBuffer() ?? undefined)!,
    )
    return route.fulfill({ status, body, contentType, headers })
  })
  await page.addInitScript({ content: keepNamesHelper })
  await page.addInitScript(installPicker, { endpoint, name: basename(resolve(root)) })
}

/** The operation a request to the endpoint asks for, if it is one. */
function operationOf(url: URL, body: Buffer | undefined): Operation | undefined {
  if (!url.pathname.startsWith(`${endpoint}/`)) return undefined
  return { operation: url.pathname.slice(endpoint.length + 1), params: url.searchParams, body }
}

/**
 * A server at `port` in front of the editor served at `upstream`: the repository's requests are
 * answered from `root`, the page gets the picker's script (and a record of CSP violations, in
 * `window.cspViolations`, then `pageScript` if given) before its own, and every other request goes
 * to `upstream` unchanged.
 */
export async function serveWithLocalRepository(
  root: string,
  upstream: string,
  port: number,
  { pageScript = '' }: { pageScript?: string } = {},
): Promise<Server> {
  const answer = localRepository(root)
  const script = `${keepNamesHelper}
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', function (event) {
  window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
});
(${installPicker.toString()})(${JSON.stringify({ endpoint, name: basename(resolve(root)) })});
${pageScript}`
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', upstream)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    if (url.pathname === `${endpoint}/picker.js`) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
      return response.end(script)
    }
    const operation = operationOf(url, Buffer.concat(chunks))
    if (operation) {
      const { status = 200, body, contentType, headers } = answer(operation)
      response.writeHead(status, {
        'Content-Type': contentType ?? 'application/octet-stream',
        ...headers,
      })
      return response.end(body)
    }
    const upstreamResponse = await fetch(url)
    const headers = Object.fromEntries(upstreamResponse.headers)
    // fetch has decoded the body already.
    delete headers['content-encoding']
    delete headers['content-length']
    let body = Buffer.from(await upstreamResponse.arrayBuffer())
    if (url.pathname === '/')
      body = Buffer.from(
        body
          .toString()
          .replace('<body>', `<body>\n    <script src="${endpoint}/picker.js"></script>`),
      )
    response.writeHead(upstreamResponse.status, headers)
    response.end(body)
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return server
}
