/** @jest-environment node */
import { launchWarnings, placeholderFacts } from '@/content/launch-check'
import { site } from '@/content/site'

describe('launch check', () => {
  it('warns about every placeholder fact from decisions.md still in place', () => {
    expect(launchWarnings(site)).toHaveLength(placeholderFacts.length)
    expect(launchWarnings(site)).toContain(
      'content/site.ts: site → phone is still the placeholder "(831) 555-0142"; put the real value in before launch',
    )
  })

  it('stops warning about a fact once it is replaced', () => {
    const real = {
      ...site,
      phone: '(831) 624-0000',
      licence: { ...site.licence, number: '1234567' },
    }
    const warnings = launchWarnings(real)
    expect(warnings).toHaveLength(placeholderFacts.length - 2)
    expect(warnings.join('\n')).not.toMatch(/phone|licence/)
  })
})
