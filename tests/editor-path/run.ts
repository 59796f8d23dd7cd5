/**
 * npm run test:editor-path — the editor's path, end to end. Copies today's content, applies the
 * edits in ./edits.ts (each a change CONTENT.md describes), then runs the content check, the unit
 * tests, the build and the link check on the result (scripts/test/with-content-set.sh), with no other
 * file changed. Finally it reads the built
 * pages and shows that each edit is visible there. Exits 1 on the first failure.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { JSDOM } from 'jsdom'
import { stringify } from 'yaml'
import { contentSources } from '@/lib/content'
import { servicePath } from '@/lib/content/urls'
import { edits, type EditableContent, type Shows } from './edits'

const repo = process.cwd()
const setName = 'editor-path'
const setDir = join(repo, '.content-sets', '.sources', setName)
const builtDir = join(repo, '.content-sets', setName, 'out')

function editableCopy(): EditableContent {
  return Object.fromEntries(
    contentSources.map((source) => [source.name, structuredClone(source.data)]),
  ) as EditableContent
}

/** Writes each content data file of the edited copy, as YAML at the same path as in content/. */
function writeContentSet(content: EditableContent) {
  for (const { file, name } of contentSources) {
    mkdirSync(dirname(join(setDir, file)), { recursive: true })
    const header = `# Made by tests/editor-path/run.ts from ${file} with the edits applied.\n`
    writeFileSync(
      join(setDir, file),
      header +
        stringify(content[name as keyof EditableContent], {
          lineWidth: 0,
          aliasDuplicateObjects: false,
        }),
    )
  }
}

/** Checks that need the content from before and after the edits: a removed feature, a new order. */
function comparisonChecks(before: EditableContent, after: EditableContent): Shows[] {
  const shortened = after.services.items.find(
    (service) =>
      service.features.length <
      (before.services.items.find((s) => s.id === service.id)?.features.length ?? 0),
  )
  const checks: Shows[] = [
    {
      file: 'portfolio.html',
      what: '/portfolio lists the projects in their new order',
      holds: (document) =>
        JSON.stringify(
          [...document.querySelectorAll('[aria-labelledby="portfolio-results-heading"] h3')].map(
            (h) => h.textContent?.trim(),
          ),
        ) === JSON.stringify(after.portfolio.projects.map((p) => p.title)),
    },
  ]
  if (shortened) {
    const removed = before.services.items
      .find((s) => s.id === shortened.id)!
      .features.filter((feature) => !shortened.features.includes(feature))
    checks.push({
      // The service's own page lists its features, under what the work includes.
      file: `${servicePath(shortened).slice(1)}.html`,
      what: `"${shortened.title}" shows its ${shortened.features.length} feature(s), not "${removed.join('", "')}"`,
      holds: (document) => {
        const shown = [...document.querySelectorAll('#included li')].map((item) =>
          item.textContent?.trim(),
        )
        return (
          shortened.features.every((feature) => shown.includes(feature)) &&
          !removed.some((feature) => shown.includes(feature))
        )
      },
    })
  }
  return checks
}

function visibleText(file: string): { text: string; document: Document } {
  const source = readFileSync(join(builtDir, file), 'utf8')
  if (!file.endsWith('.html')) return { text: source, document: new JSDOM('').window.document }
  const { document } = new JSDOM(source).window
  // Text a visitor reads, plus the JSON-LD blocks search engines read.
  return { text: `${document.body.textContent}\n${document.head.innerHTML}`, document }
}

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: 'inherit', cwd: repo })
}

async function main() {
  const started = Date.now()
  const before = editableCopy()
  const content = editableCopy()
  rmSync(setDir, { recursive: true, force: true })
  mkdirSync(join(setDir, 'content', 'images'), { recursive: true })
  for (const edit of edits) {
    await edit.apply(content, join(setDir, 'content'))
    console.log(`editor-path: edit: ${edit.what}`)
  }
  writeContentSet(content)

  // What the words can change, on the edited copy: the content check, the build, the unit tests
  // that read the content (those importing its loader, reader or registry: an edit must not turn
  // one red; after the build, so they see the photographs' published copies and placeholders as a
  // built tree has them; the others cannot see an edit) and the links. The browser's visits are
  // tidewater's: its words are longer, fewer and stranger than these edits, and a browser test that
  // assumed today's content fails there (docs/testing.md, "Content sets"). The property tests
  // try 100 inputs each here, not 1,000: their inputs are generated, not the words, which is what
  // changed, and the jest stage has tried 1,000 on the same code. Left out: the unchanged-save test,
  // whose subject is a file as the editor writes it (this copy's files are written here), and the
  // removal walk, whose subject is each field of the schema (the jest stage walks today's content,
  // which has every field these edits have; this run's longest test, 22 s).
  run('bash', [
    'scripts/test/with-content-set.sh',
    setDir,
    'bash',
    '-c',
    'npm run content:check && npm run build && FC_NUM_RUNS=100 npx jest --selectProjects react --testPathIgnorePatterns cms-unchanged-save content-removals --findRelatedTests lib/content/index.ts lib/content/yaml.ts lib/content/registry.ts && node scripts/check/check-links.mjs',
  ])

  const checks: Shows[] = [
    ...edits.flatMap((edit) => edit.shows(content)),
    ...comparisonChecks(before, content),
  ]
  const failures = checks.filter((check) => {
    if ('published' in check) return existsSync(join(builtDir, check.file)) !== check.published
    const { text, document } = visibleText(check.file)
    if ('holds' in check) return !check.holds(document)
    return !text.includes(check.text)
  })
  for (const check of checks) {
    const label =
      'holds' in check
        ? check.what
        : 'published' in check
          ? check.published
            ? 'published'
            : 'not published'
          : `"${check.text}"`
    console.log(
      `editor-path: ${failures.includes(check) ? 'MISSING' : 'shown'}: ${check.file}: ${label}`,
    )
  }
  if (failures.length) {
    console.error(`editor-path: ${failures.length} edit(s) not visible on the built pages`)
    process.exit(1)
  }
  console.log(
    `editor-path: ${edits.length} edits, ${checks.length} checks on the built pages, all passed in ${Math.round((Date.now() - started) / 1000)} s`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
