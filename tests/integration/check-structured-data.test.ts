/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * `node scripts/check/check-markup.mjs --only structured-data` over a small export: its checkers are ES
 * modules that load their rules on demand, so the test runs the script as CI does, in Node.
 */
function checkStructuredData(pages: Record<string, object[]>): { code: number; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'check-structured-data-'))
  try {
    for (const [name, items] of Object.entries(pages))
      writeFileSync(
        join(dir, name),
        `<!DOCTYPE html><html lang="en"><head><title>t</title>${items
          .map((item) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`)
          .join('')}</head><body></body></html>`,
      )
    try {
      const output = execFileSync(
        process.execPath,
        ['scripts/check/check-markup.mjs', '--only', 'structured-data', '--dir', dir],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      )
      return { code: 0, output }
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string }
      return { code: failed.status, output: failed.stdout + failed.stderr }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const business = {
  '@context': 'https://schema.org',
  '@type': 'GeneralContractor',
  name: 'Example Builders',
  geo: { '@type': 'GeoCoordinates', latitude: 36.55524, longitude: -121.92329 },
  hasMap: 'https://www.google.com/maps?cid=1',
  areaServed: [
    { '@type': 'City', name: 'Monterey', sameAs: 'https://www.wikidata.org/wiki/Q487315' },
  ],
}
const breadcrumbs = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com' },
    { '@type': 'ListItem', position: 2, name: 'About', item: 'https://example.com/about' },
  ],
}

describe('the structured-data check over the export', () => {
  test('passes structured data that schema.org and Google read without an error', () => {
    const { code, output } = checkStructuredData({
      'index.html': [business],
      'about.html': [business, breadcrumbs],
    })
    expect(output).toContain('check-markup: 2 pages checked')
    expect(output).toMatch(/structured data .*: 3 JSON-LD items, 0 errors/)
    expect(code).toBe(0)
  })

  test("fails on a type or a property schema.org lacks, and on what Google's rules require, naming each page", () => {
    const { code, output } = checkStructuredData({
      'index.html': [{ ...business, areaServed: [{ '@type': 'Town', name: 'Monterey' }] }],
      'about.html': [{ ...business, yearFounded: '2009' }],
      'services.html': [
        { ...business, name: undefined },
        {
          ...breadcrumbs,
          itemListElement: [breadcrumbs.itemListElement[0], { '@type': 'ListItem', position: 2 }],
        },
      ],
    })
    expect(output).toMatch(
      /✗ structured-data index\.html .*GeneralContractor → areaServed: Type "Town" is not a valid schema\.org type/,
    )
    expect(output).toMatch(
      /✗ structured-data about\.html .*Property "yearFounded" for type "GeneralContractor" is not supported/,
    )
    expect(output).toMatch(
      /✗ structured-data services\.html .*GeneralContractor.*Required attribute "name" is missing/,
    )
    expect(output).toMatch(
      /✗ structured-data services\.html .*BreadcrumbList → itemListElement: .*Required attribute "name" is missing/,
    )
    expect(code).toBe(1)
  })
})
