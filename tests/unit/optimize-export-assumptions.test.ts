/**
 * @jest-environment node
 */
/**
 * What scripts/optimize-export.mjs assumes about the HTML Next exports (docs/islands.md, "What
 * optimize-export assumes about Next's HTML"). For each assumption: it holds on a page as Next
 * exports it (tests/unit/helpers/next-export.ts), and a page that breaks it, and only it, stops the
 * build with a message naming it. When Next's page breaks one, the first test of that assumption
 * fails, naming it.
 *
 * After a Next upgrade, check a real export too: `npx next build` (not `npm run build`, which
 * optimizes the pages), then `NEXT_EXPORT=out npx jest tests/unit/optimize-export-assumptions`
 * holds every assumption against every page in out/ as well.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { nextPage, nextPayload } from './helpers/next-export'

type Broken = { assumption: string; why: string }
type Page = { html: string; payloadText: string; payloadUrl: string; name: string }
type Checked = { broken: Broken[]; error?: string }

const repo = resolve(__dirname, '..', '..')
const page: Page = {
  html: nextPage,
  payloadText: nextPayload,
  payloadUrl: '/about.txt',
  name: 'about.html',
}
const exportDir = process.env.NEXT_EXPORT ? resolve(repo, process.env.NEXT_EXPORT) : undefined

/**
 * Each assumption but `payload-file` (a file, not the page: tested on a folder below), and a
 * change to Next's page that breaks it and no other, as a Next upgrade might.
 */
const breakers: Record<string, (page: Page) => Page> = {
  'not-optimized': (page) => ({
    ...page,
    html: page.html.replace('<div hidden="">', '<div hidden="" data-runtime-loader="">'),
  }),
  'config-id-free': (page) => ({
    ...page,
    html: page.html.replace('<div hidden="">', '<div hidden="" id="runtime-config">'),
  }),
  'body-end-tag': (page) => ({ ...page, html: page.html.replace('</body>', '') }),
  // No more <script src async>: the runtime loads some other way.
  'chunk-scripts': (page) => ({
    ...page,
    html: page.html.replace(/<script src="[^"]+" async=""><\/script>/g, ''),
  }),
  // A chunk script with another attribute (crossOrigin set in next.config, say).
  'no-other-script-files': (page) => ({
    ...page,
    html: page.html.replace(
      '/turbopack-2u1d16houkiyo.js" async=""',
      '/turbopack-2u1d16houkiyo.js" async="" crossorigin=""',
    ),
  }),
  'script-preloads': (page) => ({
    ...page,
    html: page.html.replace(
      '<link rel="preload" as="script" fetchPriority="low"',
      '<link rel="modulepreload"',
    ),
  }),
  'turbopack-chunk-list': (page) => ({
    ...page,
    html: page.html.replace('(globalThis["TURBOPACK"] = []))', '[])'),
  }),
  'turbopack-chunk-list-object': (page) => ({
    ...page,
    html: page.html.replace('"otherChunks":', '"chunks":'),
  }),
  // A second chunk list, in a script of its own.
  'turbopack-only-there': (page) => ({
    ...page,
    html: page.html.replace(
      '</body>',
      '<script>globalThis["TURBOPACK"].push({"otherChunks":[]})</script></body>',
    ),
  }),
  'payload-bootstrap': (page) => ({
    ...page,
    html: page.html.replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', ''),
  }),
  // A row of another kind (Next's binary rows are [3, "base64"]).
  'payload-rows': (page) => ({
    ...page,
    html: page.html.replace('self.__next_f.push([1,', 'self.__next_f.push([3,'),
  }),
  'payload-equals-txt': (page) => ({ ...page, payloadText: `${page.payloadText}X:null\n` }),
  'next-f-only-there': (page) => ({
    ...page,
    html: page.html.replace(
      '</body>',
      '<script>(self.__next_f=self.__next_f||[]).push([2,null])</script></body>',
    ),
  }),
}

/**
 * Runs the script's own checks (an ES module jest does not load) in one Node process: the
 * assumptions it names, what each case breaks and the error the build stops with, and the pages
 * of NEXT_EXPORT.
 */
function check(cases: Record<string, Page>, dir: string | undefined) {
  const program = `
    import { readFileSync, readdirSync } from 'node:fs'
    import { join, relative } from 'node:path'
    const m = await import('./scripts/optimize-export.mjs')
    const { cases, dir } = JSON.parse(readFileSync(0, 'utf8'))
    const results = {}
    for (const [key, page] of Object.entries(cases)) {
      results[key] = { broken: m.brokenAssumptions(page.html, page) }
      try { m.deferRuntime(page.html, page) } catch (error) { results[key].error = error.message }
    }
    const exported = []
    if (dir)
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.html')) continue
        const name = relative(dir, join(entry.parentPath, entry.name))
        const payloadUrl = m.payloadPathFor(name)
        let payloadText
        try { payloadText = readFileSync(join(dir, payloadUrl), 'utf8') } catch {
          exported.push({ name, broken: [{ assumption: 'payload-file', why: 'no ' + payloadUrl }] })
          continue
        }
        const html = readFileSync(join(entry.parentPath, entry.name), 'utf8')
        exported.push({ name, broken: m.brokenAssumptions(html, { payloadText, payloadUrl, name }) })
      }
    process.stdout.write(JSON.stringify({ assumptions: m.assumptions, results, exported }))`
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', program], {
      cwd: repo,
      encoding: 'utf8',
      input: JSON.stringify({ cases, dir }),
    }),
  ) as {
    assumptions: Record<string, string>
    results: Record<string, Checked>
    exported: { name: string; broken: Broken[] }[]
  }
}

