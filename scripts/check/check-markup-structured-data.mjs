// @ts-check
/**
 * Every page's structured data, read by checkers that are not the site's own:
 * @marbec/web-auto-extractor extracts it as a search engine's parser does, and
 * @adobe/structured-data-validator checks it against Google's rich result rules and the
 * schema.org vocabulary. CI has no web and no package ships schema.org's JSON-LD release, so the
 * vocabulary is built from the release `schema-dts` declares. Errors fail, and so does an unknown
 * type or property (the validator's warning); Google's recommended properties are listed.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import ts from 'typescript'

const require = createRequire(import.meta.url)

/**
 * The schema.org vocabulary of `schema-dts`, as the `@graph` of schema.org's JSON-LD release: an
 * `rdfs:Class` per type and an `rdf:Property` per property, with the types it may be used on.
 * In the declarations each type `X` is `interface XLeaf extends …Base { "@type": "X" }`, and each
 * `…Base` interface declares its own properties and extends its parents' bases.
 */
export function schemaOrgVocabulary() {
  const file = join(dirname(require.resolve('schema-dts')), 'schema.d.ts')
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  /** @type {Map<string, { parents: string[], properties: string[], type?: string }>} */
  const interfaces = new Map()
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue
    const parents = (statement.heritageClauses ?? []).flatMap((clause) =>
      clause.types.map((parent) => parent.expression.getText(source)),
    )
    /** @type {string[]} */
    const properties = []
    /** @type {string | undefined} */
    let type
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !ts.isStringLiteral(member.name)) continue
      const name = member.name.text
      if (name === '@type' && member.type && ts.isLiteralTypeNode(member.type))
        type = /** @type {ts.StringLiteral} */ (member.type.literal).text
      else if (!name.startsWith('@')) properties.push(name)
    }
    interfaces.set(statement.name.text, { parents, properties, type })
  }
  /** @type {Map<string, Set<string>>} */
  const inherited = new Map()
  const propertiesOf = (/** @type {string} */ name) => {
    const known = inherited.get(name)
    if (known) return known
    const node = interfaces.get(name)
    const all = new Set(node?.properties)
    for (const parent of node?.parents ?? []) for (const p of propertiesOf(parent)) all.add(p)
    inherited.set(name, all)
    return all
  }
  /** @type {Map<string, string[]>} property → the types it may be used on */
  const domains = new Map()
  /** @type {object[]} */
  const graph = []
  for (const [name, node] of interfaces) {
    if (!node.type) continue
    graph.push({ '@id': `schema:${node.type}`, '@type': 'rdfs:Class' })
    for (const property of propertiesOf(name))
      domains.set(property, [...(domains.get(property) ?? []), node.type])
  }
  for (const [property, types] of domains)
    graph.push({
      '@id': `schema:${property}`,
      '@type': 'rdf:Property',
      'schema:domainIncludes': types.map((type) => ({ '@id': `schema:${type}` })),
    })
  return { '@graph': graph }
}

/** The pages' structured-data errors and warnings; `files` are absolute paths under `root`. */
export async function runStructuredData(
  /** @type {string[]} */ files,
  /** @type {{ root: string }} */ { root },
) {
  const validator = new Validator(schemaOrgVocabulary())
  const { Organization } = validator.registeredHandlers
  if (!Organization)
    throw new Error('structured-data-validator: no Organization rules to give the business')
  validator.registeredHandlers.GeneralContractor = Organization
  const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] })
  /** @type {{ page: string, code: string, where: string }[]} */
  const errors = []
  /** @type {Map<string, Set<string>>} warning → the pages that have it */
  const warnings = new Map()
  let items = 0
  for (const file of files) {
    const page = relative(root, file)
    const data = extractor.parse(readFileSync(file, 'utf8'))
    items += Object.values(data.jsonld ?? {}).flat().length
    for (const issue of await validator.validate(data)) {
      const where = (issue.path ?? [])
        .map((step) => step.property ?? step.type ?? '')
        .filter(Boolean)
        .join(' → ')
      const message = `${where || issue.rootType}: ${issue.issueMessage}`
      if (issue.severity === 'ERROR' || issue.errorType === 'schemaOrg')
        errors.push({ page, code: message, where: `characters ${issue.location ?? '?'}` })
      else warnings.set(message, (warnings.get(message) ?? new Set()).add(page))
    }
  }
  return { errors, warnings, items }
}
