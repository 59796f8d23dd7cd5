#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:html`, after the Nu HTML Checker and html-validate have run as their own commands:
 * pa11y with both its runners, axe and HTML_CodeSniffer, standard WCAG 2 AA, on every page of the
 * export at 390 and 1440 px, and the structured data, zero errors required. axe's "needs review"
 * items and HTML_CodeSniffer's warnings are listed, not failed.
 *
 *   node scripts/check/check-markup.mjs [--dir out] [--only pa11y,structured-data]
 *
 * The server listens on PORT + 40 (the Playwright config uses PORT … PORT + 30).
 *
 * The structured data is read by checkers that are not the site's own:
 * @marbec/web-auto-extractor extracts it as a search engine's parser does, and
 * @adobe/structured-data-validator checks it against Google's rich result rules and the
 * schema.org vocabulary. CI has no web and no package ships schema.org's JSON-LD release, so the
 * vocabulary is built from the release `schema-dts` declares. Errors fail, and so does an unknown
 * type or property (the validator's warning); Google's recommended properties are listed.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import ts from 'typescript'

const require = createRequire(import.meta.url)
const args = process.argv.slice(2)
const option = (/** @type {string} */ name) =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined
const root = resolve(option('--dir') ?? 'out')
const port = Number(process.env.PORT ?? 3100) + 40
const only = option('--only')?.split(',')
const widths = [390, 1440]
// Debian's headless shell where installed, as the browser tests use it (playwright.config.ts).
const chromium = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The pa11y rules whose findings are the checker's own bug, with the reason. Nothing else is ever
 * filtered: a finding about the site is fixed in the site.
 */
const suppressed = new Map([
  [
    'landmark-complementary-is-top-level',
    'pa11y 9 bundles axe-core 4.11; axe-core 4.12+ deprecated this best-practice rule and turns it off (ARIA no longer requires a complementary landmark at top level); the Playwright suite runs axe-core 4.13 without it',
  ],
])

/** @typedef {{ page: string, code: string, where: string, extract?: string }} Finding */

/** out/about.html → /about, out/index.html → /, out/a/index.html → /a */
const pathFor = (/** @type {string} */ name) =>
  ('/' + name.split('\\').join('/')).replace(/\.html$/, '').replace(/\/index$/, '') || '/'

async function startServer() {
  const serveArgs = ['--port', String(port), '--dir', root]
  const server = spawn(process.execPath, ['scripts/serve/serve.mjs', ...serveArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Its first line says it listens; it exits instead when the port is taken.
  const [said] = await Promise.race([once(server.stdout, 'data'), once(server, 'exit')])
  if (!String(said).includes('Serving'))
    throw new Error(`check-markup: the server exited (${said}); is port ${port} free?`)
  return server
}

/**
 * pa11y with axe and HTML_CodeSniffer on every page at each width, two pages at a time.
 * @param {string[]} names
 */
async function runPa11y(names) {
  const { default: pa11y } = await import('pa11y')
  const puppeteer = (await import('puppeteer')).default
  const server = await startServer()
  const browser = await puppeteer.launch({
    executablePath: existsSync(chromium) ? chromium : undefined,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--font-render-hinting=slight',
    ],
  })
  /** @type {Finding[]} */
  const errors = []
  /** @type {Map<string, Set<string>>} */
  const review = new Map()
  const counts = { htmlcsWarnings: 0, htmlcsNotices: 0, axeReview: 0 }
  const jobs = names.flatMap((name) => widths.map((width) => ({ name, width })))
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const { name, width } = job
      const result = await pa11y(`http://127.0.0.1:${port}${pathFor(name)}`, {
        browser,
        runners: ['axe', 'htmlcs'],
        standard: 'WCAG2AA',
        includeWarnings: true,
        includeNotices: true,
        viewport: { width, height: width < 768 ? 844 : 900 },
        timeout: 120_000,
        log: { debug() {}, error: console.error, info() {} },
      })
      for (const issue of result.issues) {
        const axe = issue.runner === 'axe'
        if (axe && issue.runnerExtras?.needsFurtherReview) {
          counts.axeReview += 1
          const key = `${issue.code}: ${issue.message}`
          review.set(key, (review.get(key) ?? new Set()).add(`${name}@${width}`))
        } else if (!axe && issue.type === 'warning') counts.htmlcsWarnings += 1
        else if (!axe && issue.type === 'notice') counts.htmlcsNotices += 1
        else if (!suppressed.has(issue.code))
          errors.push({
            page: `${name} @ ${width}px`,
            code: `${issue.runner} ${issue.code}`,
            where: issue.selector,
            extract: issue.message,
          })
      }
    }
  }
  try {
    await Promise.all([worker(), worker()])
  } finally {
    await browser.close()
    server.kill()
  }
  return { errors, counts, review }
}

/**
 * The schema.org vocabulary of `schema-dts`, as the `@graph` of schema.org's JSON-LD release: an
 * `rdfs:Class` per type and an `rdf:Property` per property, with the types it may be used on.
 * In the declarations each type `X` is `interface XLeaf extends …Base { "@type": "X" }`, and each
 * `…Base` interface declares its own properties and extends its parents' bases.
 */
function schemaOrgVocabulary() {
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
async function runStructuredData(
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

function printErrors(/** @type {string} */ checker, /** @type {Finding[]} */ errors) {
  for (const { page, code, where, extract } of errors)
    console.log(
      `  ✗ ${checker} ${page} (${where}): ${code}${extract ? `\n      ${String(extract).replace(/\s+/g, ' ').slice(0, 300)}` : ''}`,
    )
}

async function main() {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  if (files.length === 0) throw new Error(`check-markup: no pages in ${root}; run "npm run build".`)
  const wanted = (/** @type {string} */ checker) => !only || only.includes(checker)
  const totals = []
  let failed = 0

  if (wanted('structured-data')) {
    const { errors, warnings, items } = await runStructuredData(files, { root })
    printErrors('structured-data', errors)
    for (const [message, pages] of warnings)
      console.log(`  ! structured-data ${message} — ${pages.size} pages (e.g. ${[...pages][0]})`)
    totals.push(
      `structured data (web-auto-extractor, structured-data-validator, schema.org of schema-dts): ${items} JSON-LD items, ${errors.length} errors, ${[...warnings.values()].reduce((sum, pages) => sum + pages.size, 0)} warnings`,
    )
    failed += errors.length
  }
  if (wanted('pa11y')) {
    const { errors, counts, review } = await runPa11y(files.map((file) => relative(root, file)))
    printErrors('pa11y', errors)
    if (review.size) {
      console.log('  axe "needs review" (listed, not failing):')
      for (const [key, seen] of review)
        console.log(`    ? ${key} — ${seen.size} page views (e.g. ${[...seen][0]})`)
    }
    totals.push(
      `pa11y (axe + HTML_CodeSniffer, WCAG2AA, ${widths.join(' and ')} px): ${errors.length} errors; axe needs review: ${counts.axeReview}; HTML_CodeSniffer warnings: ${counts.htmlcsWarnings}, notices: ${counts.htmlcsNotices}`,
    )
    failed += errors.length
    for (const [code, reason] of suppressed) console.log(`  (suppressed ${code}: ${reason})`)
  }
  console.log(`check-markup: ${files.length} pages checked`)
  for (const line of totals) console.log(`  ${line}`)
  if (failed) {
    console.error(`check-markup: ${failed} errors`)
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
