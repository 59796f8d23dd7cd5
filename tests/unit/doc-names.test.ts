/**
 * @jest-environment node
 *
 * The docs name only files and components that exist. The rule, in one place: a span in backticks
 * in README.md, CONTENT.md or docs/*.md (outside fenced code blocks), without a space, is a path
 * when it holds a "/" (not first: that is a site address) or is a source file's name (`gallery.tsx`),
 * and a component when it is a PascalCase word (or `<Word>`). A path must end a path of the
 * repository or of a place the build makes (.gitignore), or start with an installed package's name
 * (a span starting `@scope/` is a package);
 * a component's name must still occur in the code. A file name for data (`img_4821.jpg`) is an
 * example, and a span with `<`, `=`, `*` or a quote is a pattern: neither is checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const repo = join(__dirname, '..', '..')
const docs = ['README.md', 'CONTENT.md', ...readdirSync(join(repo, 'docs')).map((f) => `docs/${f}`)]
const codeFolders = ['app', 'components', 'lib', 'scripts', 'tests', 'content']
const sourceFile = /^[\w.-]+\.(ts|tsx|mts|mjs|cjs|js|sh|md)$/

/** Git-ignored places (made by the build or the tests): `.gitignore`'s plain lines, as prefixes. */
const generated = readFileSync(join(repo, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line && !line.startsWith('#') && !line.includes('*'))

/** Whether `path` is in, or is, a git-ignored place (`og/` is public/og/, which the build makes). */
const isGenerated = (path: string) =>
  generated.some((place) => `${path}/`.startsWith(place) || `/${place}`.endsWith(`/${path}/`))

function walk(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    const name = relative(repo, path)
    if (entry.name === '.git' || entry.name === 'node_modules' || isGenerated(name)) continue
    if (entry.isDirectory()) {
      into.push(`${name}/`)
      walk(path, into)
    } else into.push(name)
  }
  return into
}

/** The spans in backticks of a Markdown text, fenced code blocks left out. */
export function backtickedSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '')
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!)
}

type Named = { kind: 'path' | 'component'; name: string }

/** The paths and component names among the spans (the rule at the top of this file). */
export function namesIn(spans: string[]): Named[] {
  const named: Named[] = []
  for (const span of spans) {
    if (/\s/.test(span)) continue
    const component = /^<?([A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\s*\/?>?$/.exec(span)
    if (component) named.push({ kind: 'component', name: component[1]! })
    // A site address (/about), a URL, a package (@scope/name), a pattern, an assignment or a MIME
    // type is no file here.
    else if (/^([/.-]|@[\w-])|:\/\/|[*<>{}$…|="']|^(text|image|application|font)\//.test(span))
      continue
    else {
      const path = span.replace(/[.,;:]+$/, '').replace(/:\d+(-\d+)?$/, '')
      if (path.includes('/') || sourceFile.test(path)) named.push({ kind: 'path', name: path })
    }
  }
  return named
}

/** The names that no longer exist, each with the doc that gives it. */
export function missingNames(files: { doc: string; markdown: string }[]): string[] {
  const paths = walk(repo)
  const code = codeFolders
    .flatMap((folder) => walk(join(repo, folder)))
    // Not this file, whose examples name what is gone.
    .filter((file) => /\.(ts|tsx|mts|mjs|cjs|js)$/.test(file) && join(repo, file) !== __filename)
    .map((file) => readFileSync(join(repo, file), 'utf8'))
    .join('\n')
  const pathExists = (path: string) => {
    const bare = path.replace(/^\.\//, '')
    const packageName = bare.match(/^(@[^/]+\/)?[^/]+/)![0]
    return (
      existsSync(join(repo, bare)) ||
      isGenerated(bare.replace(/\/$/, '')) ||
      paths.some((known) => known === bare || known.endsWith(`/${bare}`)) ||
      existsSync(join(repo, 'node_modules', packageName, 'package.json'))
    )
  }
  const missing: string[] = []
  for (const { doc, markdown } of files)
    for (const { kind, name } of namesIn(backtickedSpans(markdown))) {
      const exists = kind === 'path' ? pathExists(name) : new RegExp(`\\b${name}\\b`).test(code)
      if (!exists) missing.push(`${doc}: the ${kind} \`${name}\``)
    }
  return [...new Set(missing)]
}

describe('the names the docs give', () => {
  it('finds a file that was renamed and a component that was renamed', () => {
    const markdown = [
      'The sentence is filled by `components/contact-form/project-prefill.ts`, shown by `ServiceCards`',
      'and `<Island>`, built by `npm run build` from `lib/content/` and `feature-cards.tsx`.',
      '```',
      'node scripts/no-such-script.mjs `NoSuchComponent`',
      '```',
    ].join('\n')
    expect(missingNames([{ doc: 'a.md', markdown }])).toEqual([
      'a.md: the path `components/contact-form/project-prefill.ts`',
      'a.md: the component `ServiceCards`',
    ])
  })

  it('are all of files and components that exist', () => {
    const files = docs.map((doc) => ({ doc, markdown: readFileSync(join(repo, doc), 'utf8') }))
    expect(missingNames(files)).toEqual([])
  })
})
