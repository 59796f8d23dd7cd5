/** @jest-environment node */
import { content } from '@/lib/content'
import { launchWarnings, placeholderFacts } from '@/lib/content/launch-check'
import type { Site } from '@/lib/content/schema'

const placeholder = (field: string) =>
  placeholderFacts.find((fact) => fact.field === field)!.placeholder

/** The site's facts with every launch placeholder (lib/content/launch-check.ts) still in place. */
const withPlaceholders: Site = {
  ...content.site,
  url: placeholder('url'),
  phone: placeholder('phone'),
  email: placeholder('email'),
  licence: { ...content.site.licence, number: placeholder('licence.number') },
  address: { ...content.site.address, street: placeholder('address.street') },
  social: { ...content.site.social, href: placeholder('social.href') },
}

/** The site's facts with every placeholder replaced by a real (here: invented) value. */
const replaced: Site = {
  ...content.site,
  url: 'https://www.example-builders.com',
  phone: '(831) 555-0199',
  email: 'studio@example-builders.com',
  licence: { ...content.site.licence, number: '1234567' },
  address: { ...content.site.address, street: '12 Example Lane' },
  social: { ...content.site.social, href: 'https://www.instagram.com/example-builders' },
}

const warningFor = (field: string) =>
  `content/site.yaml: site → ${field} is still the placeholder "${placeholder(field)}"; put the real value in before launch`

describe('launch check', () => {
  it('checks each placeholder fact of content/site.yaml', () => {
    // The synthetic sites above cover every fact the check knows.
    for (const fact of placeholderFacts) {
      expect(fact.current(withPlaceholders)).toBe(fact.placeholder)
      expect(fact.current(replaced)).not.toBe(fact.placeholder)
    }
  })

  it('warns about every placeholder fact still in place, naming file, field and value', () => {
    expect(launchWarnings(withPlaceholders)).toEqual(
      placeholderFacts.map((fact) => warningFor(fact.field)),
    )
  })

  it('says nothing once every fact is replaced', () => {
    expect(launchWarnings(replaced)).toEqual([])
  })

  it('stops warning about a fact once it is replaced, and keeps warning about the rest', () => {
    const warnings = launchWarnings({
      ...withPlaceholders,
      phone: replaced.phone,
      licence: replaced.licence,
    })
    expect(warnings).toHaveLength(placeholderFacts.length - 2)
    expect(warnings.join('\n')).not.toMatch(/phone|licence/)
    expect(warnings).toContain(warningFor('email'))
  })

  it('warns about the committed content exactly for the facts still at their placeholder', () => {
    const still = placeholderFacts.filter((fact) => fact.current(content.site) === fact.placeholder)
    expect(launchWarnings(content.site)).toEqual(still.map((fact) => warningFor(fact.field)))
  })
})
