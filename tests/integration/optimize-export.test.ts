/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A page in the shape Next 16 exports (its runtime's chunk scripts and preload, Turbopack's chunk
 * list, the inline payload) with the islands <Island> renders.
 */
type Page = { islands?: string[]; chunk?: string; jsonLd?: string }
const organization = JSON.stringify({ name: 'A Builder' })
const exportedPage = ({ islands = ['menu'], chunk = 'main', jsonLd = organization }: Page) =>
  '<!DOCTYPE html><html><head>' +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${chunk}.js"/>` +
  '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '</head><body><h1>Hi</h1>' +
  islands
    .map(
      (name) => `<site-island data-island="${name}" data-props="{}"><p>${name}</p></site-island>`,
    )
    .join('') +
  `<script type="application/ld+json">${jsonLd}</script>` +
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/${chunk}.js"]});</script>` +
  `<script src="/_next/static/chunks/${chunk}.js" async=""></script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  `<script>self.__next_f.push(${JSON.stringify([1, '0:"hello"\n'])})</script>` +
  '</body></html>'

const loaderOf = (html: string) =>
  html.match(/<script data-runtime-loader="">([\s\S]*?)<\/script>/)![1]!
const configOf = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="runtime-config">([\s\S]*?)<\/script>/)![1]!,
  ) as { modules: string[]; preload: string[]; now: boolean }
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')

/** An export directory as `next build` leaves it: pages and an SVG. */
function makeExport(pages: Record<string, Page>) {
  const out = mkdtempSync(join(tmpdir(), 'optimize-export-'))
  for (const [name, page] of Object.entries(pages))
    writeFileSync(join(out, `${name}.html`), exportedPage(page))
  return out
}

const node = (script: string, ...args: string[]) =>
  execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', stdio: 'pipe' })
const optimize = (out: string) => node('scripts/build/optimize-export.mjs', '--dir', out)
const generateHeaders = (out: string, headers: string) =>
  node('scripts/build/generate-headers.mjs', '--dir', out, '--out-dir', headers)

describe('scripts/build/optimize-export.mjs on an export', () => {
  let out: string

  beforeAll(() => {
    out = makeExport({
      '404': { islands: ['menu', 'not-found-logger'] },
      index: { islands: ['menu', 'contact-form', 'toaster'] },
      about: { islands: ['menu'], chunk: 'about-page' },
    })
    writeFileSync(
      join(out, 'art.svg'),
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>\n</svg>\n',
    )
    optimize(out)
  })
  afterAll(() => rmSync(out, { recursive: true, force: true }))
  const page = (name: string) => readFileSync(join(out, `${name}.html`), 'utf8')
  const served = (url: string) => readFileSync(join(out, url), 'utf8')

  it("replaces Next's runtime with the page's islands behind the loader and minifies SVG", () => {
    const html = page('index')
    // Every script that runs, and every script preload, is gone; the JSON-LD stays.
    expect(html.match(/<script(?! type="application\/(ld\+)?json")[^>]*>/g)).toEqual([
      '<script data-runtime-loader="">',
    ])
    expect(html).not.toMatch(/<link[^>]+as="script"/)
    expect(html).toContain(`<script type="application/ld+json">${organization}</script>`)
    // The islands' elements stay as the server rendered them.
    expect(html).toContain('<site-island data-island="contact-form" data-props="{}"><p>')
    // One module per island, in page order, each a file of the bundle that hydrates it.
    const { modules, preload, now } = configOf(html)
    expect(modules.map((url) => url.match(/islands\/([a-z-]+)-\w+\.js$/)![1])).toEqual([
      'menu',
      'contact-form',
      'toaster',
    ])
    expect(now).toBe(false)
    // Each module hydrates the island it is named after.
    for (const [index, name] of ['menu', 'contact-form', 'toaster'].entries())
      expect(served(modules[index]!)).toContain(`"${name}"`)
    // Everything they import statically is preloaded with them, the islands' runtime among them.
    expect(preload).toEqual(expect.arrayContaining(modules))
    const imported = modules.flatMap((url) =>
      [...served(url).matchAll(/from"\.\/([\w-]+\.js)"/g)].map(
        (match) => `/_next/static/islands/${match[1]}`,
      ),
    )
    expect(imported.length).toBeGreaterThan(0)
    expect(preload).toEqual(expect.arrayContaining(imported))
    expect(preload.map(served).join('')).toContain('data-props')
    // The data block comes before the loader that reads it, at the end of the body.
    expect(html).toMatch(
      /<script type="application\/json" id="runtime-config">[^<]*<\/script><script data-runtime-loader="">/,
    )
    expect(html.endsWith(`${loaderOf(html)}</script></body></html>`)).toBe(true)
    expect(() => new Function(loaderOf(html))).not.toThrow()

    const svg = readFileSync(join(out, 'art.svg'), 'utf8')
    expect(svg).not.toMatch(/drawn by hand|\n/)
    expect(svg).toContain('viewBox="0 0 10 10"')
  })

  it('writes the same loader text on every page, each with its own islands', () => {
    const about = page('about')
    expect(loaderOf(about)).toBe(loaderOf(page('index')))
    expect(configOf(about).modules).toHaveLength(1)
    expect(configOf(about).preload.length).toBeLessThan(configOf(page('index')).preload.length)
    // The 404 page's islands start at once, so the 404 view logs at once.
    const notFound = page('404')
    expect(loaderOf(notFound)).toBe(loaderOf(about))
    expect(configOf(notFound).now).toBe(true)
    expect(configOf(notFound).modules[1]).toMatch(/not-found-logger-\w+\.js$/)
  })

  it('stops the build, naming the page and the island, when an island has no module', () => {
    const broken = makeExport({ index: { islands: ['menu', 'weather-widget'] } })
    try {
      expect(() => optimize(broken)).toThrow(
        /index\.html: no module for the island\(s\) "weather-widget"\. It breaks the assumption "islands-bundled"/,
      )
    } finally {
      rmSync(broken, { recursive: true, force: true })
    }
  })
})

describe('scripts/build/generate-headers.mjs on an optimized export', () => {
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
    const jsonLd = JSON.stringify({ telephone: facts.phone })
    const out = makeExport({
      index: { chunk: facts.chunk, jsonLd },
      about: { chunk: `${facts.chunk}-about`, jsonLd },
      '404': { chunk: facts.chunk, jsonLd },
    })
    dirs.push(out)
    optimize(out)
    const headers = temporary('headers-')
    generateHeaders(out, headers)
    return { out, headers }
  }
  const read = (dir: string) =>
    Object.fromEntries(readdirSync(dir).map((file) => [file, readFileSync(join(dir, file))]))
  const facts = { phone: '(831) 555-0100', chunk: 'aaa' }
  /** One export and its headers, for the tests that only read them (two Node runs each). */
  let built: ReturnType<typeof headersFor> | undefined
  const shared = () => (built ??= headersFor(facts))

  it('writes byte-identical header files whatever the content, hashing only the loader', () => {
    const a = shared()
    // Another number and other chunk names: whatever the editor writes, the same files.
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
    // nginx answers for any host name: no domain is written into it.
    const serverNames = filesA['nginx.conf']!.toString().match(/^\s*server_name\b.*$/gm)
    expect(serverNames?.map((line) => line.trim())).toEqual(['server_name _;', 'server_name _;'])
  })

  it('lets other sites embed the social cards (CORP cross-origin) and nothing else, on every host', () => {
    const files = read(shared().headers)
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
    const nginx = read(shared().headers)['nginx.conf']!.toString()
    const [http, https] = nginx.split(/^server \{$/m).slice(1)
    // The HTTPS server (the site): relative Locations only, so /about/ → "Location: /about".
    expect(https).toMatch(/^\s*absolute_redirect off;$/m)
    expect(https).not.toContain('$host')
    expect(https).not.toContain('$http_host')
    // HTTP to HTTPS must be absolute: to the very name the visitor asked for, on https.
    expect(http).toMatch(/return 301 https:\/\/\$host\$request_uri;/)
  })

  it('stops the build when a page has an inline script other than the loader', () => {
    // Its own export: this test writes scripts into it.
    const { out } = headersFor(facts)
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
    const out = makeExport({ index: {} })
    dirs.push(out)
    expect(() => generateHeaders(out, temporary('headers-'))).toThrow(
      /index\.html: an inline script other than the runtime loader/,
    )
  })
})
