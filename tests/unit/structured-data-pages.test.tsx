// The structured data of inner pages (breadcrumbs, services, team) and how JsonLd writes it.
import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import {
  breadcrumbJsonLd,
  businessJsonLd,
  servicesJsonLd,
  teamJsonLd,
} from '@/lib/seo/structured-data'
import { home, type Json, rendered, servedPlaces } from './helpers/structured-data'

const { aboutPage, services, sharing, site } = content
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
