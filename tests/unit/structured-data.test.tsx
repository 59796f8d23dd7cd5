import { render } from '@testing-library/react'
import { JsonLd } from '@/components/json-ld'
import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { breadcrumbJsonLd, businessJsonLd, servicesJsonLd } from '@/lib/seo/structured-data'

type Json = Record<string, unknown>

/** Renders the structured data as the pages do and reads it back as a search engine would. */
function rendered(data: Parameters<typeof JsonLd>[0]['data']): { text: string; json: Json } {
  const { container } = render(<JsonLd data={data} />)
  const scripts = container.querySelectorAll('script[type="application/ld+json"]')
  expect(scripts).toHaveLength(1)
  const text = scripts[0]!.textContent!
  return { text, json: JSON.parse(text) as Json }
}

const { services, sharing, site } = content
/** The home page's address: the site's own URL from content/site.yaml. */
const home = site.url

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
      sameAs: [site.social.href],
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
    expect(business.areaServed).toEqual(
      site.areasServed.map((name) => ({ '@type': 'Place', name })),
    )
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.hours.daysOfWeek,
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ])
    expect(business.identifier).toEqual({
      '@type': 'PropertyValue',
      name: site.licence.label,
      value: site.licence.number,
      url: site.licence.lookupUrl.replace('{number}', site.licence.number),
    })
  })

  it('gives the price range of the services, from the lowest typical cost to the highest, and no review', () => {
    const bands = content.services.flatMap((service) => (service.price ? [service.price.cost] : []))
    const dollars = (value: number) => `$${value.toLocaleString('en-US')}`
    if (bands.length)
      expect(business.priceRange).toBe(
        `${dollars(Math.min(...bands.map((b) => b.from)))}–${dollars(Math.max(...bands.map((b) => b.to)))}`,
      )
    else expect(business.priceRange).toBeUndefined()
    // Reviews of a business on its own site are self-serving: Google asks that they not be marked up.
    expect(JSON.stringify(business)).not.toMatch(
      /"(Review|AggregateRating)"|"review"|"aggregateRating"/,
    )
  })

  it('writes the telephone in E.164, the form search engines read without guessing', () => {
    expect(business.telephone).toMatch(/^\+1\d{10}$/)
    expect(business.telephone).toBe(`+1${site.phone.replace(/\D/g, '')}`)
  })

  it('points to the logo and the images on the site', () => {
    expect(business.logo).toBe(`${home}/icons/icon-512.png`)
    expect(business.image).toEqual([
      `${home}/og/home.jpg`,
      `${home}${sharing.pages.home.artwork.src}`,
    ])
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
        url: `${home}${service.pageHref ?? `/services#${service.id}`}`,
        provider: { '@id': business['@id'] },
        areaServed: site.areasServed.map((name) => ({ '@type': 'Place', name })),
      })
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
