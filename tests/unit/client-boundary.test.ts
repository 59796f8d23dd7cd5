/** @jest-environment node */
/**
 * No schema, validation or file-reading code can reach the browser: every module a client
 * component ("use client") imports, and everything those import in turn, stays clear of the
 * server-only content modules. Type-only imports are erased by the compiler, so they are allowed.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = process.cwd()

/** Modules that read the disk or carry the schemas: the server side of lib/content. */
const serverOnly = [
  'lib/content/index.ts',
  'lib/content/registry.ts',
  'lib/content/yaml.ts',
  'lib/content/schema/',
  'lib/content/validate/',
  'lib/content/launch-check.ts',
  'lib/content/spec-texts.ts',
]
const serverOnlyPackages = ['zod', 'yaml', 'image-size', 'node:fs', 'fs', 'sharp']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

/** The module specifiers a file imports for their values (not `import type`, not type-only names). */
function valueImports(
  file: string,
  text = fs.readFileSync(path.join(root, file), 'utf8'),
): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return []
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) return []
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.isTypeOnly) return []
      const names = clause?.namedBindings
      const onlyTypes =
        clause &&
        !clause.name &&
        names &&
        ts.isNamedImports(names) &&
        names.elements.every((e) => e.isTypeOnly)
      if (onlyTypes) return []
    } else if (statement.isTypeOnly) return []
    return [statement.moduleSpecifier.text]
  })
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(path.join(root, from)), specifier)
      : undefined
  if (!base) return undefined
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return path.relative(root, candidate)
  return undefined
}

/**
 * Every chain of imports from `entry` that ends in a server-only module or package. `entryText`
 * stands in for the entry file's own text.
 */
function serverChains(entry: string, entryText?: string): string[] {
  const chains: string[] = []
  const seen = new Set<string>()
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of valueImports(file, file === entry ? entryText : undefined)) {
      const local = resolveLocal(file, specifier)
      const here = [...chain, local ?? specifier]
      if (
        local
          ? serverOnly.some((module) => local.startsWith(module))
          : serverOnlyPackages.includes(specifier)
      )
        chains.push(here.join(' → '))
      else if (local && /\.tsx?$/.test(local)) visit(local, here)
    }
  }
  visit(entry, [entry])
  return chains
}

const clientComponents = [...sourceFiles('app'), ...sourceFiles('components')].filter((file) =>
  /^['"]use client['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')),
)

describe('the browser side of the content', () => {
  it('has client components to check', () => {
    expect(clientComponents).toEqual(
      expect.arrayContaining(['components/contact-form/contact-form.tsx', 'app/error.tsx']),
    )
  })

  it.each(clientComponents)('%s reaches no schema, validation or file-reading module', (file) => {
    expect(serverChains(file)).toEqual([])
  })

  it('would name the chain when a client component imports the validated content', () => {
    const form = 'components/contact-form/contact-form.tsx'
    const withContent = `import { content } from '@/lib/content'\n${fs.readFileSync(path.join(root, form), 'utf8')}`
    expect(serverChains(form, withContent)).toEqual([`${form} → lib/content/index.ts`])
  })
})
