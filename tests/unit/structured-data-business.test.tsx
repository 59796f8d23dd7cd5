// The business's structured data, on every page, and Google's local business guidance for it.
import { content } from '@/lib/content'
import { businessJsonLd } from '@/lib/seo/structured-data'
import { home, type Json, rendered, servedPlaces } from './helpers/structured-data'

const { services, sharing, site } = content
describe('business structured data (every page)', () => {
  const { json: business } = rendered(businessJsonLd(content))

  it('is a general contractor with every property local search reads', () => {
    expect(business['@context']).toBe('https://schema.org')
    expect(business['@type']).toBe('GeneralContractor')
    for (const property of [
      '@id',
      'name',
      'url',
      'logo',
      'image',
      'telephone',
      'email',
      'address',
      'geo',
      'hasMap',
      'areaServed',
      'openingHoursSpecification',
      'foundingDate',
      'sameAs',
      'identifier',
    ])
      expect(business).toHaveProperty([property])
  })

  it('states the facts of content/site.yaml', () => {
    expect(business).toMatchObject({
      name: site.name,
      description: site.description,
      slogan: site.tagline,
      url: site.url,
      email: site.email,
      foundingDate: String(site.foundedYear),
      hasMap: site.mapUrl,
      sameAs: [site.social.href, site.businessProfileUrl],
    })
    expect(business.telephone).toBe(`+1${site.phone.replace(/\D/g, '')}`)
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    })
    expect(business.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    })
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.hours.daysOfWeek,
        opens: `${site.hours.opens}:00`,
        closes: `${site.hours.closes}:00`,
      },
    ])
    expect(business.identifier).toEqual({
      '@type': 'PropertyValue',
      name: site.licence.label,
      value: site.licence.number,
      url: site.licence.lookupUrl.replace('{number}', site.licence.number),
    })
  })

  it('serves each area of content/site.yaml as the place content/areas.yaml identifies', () => {
    expect(business.areaServed).toEqual(servedPlaces)
  })

  it('gives the price range of the services, from the lowest typical cost to the highest', () => {
    const bands = content.services.flatMap((service) => (service.price ? [service.price.cost] : []))
    const dollars = (value: number) => `$${value.toLocaleString('en-US')}`
    if (bands.length)
      expect(business.priceRange).toBe(
        `${dollars(Math.min(...bands.map((b) => b.from)))}–${dollars(Math.max(...bands.map((b) => b.to)))}`,
      )
    else expect(business.priceRange).toBeUndefined()
  })

  it('gives no price range when no service states a typical cost', () => {
    const { json } = rendered(
      businessJsonLd({
        ...content,
        services: services.map((service) => ({ ...service, price: undefined })),
      }),
    )
    expect(json).not.toHaveProperty('priceRange')
  })

  it('points to the logo and the images on the site', () => {
    expect(business.logo).toBe(`${home}/icons/icon-512.png`)
    expect(business.image).toEqual([
      `${home}/og/home.jpg`,
      `${home}${sharing.pages.home.artwork.src}`,
    ])
  })
})

/**
 * The rules of Google's local business structured data guidance
 * (developers.google.com/search/docs/appearance/structured-data/local-business) that a machine
 * can check, on what the business's JSON-LD says.
 */
describe("business structured data: Google's local business guidance", () => {
  const { json: business } = rendered(businessJsonLd(content))

  it('uses the most specific LocalBusiness subtype: GeneralContractor, a HomeAndConstructionBusiness', () => {
    expect(business['@type']).toBe('GeneralContractor')
  })

  it('gives the address with every PostalAddress property a street address has', () => {
    const address = business.address as Json
    for (const property of [
      'streetAddress',
      'addressLocality',
      'addressRegion',
      'postalCode',
      'addressCountry',
    ])
      expect(address[property]).toEqual(expect.stringMatching(/\S/))
  })

  it('gives geo with at least five decimal places of latitude and longitude', () => {
    const geo = business.geo as { latitude: number; longitude: number }
    for (const [value, limit] of [
      [geo.latitude, 90],
      [geo.longitude, 180],
    ] as const) {
      expect(typeof value).toBe('number')
      expect(Math.abs(value)).toBeLessThanOrEqual(limit)
      expect(String(value)).toMatch(/^-?\d+\.\d{5,}$/)
    }
  })

  it('writes the telephone with its country code (E.164)', () => {
    expect(business.telephone).toMatch(/^\+1\d{10}$/)
  })

  it('writes the opening hours as hh:mm:ss', () => {
    for (const spec of business.openingHoursSpecification as Json[]) {
      expect(spec.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)
      expect(spec.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)
    }
  })

  it("gives the site's own URL", () => {
    expect(business.url).toBe(site.url)
  })

  it('keeps priceRange under 100 characters, even from the widest costs a service can give', () => {
    const [service] = services
    const widest = { from: 1, to: Number.MAX_SAFE_INTEGER }
    const { json } = rendered(
      businessJsonLd({
        ...content,
        services: [{ ...service!, price: { cost: widest, duration: 'Years', confirmed: true } }],
      }),
    )
    expect(json.priceRange).toEqual(expect.any(String))
    expect(String(json.priceRange).length).toBeLessThan(100)
  })

  it('carries no review or rating of the business by itself (self-serving reviews are not eligible)', () => {
    expect(JSON.stringify(business)).not.toMatch(
      /"(Review|AggregateRating|Rating)"|"review"|"reviews"|"aggregateRating"/,
    )
  })
})
