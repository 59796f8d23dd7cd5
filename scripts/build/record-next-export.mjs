#!/usr/bin/env node
// @ts-check
/**
 * Records pages as `next build` writes them, from the tidewater content set, into
 * tests/fixtures/next-export/ with their Next version, for the tests of the export's rewrite
 * (which fail after a Next upgrade until this is run again).
 *
 *   node scripts/build/record-next-export.mjs [--from DIR]   (DIR: an export `next build` wrote)
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const fixtures = join(root, 'tests', 'fixtures', 'next-export')
/** A page with the phone menu's island, the one every page has. */
const pages = ['about.html']

const args = process.argv.slice(2)
const fromIndex = args.indexOf('--from')
const contentSet = 'tidewater'
const from =
  fromIndex >= 0
    ? resolve(args[fromIndex + 1] ?? '')
    : join(root, '.content-sets', contentSet, 'out')
// The pictures and fonts first, as `npm run build` makes them; then Next alone, without the rewrite.
if (fromIndex < 0)
  execFileSync(
    'bash',
    [
      'scripts/test/with-content-set.sh',
      `tests/fixtures/content-sets/${contentSet}`,
      'bash',
      '-c',
      'npm run assets && npx tsx scripts/build/generate-social-images.mts && npx next build',
    ],
    { cwd: root, stdio: 'inherit' },
  )

const { version } = /** @type {{ version: string }} */ (
  JSON.parse(readFileSync(join(root, 'node_modules', 'next', 'package.json'), 'utf8'))
)
rmSync(fixtures, { recursive: true, force: true })
mkdirSync(fixtures, { recursive: true })
for (const page of pages) {
  const html = readFileSync(join(from, page), 'utf8')
  if (html.includes('data-runtime-loader'))
    throw new Error(
      `record-next-export: ${page} in ${from} is already optimized; run "npx next build" alone`,
    )
  writeFileSync(join(fixtures, page), html)
}
writeFileSync(
  join(fixtures, 'recorded.json'),
  `${JSON.stringify({ next: version, pages }, null, 2)}\n`,
)
console.log(
  `record-next-export: ${pages.join(', ')} as Next ${version} exports them, in ${fixtures}`,
)
