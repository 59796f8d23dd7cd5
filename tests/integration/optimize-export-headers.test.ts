/**
 * @jest-environment node
 */
// generate-headers.mjs on an optimized export: the same header files whatever the content, CORP, nginx.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateHeaders, loaderOf, makeExport, optimize, sha256 } from './export-fixture'

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
