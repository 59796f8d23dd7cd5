/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { content } from '@/lib/content'

/** A page in the shape Next 16 exports: chunk scripts, Turbopack's chunk list, the inline payload. */
const payload = '0:"hello"\n1:["$","h1",null,{"children":"Hi"}]\n'
type Page = { rows: string[]; chunk?: string; jsonLd?: string }
const organization = JSON.stringify({ name: content.site.name })
const exportedPage = ({ rows, chunk = 'main', jsonLd = organization }: Page) =>
  '<!DOCTYPE html><html><head>' +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${chunk}.js"/>` +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '</head><body><h1>Hi</h1>' +
  `<script type="application/ld+json">${jsonLd}</script>` +
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/${chunk}.js"],"runtimeModuleIds":[1]});</script>` +
  `<script src="/_next/static/chunks/${chunk}.js" async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  rows.map((row) => `<script>self.__next_f.push(${JSON.stringify([1, row])})</script>`).join('') +
  '</body></html>'

const loaderOf = (html: string) =>
  html.match(/<script data-runtime-loader="">([\s\S]*?)<\/script>/)![1]!
const configOf = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="runtime-config">([\s\S]*?)<\/script>/)![1]!,
  ) as { sources: string[]; payload: string; turbopack: unknown; now: boolean }
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

/** An export directory as `next build` leaves it: pages, their .txt payloads, a chunk, an SVG. */
function makeExport(pages: Record<string, Page & { payload?: string }>) {
  const out = mkdtempSync(join(tmpdir(), 'optimize-export-'))
  mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true })
  writeFileSync(join(out, '_next', 'static', 'chunks', 'runtime.js'), 'self.x=1')
  for (const [name, page] of Object.entries(pages)) {
    writeFileSync(join(out, `${name}.html`), exportedPage(page))
    const txt = name === '404' ? '_not-found' : name
    writeFileSync(join(out, `${txt}.txt`), page.payload ?? page.rows.join(''))
  }
  return out
}

const node = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', stdio: 'pipe' })
const optimize = (out: string) => node('scripts/optimize-export.mjs', '--dir', out)
const generateHeaders = (out: string, headers: string) =>
  node('scripts/generate-headers.mjs', '--dir', out, '--out-dir', headers)

describe('scripts/optimize-export.mjs on an export', () => {
  let out: string

  beforeEach(() => {
    out = makeExport({ '404': { rows: [payload] } })
    writeFileSync(
      join(out, 'art.svg'),
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>\n</svg>\n',
    )
  })
  afterEach(() => rmSync(out, { recursive: true, force: true }))

  it('moves the runtime, its payload and the chunk list behind the loader and minifies SVG', () => {
    writeFileSync(
      join(out, 'index.html'),
      exportedPage({ rows: [payload.slice(0, 9), payload.slice(9)] }),
    )
    writeFileSync(join(out, 'index.txt'), payload)
    optimize(out)
    const html = readFileSync(join(out, 'index.html'), 'utf8')
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(runtime|main)\.js"/)
    expect(html).not.toMatch(/<link[^>]+as="script"/)
    expect(html).not.toContain('self.__next_f.push([1')
    expect(html).not.toContain('<script id="_R_">')
    expect(html).toContain(`<script type="application/ld+json">${organization}</script>`)
    expect(configOf(html)).toEqual({
      sources: ['/_next/static/chunks/runtime.js', '/_next/static/chunks/main.js'],
      payload: '/index.txt',
      // The payload's Subresource Integrity hash: fetch() rejects a payload of another build.
      integrity: `sha256-${sha256(payload)}`,
      turbopack: { otherChunks: ['static/chunks/main.js'], runtimeModuleIds: [1] },
      now: false,
    })
    // The data block comes before the loader that reads it, at the end of the body.
    expect(html).toMatch(
      /<script type="application\/json" id="runtime-config">[^<]*<\/script><script data-runtime-loader="">/,
    )
    expect(html.endsWith(`${loaderOf(html)}</script></body></html>`)).toBe(true)
    expect(() => new Function(loaderOf(html))).not.toThrow()

    // The 404 page gets the same loader, started at once so the 404 view logs at once.
    const notFound = readFileSync(join(out, '404.html'), 'utf8')
    expect(notFound).not.toContain('<script>self.__next_f')
    expect(notFound).not.toContain('<script id="_R_">')
    expect(loaderOf(notFound)).toBe(loaderOf(html))
    expect(configOf(notFound)).toMatchObject({ payload: '/_not-found.txt', now: true })

    const svg = readFileSync(join(out, 'art.svg'), 'utf8')
    expect(svg).not.toMatch(/drawn by hand|\n/)
    expect(svg).toContain('viewBox="0 0 10 10"')
  })

  it('writes the same loader text on pages with different chunks and payloads', () => {
    writeFileSync(join(out, 'index.html'), exportedPage({ rows: [payload] }))
    writeFileSync(join(out, 'index.txt'), payload)
    const other = '0:"about"\n'
    writeFileSync(join(out, 'about.html'), exportedPage({ rows: [other], chunk: 'about-page' }))
    writeFileSync(join(out, 'about.txt'), other)
    optimize(out)
    const home = readFileSync(join(out, 'index.html'), 'utf8')
    const about = readFileSync(join(out, 'about.html'), 'utf8')
    expect(loaderOf(about)).toBe(loaderOf(home))
    expect(configOf(about)).toMatchObject({
      sources: ['/_next/static/chunks/runtime.js', '/_next/static/chunks/about-page.js'],
      payload: '/about.txt',
      turbopack: { otherChunks: ['static/chunks/about-page.js'] },
    })
    expect(configOf(home).sources).not.toEqual(configOf(about).sources)
  })

  it('escapes < in the data block, so nothing in it can end the element', () => {
    const chunk = 'x</script><script>alert(1)//'
    writeFileSync(
      join(out, 'index.html'),
      exportedPage({ rows: [payload] }).replace(
        '"runtimeModuleIds":[1]',
        `"runtimeModuleIds":[1],"note":${JSON.stringify(chunk).replace(/</g, '\\u003c')}`,
      ),
    )
    writeFileSync(join(out, 'index.txt'), payload)
    optimize(out)
    const html = readFileSync(join(out, 'index.html'), 'utf8')
    expect(configOf(html).turbopack).toMatchObject({ note: chunk })
    expect(html.match(/<script\b/g)).toHaveLength(4)
  })

  it('stops the build, naming the page, when the inline payload is not the exported .txt file', () => {
    writeFileSync(join(out, 'index.html'), exportedPage({ rows: ['0:"something else"\n'] }))
    writeFileSync(join(out, 'index.txt'), payload)
    expect(() => optimize(out)).toThrow(/index\.html: the inline payload differs from \/index\.txt/)
  })

  it('stops the build when Next no longer emits the chunk scripts it expects', () => {
    writeFileSync(
      join(out, 'index.html'),
      exportedPage({ rows: [payload] }).replace(/<script src="[^"]+" async=""><\/script>/g, ''),
    )
    writeFileSync(join(out, 'index.txt'), payload)
    expect(() => optimize(out)).toThrow(
      /index\.html: no <script src="\/_next\/static\/…" async> chunk scripts/,
    )
  })

  it('stops the build when the Turbopack chunk list changes form', () => {
    writeFileSync(
      join(out, 'index.html'),
      exportedPage({ rows: [payload] }).replace('(globalThis["TURBOPACK"] = []))', '[])'),
    )
    writeFileSync(join(out, 'index.txt'), payload)
    expect(() => optimize(out)).toThrow(/index\.html: not exactly one inline Turbopack chunk list/)
  })
})

describe('scripts/generate-headers.mjs on an optimized export', () => {
  const dirs: string[] = []
  const temporary = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    dirs.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  /** Builds an export with the given facts, optimizes it and generates its headers. */
  function headersFor(facts: { phone: string; chunk: string }) {
    const page = `0:"Call ${facts.phone}"\n`
    const jsonLd = JSON.stringify({ telephone: facts.phone })
    const out = makeExport({
      index: { rows: [page], chunk: facts.chunk, jsonLd },
      about: { rows: [page, '1:"about"\n'], chunk: `${facts.chunk}-about`, jsonLd },
      '404': { rows: [page], chunk: facts.chunk, jsonLd },
    })
    dirs.push(out)
    optimize(out)
    const headers = temporary('headers-')
    generateHeaders(out, headers)
    return { out, headers }
  }
  const read = (dir: string) =>
    Object.fromEntries(readdirSync(dir).map((file) => [file, readFileSync(join(dir, file))]))

  it('writes byte-identical header files whatever the content, hashing only the loader', () => {
    const a = headersFor({ phone: content.site.phone, chunk: 'aaa' })
    // Another content set's number: whatever the editor writes, the same files.
    const b = headersFor({ phone: '(415) 555-0199', chunk: 'bbb' })
    const filesA = read(a.headers)
    expect(Object.keys(filesA).sort()).toEqual(['_headers', 'nginx.conf', 'vercel.json'])
    expect(read(b.headers)).toEqual(filesA)

    const headers = filesA['_headers']!.toString()
    const scriptSrc = headers.match(/script-src ([^;]+);/)![1]!.split(' ')
    const loader = loaderOf(readFileSync(join(a.out, 'index.html'), 'utf8'))
    expect(scriptSrc).toEqual(["'self'", `'sha256-${sha256(loader)}'`])
    // The JSON-LD and the loader's data block are data: not in the policy.
    const dataBlocks = [
      ...readFileSync(join(a.out, 'index.html'), 'utf8').matchAll(
        /<script type="application\/(?:ld\+)?json"[^>]*>([^<]*)<\/script>/g,
      ),
    ].map((match) => match[1]!)
    expect(dataBlocks).toHaveLength(2)
    for (const block of dataBlocks) expect(headers).not.toContain(sha256(block))
    // nginx answers for any host name: the domain is not written into it.
    expect(filesA['nginx.conf']!.toString()).toMatch(/^\s*server_name _;$/m)
    expect(filesA['nginx.conf']!.toString()).not.toContain(new URL(content.site.url).hostname)
  })

  it('lets other sites embed the social cards (CORP cross-origin) and nothing else, on every host', () => {
    const { headers } = headersFor({ phone: content.site.phone, chunk: 'aaa' })
    const files = read(headers)
    const card = '/og/home.jpg'
    const page = '/about'
    const corp = 'Cross-Origin-Resource-Policy'

    // _headers as Cloudflare Pages applies it: every matching rule in order, "! Name" detaching.
    const cloudflare = (path: string) => {
      const result = new Map<string, string[]>()
      let matches = false
      for (const line of files['_headers']!.toString().split('\n')) {
        if (!line.trim() || line.startsWith('#')) continue
        if (!line.startsWith(' ')) {
          const pattern = line.replace(/[.]/g, '\\.').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+')
          matches = new RegExp(`^${pattern}$`).test(path)
        } else if (matches && line.trim().startsWith('! ')) {
          result.delete(line.trim().slice(2))
        } else if (matches) {
          const [name, ...value] = line.trim().split(': ')
          result.set(name!, [...(result.get(name!) ?? []), value.join(': ')])
        }
      }
      return result
    }
    expect(cloudflare(card).get(corp)).toEqual(['cross-origin'])
    expect(cloudflare(page).get(corp)).toEqual(['same-origin'])
    expect(cloudflare('/og-not-a-card').get(corp)).toEqual(['same-origin'])

    // vercel.json: every matching rule in order, a later value replacing an earlier one.
    const vercel = JSON.parse(files['vercel.json']!.toString()) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    const onVercel = (path: string) =>
      vercel.headers
        .filter((rule) => new RegExp(`^${rule.source.replace(/:\w+/g, '[^/]+')}$`).test(path))
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === corp)
        .at(-1)?.value
    expect(onVercel(card)).toBe('cross-origin')
    expect(onVercel(page)).toBe('same-origin')

    // nginx: the /og/ location repeats every header with CORP cross-origin; the others same-origin.
    const nginx = files['nginx.conf']!.toString()
    const locations = [...nginx.matchAll(/location ([^{]+)\{([^}]*)\}/g)]
    const og = locations.find(([, path]) => path!.trim() === '/og/')![2]!
    expect(og).toContain(`add_header ${corp} "cross-origin" always;`)
    const others = locations.filter(([, path]) => path!.trim() !== '/og/')
    for (const [, , body] of others.filter(([, , body]) => body!.includes('add_header')))
      expect(body).toContain(`add_header ${corp} "same-origin" always;`)
    expect(og.match(/add_header/g)).toHaveLength(
      locations.find(([, path]) => path!.trim() === '/')![2]!.match(/add_header/g)!.length,
    )
  })

  it("makes nginx's redirects relative, never built from the request's Host header", () => {
    const nginx = read(headersFor({ phone: content.site.phone, chunk: 'aaa' }).headers)[
      'nginx.conf'
    ]!.toString()
    const [http, https] = nginx.split(/^server \{$/m).slice(1)
    // The HTTPS server (the site): relative Locations only, so /about/ → "Location: /about".
    expect(https).toMatch(/^\s*absolute_redirect off;$/m)
    expect(https).not.toContain('$host')
    expect(https).not.toContain('$http_host')
    // HTTP to HTTPS must be absolute: to the very name the visitor asked for, on https.
    expect(http).toMatch(/return 301 https:\/\/\$host\$request_uri;/)
  })

  it('stops the build when a page has an inline script other than the loader', () => {
    const { out } = headersFor({ phone: content.site.phone, chunk: 'aaa' })
    const file = join(out, 'about.html')
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('</body>', '<script>console.log(1)</script></body>'),
    )
    expect(() => generateHeaders(out, temporary('headers-'))).toThrow(
      /about\.html: an inline script other than the runtime loader \(console\.log\(1\)/,
    )
    // type="module" runs too, so it is held to the same rule; an unknown data type is not.
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '<script>console.log(1)</script>',
        '<script type="text/plain">anything</script>',
      ),
    )
    expect(() => generateHeaders(out, temporary('headers-'))).not.toThrow()
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '<script type="text/plain">anything</script>',
        '<script type="module">import "/x.js"</script>',
      ),
    )
    expect(() => generateHeaders(out, temporary('headers-'))).toThrow(
      /about\.html: an inline script other than the runtime loader/,
    )
  })

  it('stops the build on an export that was not optimized', () => {
    const out = makeExport({ index: { rows: [payload] } })
    dirs.push(out)
    expect(() => generateHeaders(out, temporary('headers-'))).toThrow(
      /index\.html: an inline script other than the runtime loader/,
    )
  })
})
