/**
 * A page as `next build` exports it, before scripts/build/optimize-export.mjs runs: the about page
 * of the tidewater content set (a fixture company, so no copy of content/'s facts), recorded with
 * the Next version it came from (tests/fixtures/next-export/; export-page-shape.test.ts says how).
 * Its islands: the phone menu and the toaster.
 *
 * tests/unit/optimize-export-assumptions.test.ts holds the script's assumptions against it; after a
 * Next upgrade, record it again (the test of the recorded version fails until then).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const fixtures = join(__dirname, '..', '..', 'fixtures', 'next-export')

/** The Next version the page was recorded from, and the pages recorded. */
export const recorded = JSON.parse(readFileSync(join(fixtures, 'recorded.json'), 'utf8')) as {
  next: string
  pages: string[]
}

export const nextPage = readFileSync(join(fixtures, 'about.html'), 'utf8')
