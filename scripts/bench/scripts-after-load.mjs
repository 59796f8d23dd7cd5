#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`'s check Lighthouse's assertions cannot make: Lighthouse also sees the islands'
 * files the loader fetches after the load, so this reads each run of .lighthouseci/ and fails
 * naming every run that asked for a script before its load event ended.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = '.lighthouseci'
const islandFile = /\/_next\/static\/.*\.js(\?.*)?$/
/** @type {string[]} */
const problems = []
let runs = 0
for (const name of readdirSync(dir).filter((file) => /^lhr-.*\.json$/.test(file))) {
  const lhr = JSON.parse(readFileSync(join(dir, name), 'utf8'))
  const network = lhr.audits['network-requests']?.details
  const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoadTs
  const start = network?.debugData?.networkStartTimeTs
  if (load === undefined || start === undefined) {
    problems.push(`${lhr.requestedUrl}: no load time or network start in ${name}`)
    continue
  }
  runs++
  /** @type {{ url: string, resourceType?: string, networkRequestTime: number }[]} */
  const requests = network.items
  for (const { url, resourceType, networkRequestTime } of requests)
    if (
      (resourceType === 'Script' || islandFile.test(url)) &&
      start + networkRequestTime * 1000 < load
    )
      problems.push(`${lhr.requestedUrl}: ${url} (${resourceType}) asked for before the load`)
}
if (problems.length) {
  console.error(`Scripts on the critical path:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`No script before the load in ${runs} Lighthouse runs.`)
