#!/usr/bin/env node
// @ts-check
/**
 * The mutation score per folder, from the last `npm run test:mutation` (StrykerJS's JSON report,
 * reports/mutation/mutation.json), with the issue's targets: at least 85 % overall and 80 % in
 * every folder. StrykerJS's own table is per file; the metrics come from its own library
 * (mutation-testing-metrics), so the score is computed as StrykerJS computes it. Exits 1 when a
 * target is missed. Several reports (runs of a few files each, `--mutate`) are read as one: a whole
 * run takes hours on two cores. A mutant's later result replaces its earlier one (the same file,
 * place and change), so a run of a few lines (`--mutate 'file:10-20'`) after new tests updates
 * their mutants alone; a file whose text has changed since is replaced whole.
 *
 *   node scripts/bench/mutation-report.mjs [reports/mutation/mutation.json …]
 */
import { readFileSync } from 'node:fs'
import { calculateMetrics } from 'mutation-testing-metrics'

const overallTarget = 85
const folderTarget = 80
const reportFiles = process.argv.slice(2)
if (reportFiles.length === 0) reportFiles.push('reports/mutation/mutation.json')
/** @type {import('mutation-testing-report-schema').MutationTestResult['files']} */
const files = {}
/** @param {import('mutation-testing-report-schema').MutantResult} mutant */
const mutantKey = ({ location: { start, end }, mutatorName, replacement }) =>
  `${start.line}:${start.column}-${end.line}:${end.column} ${mutatorName} ${replacement ?? ''}`
for (const reportFile of reportFiles) {
  /** @type {import('mutation-testing-report-schema').MutationTestResult} */
  const report = JSON.parse(readFileSync(reportFile, 'utf8'))
  for (const [path, later] of Object.entries(report.files)) {
    const earlier = files[path]
    if (earlier?.source !== later.source) {
      files[path] = later
      continue
    }
    const results = new Map(earlier.mutants.map((mutant) => [mutantKey(mutant), mutant]))
    for (const mutant of later.mutants) results.set(mutantKey(mutant), mutant)
    files[path] = { ...later, mutants: [...results.values()] }
  }
}

/** The folders of the report, each with its files' mutants together. */
const folders = new Map()
for (const [path, result] of Object.entries(files)) {
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.'
  folders.set(folder, { ...folders.get(folder), [path]: result })
}

const rows = [...folders.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([folder, files]) => ({ folder, metrics: calculateMetrics(files).metrics }))
const overall = calculateMetrics(files).metrics

const format = (/** @type {number} */ score) => (Number.isNaN(score) ? '  n/a' : score.toFixed(1))
console.log(
  `${'folder'.padEnd(34)} ${'mutants'.padStart(7)} ${'killed'.padStart(6)} ${'timeout'.padStart(7)} ${'survived'.padStart(8)} ${'no test'.padStart(7)} ${'score %'.padStart(7)}`,
)
for (const { folder, metrics } of [...rows, { folder: 'all', metrics: overall }]) {
  console.log(
    `${folder.padEnd(34)} ${String(metrics.totalValid).padStart(7)} ${String(metrics.killed).padStart(6)} ${String(metrics.timeout).padStart(7)} ${String(metrics.survived).padStart(8)} ${String(metrics.noCoverage).padStart(7)} ${format(metrics.mutationScore).padStart(7)}`,
  )
}

const below = rows.filter(({ metrics }) => metrics.mutationScore < folderTarget)
const met = overall.mutationScore >= overallTarget && below.length === 0
console.log(
  met
    ? `mutation score ${format(overall.mutationScore)} %: the targets (${overallTarget} % overall, ${folderTarget} % in every folder) are met`
    : `mutation score ${format(overall.mutationScore)} %: below the targets (${overallTarget} % overall, ${folderTarget} % in every folder)${below.length ? `; folders under ${folderTarget} %: ${below.map((row) => row.folder).join(', ')}` : ''}`,
)
process.exit(met ? 0 : 1)
