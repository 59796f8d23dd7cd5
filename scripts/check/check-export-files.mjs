#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:html`: names any file of the export no page asks for (export-unused-files.mjs),
 * which means the export was not optimized or Next writes a new kind of file.
 *
 *   node scripts/check/check-export-files.mjs [--dir out]
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { unusedExportFiles } from '../build/export-unused-files.mjs'

const args = process.argv.slice(2)
const dirIndex = args.indexOf('--dir')
const root = resolve((dirIndex >= 0 && args[dirIndex + 1]) || 'out')
if (!existsSync(root)) {
  console.error(`check-export-files: no ${root}; run "npm run build" first.`)
  process.exit(1)
}
const unused = unusedExportFiles(root)
if (unused.length > 0) {
  console.error(
    `check-export-files: ${unused.length} file(s) in ${root} that no page, header file or crawler asks for:\n` +
      unused.map((file) => `  ${file}`).join('\n'),
  )
  process.exit(1)
}
console.log(`check-export-files: every file in ${root} is asked for`)