const { assumptions, results, exported } = check(
  {
    next: page,
    ...Object.fromEntries(Object.entries(breakers).map(([name, breaks]) => [name, breaks(page)])),
  },
  exportDir,
)
// An export `npm run build` has optimized is past checking: its pages already have the loader.
const exportedPages = exported.filter(
  ({ broken }) => !broken.some(({ assumption }) => assumption === 'not-optimized'),
)

/** Fails naming the assumption when a page as Next exports it breaks it. */
function expectHolds(name: string, pages: { name: string; broken: Broken[] }[]) {
  const failures = pages.flatMap((page) =>
    page.broken
      .filter(({ assumption }) => assumption === name)
      .map(({ why }) => `${page.name}: ${why}`),
  )
  if (failures.length)
    throw new Error(
      `Assumption "${name}" no longer holds: ${assumptions[name]}.\n  ${failures.join('\n  ')}\n` +
        `scripts/optimize-export.mjs relies on it (docs/islands.md, "What optimize-export assumes about Next's HTML").`,
    )
}

it('names every assumption in docs/islands.md, and each has a breaking case here', () => {
  const names = Object.keys(assumptions).sort()
  expect([...Object.keys(breakers), 'payload-file'].sort()).toEqual(names)
  const docs = readFileSync(join(repo, 'docs', 'islands.md'), 'utf8')
  const section = docs
    .split("## What optimize-export assumes about Next's HTML")[1]!
    .split('\n## ')[0]!
  const documented = [...section.matchAll(/^- \*\*`([a-z-]+)`\*\*/gm)].map((match) => match[1])
  expect(documented.sort()).toEqual(names)
})

if (exportDir)
  it(`finds pages as next build wrote them in NEXT_EXPORT (${exportDir})`, () => {
    if (exportedPages.length === 0)
      throw new Error(
        `NEXT_EXPORT: no page in ${exportDir} as next build wrote it (${exported.length} optimized). Run \`npx next build\` alone first.`,
      )
  })

describe.each(Object.keys(breakers))('assumption "%s"', (name) => {
  it('holds on a page as Next 16 exports it', () => {
    expectHolds(name, [{ name: 'tests/unit/helpers/next-export.ts', ...results.next! }])
    expectHolds(name, exportedPages)
  })

  it('stops the build, named, when a page breaks it and only it', () => {
    // What the change breaks beyond what Next's page already breaks (nothing, while the above holds).
    const before = results.next!.broken.map(({ assumption }) => assumption)
    const after = results[name]!.broken.map(({ assumption }) => assumption)
    expect(after.filter((assumption) => !before.includes(assumption))).toEqual([name])
    if (before.length > 0) return
    expect(results[name]!.error).toContain('about.html: ')
    expect(results[name]!.error).toContain(`It breaks the assumption "${name}": `)
    expect(results[name]!.error).toContain("Next's exported HTML changed shape")
  })
})

describe('assumption "payload-file"', () => {
  let out = ''
  const optimize = () =>
    execFileSync(process.execPath, ['scripts/optimize-export.mjs', '--dir', out], {
      cwd: repo,
      encoding: 'utf8',
      stdio: 'pipe',
    })
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'optimize-export-assumptions-'))
    for (const [html, txt] of [
      ['index.html', 'index.txt'],
      ['about.html', 'about.txt'],
      ['404.html', '_not-found.txt'],
    ] as const) {
      writeFileSync(join(out, html), nextPage)
      writeFileSync(join(out, txt), nextPayload)
    }
  })
  afterEach(() => rmSync(out, { recursive: true, force: true }))

  it('holds on a page as Next 16 exports it', () => {
    let error = ''
    try {
      optimize()
    } catch (thrown) {
      error = String((thrown as { stderr?: string }).stderr || thrown)
    }
    if (error.includes('"payload-file"'))
      expectHolds('payload-file', [
        { name: out, broken: [{ assumption: 'payload-file', why: error }] },
      ])
    expect(error).toBe('')
    expect(readFileSync(join(out, '404.html'), 'utf8')).toContain('"payload":"/_not-found.txt"')
    expectHolds('payload-file', exportedPages)
  })

  it('stops the build, named, when a page breaks it and only it', () => {
    rmSync(join(out, 'about.txt'))
    expect(optimize).toThrow(
      /about\.html: Next exported no payload file \/about\.txt\. It breaks the assumption "payload-file": /,
    )
  })
})
