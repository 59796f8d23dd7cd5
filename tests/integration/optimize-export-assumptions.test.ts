/**
 * @jest-environment node
 */
/**
 * What scripts/build/optimize-export.mjs assumes about the HTML Next exports (docs/islands.md, "What
 * optimize-export assumes about Next's HTML"). For each assumption: it holds on a page as Next
 * exports it (tests/unit/helpers/next-export.ts), and a page that breaks it, and only it, stops the
 * build with a message naming it. When Next's page breaks one, the first test of that assumption
 * fails, naming it.
 *
 * After a Next upgrade, check a real export too: `npx next build` (not `npm run build`, which
 * optimizes the pages), then
 * `NEXT_EXPORT=out npx jest -c jest.integration.config.mjs tests/integration/optimize-export-assumptions`
 * holds every assumption against every page in out/ as well.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { nextPage } from '../unit/helpers/next-export'

type Broken = { assumption: string; why: string }
type Page = { html: string; name: string }
type Checked = { broken: Broken[]; error?: string }

const repo = resolve(__dirname, '..', '..')
const page: Page = { html: nextPage, name: 'about.html' }
const exportDir = process.env.NEXT_EXPORT ? resolve(repo, process.env.NEXT_EXPORT) : undefined

/** Each assumption, and a change to Next's page that breaks it and no other. */
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
  // An island rendered by <Island> whose module components/islands/entries/ lacks.
  'islands-bundled': (page) => ({
    ...page,
    html: page.html.replace('data-island="menu"', 'data-island="weather-widget"'),
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
    const m = await import('./scripts/build/optimize-export.mjs')
    const { assumptions, pageShape } = await import('./scripts/build/export-page-shape.mjs')
    const { cases, dir } = JSON.parse(readFileSync(0, 'utf8'))
    // The islands that have a module, each with a bundle of one file.
    const bundles = new Map(readdirSync('components/islands/entries').map((file) => {
      const name = file.replace(/\.tsx?$/, '')
      return [name, { entry: '/' + name + '.js', files: ['/' + name + '.js'] }]
    }))
    const results = {}
    for (const [key, page] of Object.entries(cases)) {
      results[key] = { broken: pageShape(page.html, bundles).broken }
      try { m.deferRuntime(page.html, { bundles, name: page.name }) } catch (error) { results[key].error = error.message }
    }
    const exported = []
    if (dir)
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.html')) continue
        const name = relative(dir, join(entry.parentPath, entry.name))
        const html = readFileSync(join(entry.parentPath, entry.name), 'utf8')
        exported.push({ name, broken: pageShape(html, bundles).broken })
      }
    process.stdout.write(JSON.stringify({ assumptions, results, exported }))`
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
        `scripts/build/optimize-export.mjs relies on it (docs/islands.md, "What optimize-export assumes about Next's HTML").`,
    )
}

it('names every assumption in docs/islands.md, and each has a breaking case here', () => {
  const names = Object.keys(assumptions).sort()
  expect(Object.keys(breakers).sort()).toEqual(names)
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
    expectHolds(name, [{ name: 'tests/fixtures/next-export/about.html', ...results.next! }])
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
  })
})
