#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:html`: four checkers on every page of the export, 404 included, zero errors
 * required of each: the W3C Nu HTML Checker (vnu.jar, needs java), html-validate
 * (.htmlvalidate.json), pa11y's axe and HTML_CodeSniffer at 390 and 1440 px
 * (check-markup-pa11y.mjs), and the structured data (check-markup-structured-data.mjs). axe's
 * "needs review" items and HTML_CodeSniffer's warnings are listed, not failed.
 *
 *   node scripts/check/check-markup.mjs [--dir out] [--port N] [--only vnu,html-validate,pa11y,structured-data]
 *
 * The server listens on --port, else PORT + 40 (the Playwright config uses PORT … PORT + 30).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { runPa11y } from './check-markup-pa11y.mjs'
import { runStructuredData } from './check-markup-structured-data.mjs'

const require = createRequire(import.meta.url)
const args = process.argv.slice(2)
const option = (/** @type {string} */ name) =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined
const root = resolve(option('--dir') ?? 'out')
const port = Number(option('--port') ?? Number(process.env.PORT ?? 3100) + 40)
const only = option('--only')?.split(',')
const widths = [390, 1440]

/**
 * Findings that are a checker's own bug, one rule each, with the reason. Nothing else is ever
 * filtered: a finding about the site is fixed in the site.
 * @type {{checker: string, code: string, reason: string}[]}
 */
const suppressed = [
  {
    checker: 'pa11y-axe',
    code: 'landmark-complementary-is-top-level',
    reason:
      'pa11y 9 bundles axe-core 4.11; axe-core 4.12+ deprecated this best-practice rule and turns it off (ARIA no longer requires a complementary landmark at top level); the Playwright suite runs axe-core 4.13 without it',
  },
]

const isSuppressed = (/** @type {string} */ checker, /** @type {string} */ code) =>
  suppressed.some((rule) => rule.checker === checker && rule.code === code)

function htmlFiles(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** @typedef {{ page: string, code: string, where: string, extract?: string }} Finding */

/**
 * The Nu HTML Checker on all files in one run of the JVM.
 * @param {string[]} files
 */
function runVnu(files) {
  const jar = join(require.resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar')
  const java = process.env.JAVA ?? 'java'
  let output
  try {
    output = execFileSync(
      java,
      ['-Xss2m', '-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
    )
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT')
      throw new Error(
        'check-markup: no `java` on this machine. Install a Java runtime (Debian: apt-get install default-jre-headless; .ci/run does it).',
      )
    throw error
  }
  /** @type {Finding[]} */
  const errors = []
  let warnings = 0
  /** @type {{ url?: string, type: string, subType?: string, message: string, lastLine?: number, extract?: string }[]} */
  const messages = JSON.parse(output).messages
  for (const message of messages) {
    const page = message.url ? relative(root, new URL(message.url).pathname) : '?'
    if (message.type === 'info') {
      if (message.subType === 'warning') warnings += 1
      continue
    }
    if (isSuppressed('vnu', message.message)) continue
    errors.push({
      page,
      code: message.message,
      where: `line ${message.lastLine ?? '?'}`,
      extract: message.extract,
    })
  }
  return { errors, warnings }
}

/**
 * html-validate with .htmlvalidate.json, as `npx html-validate` would run it.
 * @param {string[]} files
 */
async function runHtmlValidate(files) {
  const { FileSystemConfigLoader, HtmlValidate } = await import('html-validate')
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  /** @type {Finding[]} */
  const errors = []
  let warnings = 0
  for (const file of files) {
    const report = await validator.validateFile(file)
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity < 2) {
          warnings += 1
          continue
        }
        if (isSuppressed('html-validate', message.ruleId)) continue
        errors.push({
          page: relative(root, file),
          code: message.ruleId,
          where: `line ${message.line}`,
          extract: message.message,
        })
      }
    }
  }
  return { errors, warnings }
}

function printErrors(/** @type {string} */ checker, /** @type {Finding[]} */ errors) {
  for (const { page, code, where, extract } of errors)
    console.log(
      `  ✗ ${checker} ${page} (${where}): ${code}${extract ? `\n      ${String(extract).replace(/\s+/g, ' ').slice(0, 300)}` : ''}`,
    )
}

async function main() {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`check-markup: no site in ${root}; run "npm run build" first.`)
  const files = htmlFiles(root)
  const names = files.map((file) => relative(root, file))
  const wanted = (/** @type {string} */ checker) => !only || only.includes(checker)
  const totals = []
  let failed = 0

  if (wanted('vnu')) {
    const { errors, warnings } = runVnu(files)
    printErrors('vnu', errors)
    totals.push(`Nu HTML Checker: ${errors.length} errors, ${warnings} warnings`)
    failed += errors.length
  }
  if (wanted('html-validate')) {
    const { errors, warnings } = await runHtmlValidate(files)
    printErrors('html-validate', errors)
    totals.push(`html-validate: ${errors.length} errors, ${warnings} warnings`)
    failed += errors.length
  }
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
    const { errors, counts, review } = await runPa11y(names, { root, port, widths, isSuppressed })
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
  }
  for (const rule of suppressed)
    console.log(`  (suppressed ${rule.checker} ${rule.code}: ${rule.reason})`)
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
