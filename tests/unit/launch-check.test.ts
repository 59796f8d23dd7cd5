/** @jest-environment node */
import path from 'node:path'
import { content, contentSources } from '@/lib/content'
import { launchWarnings, placeholderFacts, unconfirmedFacts } from '@/lib/content/launch-check'
import { contentFiles } from '@/lib/content/registry'
import { readContentFile } from '@/lib/content/yaml'
import type { ContentSource } from '@/lib/content/validate'
import type { Site } from '@/lib/content/schema'
import { escapeRegExp } from './helpers/text'

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
  mapUrl: placeholder('mapUrl'),
  businessProfileUrl: placeholder('businessProfileUrl'),
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
  mapUrl: 'https://maps.google.com/?cid=1234567890',
  businessProfileUrl: 'https://maps.app.goo.gl/example-builders',
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

/** The content with every `confirmed` set to `value`, then `edit` applied to the named source's data. */
function sourcesWith(
  value: boolean,
  name?: string,
  edit?: (data: AnyData) => void,
  sources: ContentSource[] = contentSources,
): ContentSource[] {
  const setAll = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(setAll)
    if (node === null || typeof node !== 'object') return node
    const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, setAll(v)]))
    return 'confirmed' in copy ? { ...copy, confirmed: value } : copy
  }
  return sources.map((source) => {
    const data = setAll(source.data) as AnyData
    if (source.name === name) edit?.(data)
    return { ...source, data }
  })
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits reach into any content file
type AnyData = any

describe('launch check: facts the owner vouches for', () => {
  it('lists nothing once every fact is confirmed', () => {
    expect(unconfirmedFacts(sourcesWith(true))).toEqual([])
  })

  it('names a testimonial not yet confirmed by file, line and client', () => {
    // Testimonials are content an editor may remove: the tidewater content set keeps some for this.
    const testimonials = readContentFile(
      contentFiles.find((file) => file.name === 'testimonials')!,
      path.join(process.cwd(), 'tests/fixtures/content-sets/tidewater'),
    )
    const first = (testimonials.data as AnyData)?.items?.[0]
    expect(first).toMatchObject({ name: expect.any(String) })
    const found = unconfirmedFacts(
      sourcesWith(
        true,
        'testimonials',
        (data) => (data.items[0].confirmed = false),
        contentSources.map((source) => (source.name === 'testimonials' ? testimonials : source)),
      ),
    )
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/testimonials\\.yaml:\\d+: testimonials\\.items\\[0\\] "${escapeRegExp(first.name)}": not confirmed yet; check it with the owner, then set confirmed: true$`,
        ),
      ),
    ])
  })

  it('quotes a single fact, such as the promised response time, and a permit note by its words', () => {
    const note = content.areas.items[0]!.permits.notes[0]!
    const found = unconfirmedFacts(
      sourcesWith(false).map((source) =>
        ['howWeWorkPage', 'areas'].includes(source.name) ? source : { ...source, data: {} },
      ),
    )
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/pages\/how-we-work\.yaml:\d+: howWeWorkPage → promise ".+": not confirmed yet/,
        ),
        expect.stringContaining(`permits.notes[0] "${note.text}": not confirmed yet`),
      ]),
    )
  })

  it("names the office's position and each place served whose identifiers are not confirmed", () => {
    const found = unconfirmedFacts(
      sourcesWith(false).map((source) =>
        ['site', 'areas'].includes(source.name) ? source : { ...source, data: {} },
      ),
    )
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/site\.yaml:\d+: site → geo: not confirmed yet/),
        ...content.areas.items.map((area, index) =>
          expect.stringMatching(
            new RegExp(
              `^content/areas\\.yaml:\\d+: areas\\.items\\[${index}\\] "${escapeRegExp(area.name)}" → place: not confirmed yet`,
            ),
          ),
        ),
      ]),
    )
  })

  it('lists every unconfirmed testimonial, price, time to move-in and note of the committed content', () => {
    const found = unconfirmedFacts(contentSources)
    const count = (file: string) => found.filter((line) => line.startsWith(`${file}:`)).length
    expect(count('content/testimonials.yaml')).toBe(
      content.testimonials.items.filter((item) => !item.confirmed).length,
    )
    expect(count('content/areas.yaml')).toBe(
      content.areas.items.flatMap((area) => area.permits.notes).filter((n) => !n.confirmed).length +
        content.areas.items.filter((area) => !area.place.confirmed).length,
    )
    expect(count('content/site.yaml')).toBe(
      [content.site.insurance, content.site.geo].filter((fact) => !fact.confirmed).length,
    )
    expect(count('content/services.yaml')).toBe(
      content.services.filter((service) => service.price && !service.price.confirmed).length +
        content.services.filter((service) => !service.timeline.confirmed).length,
    )
  })
})
