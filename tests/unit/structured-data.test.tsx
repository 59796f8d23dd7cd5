import { render } from '@testing-library/react'
import { JsonLd } from '@/components/json-ld'
import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import {
  breadcrumbJsonLd,
  businessJsonLd,
  servicesJsonLd,
  teamJsonLd,
} from '@/lib/seo/structured-data'

type Json = Record<string, unknown>

/** Renders the structured data as the pages do and reads it back as a search engine would. */
function rendered(data: Parameters<typeof JsonLd>[0]['data']): { text: string; json: Json } {
  const { container } = render(<JsonLd data={data} />)
  const scripts = container.querySelectorAll('script[type="application/ld+json"]')
  expect(scripts).toHaveLength(1)
  const text = scripts[0]!.textContent!
  return { text, json: JSON.parse(text) as Json }
}

const { aboutPage, areas, services, sharing, site } = content
/** The home page's address: the site's own URL from content/site.yaml. */
const home = site.url

/** Each area served as the place content/areas.yaml identifies, in its order. */
const servedPlaces = areas.items.map(({ name, place }) => {
  return {
    '@type': place.kind,
    name,
    sameAs: place.sameAs,
    address: {
      '@type': 'PostalAddress',
      addressLocality: name,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
  }
})

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

describe('breadcrumb structured data (inner pages)', () => {
  it.each([
    ['services', routes.services],
    ['kitchen', routes.kitchen],
    ['about', routes.about],
  ] as const)('leads from Home to the %s page', (page, path) => {
    const { json } = rendered(breadcrumbJsonLd(content, page))
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: sharing.pages.home.breadcrumb, item: home },
        {
          '@type': 'ListItem',
          position: 2,
          name: sharing.pages[page].breadcrumb,
          item: `${home}${path}`,
        },
      ],
    })
  })
})

describe('services structured data (/services)', () => {
  const { json } = rendered(servicesJsonLd(content))
  const graph = json['@graph'] as Json[]
  const { json: business } = rendered(businessJsonLd(content))

  it('lists every service of content/services.yaml, each provided by the business', () => {
    expect(json['@context']).toBe('https://schema.org')
    expect(graph).toHaveLength(services.length)
    graph.forEach((item, index) => {
      const service = services[index]!
      expect(item).toMatchObject({
        '@type': 'Service',
        '@id': `${home}/services#${service.id}`,
        name: service.title,
        description: service.description,
        // Its own page: its fixed page, or the one made for it.
        url: `${home}${service.pageHref ?? `/services/${service.id}`}`,
        provider: { '@id': business['@id'] },
        areaServed: servedPlaces,
      })
    })
  })

  it("offers a service's typical cost as a price range in dollars, and no offer without one", () => {
    const [service] = services
    const priced = {
      ...service!,
      price: { cost: { from: 40_000, to: 90_000 }, duration: 'Weeks', confirmed: true },
    }
    const unpriced = { ...service!, id: `${service!.id}-unpriced`, price: undefined }
    const { json: both } = rendered(servicesJsonLd({ ...content, services: [priced, unpriced] }))
    const [pricedNode, unpricedNode] = both['@graph'] as Json[]
    expect(pricedNode!.offers).toEqual({
      '@type': 'Offer',
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: 40_000,
        maxPrice: 90_000,
        priceCurrency: 'USD',
      },
    })
    expect(unpricedNode).not.toHaveProperty('offers')
  })
})

describe('team structured data (/about)', () => {
  it('names each person of the About page with their role, working for the business', () => {
    const { json } = rendered(teamJsonLd(site, aboutPage.team.people))
    const { json: business } = rendered(businessJsonLd(content))
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@graph': aboutPage.team.people.map((person) => ({
        '@type': 'Person',
        name: person.name,
        jobTitle: person.role,
        worksFor: { '@id': business['@id'] },
      })),
    })
  })
})

describe('JsonLd', () => {
  it('writes "<" as \\u003c, so a value cannot end the script early', () => {
    const name = 'Kitchens </script><script>alert(1)</script>'
    const { text, json } = rendered({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name,
    })
    expect(text).not.toContain('<')
    expect(text).toContain('\\u003c/script>')
    expect(json.name).toBe(name)
  })
})
