/** @jest-environment node */
/**
 * The structured data of the pages made from the portfolio and the areas, on projects built here
 * (one with a gallery and a before/after pair, one with its main picture alone), so no fact depends
 * on what content/ holds.
 */
import { content } from '@/lib/content'
import type { Image, PortfolioProject } from '@/lib/content/schema'
import { areaPage, filterPage, projectPage } from '@/lib/portfolio/pages'
import { filterState } from '@/lib/portfolio/rules'
import {
  areaServiceJsonLd,
  projectJsonLd,
  projectListJsonLd,
} from '@/lib/seo/portfolio-structured-data'
import { businessJsonLd, servedPlace } from '@/lib/seo/structured-data'

const { site, portfolio, areas } = content
const business = { '@id': businessJsonLd(content)['@id'] }
const category = portfolio.categories[0]!
const area = areas.items[0]!
const picture = (name: string, width = 1600, height = 1200): Image => ({
  src: `/images/${name}.jpg`,
  alt: `The ${name}`,
  width,
  height,
})
const project = (id: string, changes: Partial<PortfolioProject> = {}): PortfolioProject => ({
  ...portfolio.projects[0]!,
  id,
  title: `Project ${id}`,
  description: `What was done at ${id}.`,
  workType: 'Kitchen Remodel',
  year: 2023,
  category: category.id,
  location: area.name,
  image: picture(`${id}-main`),
  gallery: undefined,
  beforeAfter: undefined,
  ...changes,
})
const pictured = project('pictured', {
  gallery: [picture('pictured-range', 1200, 1600), picture('pictured-island')],
  beforeAfter: [{ before: picture('pictured-before'), after: picture('pictured-after') }],
})
const plain = project('plain')
const built = { ...content, portfolio: { ...portfolio, projects: [pictured, plain] } }
const pixels = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' })
const imageNode = (image: Image) => ({
  '@type': 'ImageObject',
  contentUrl: `${site.url}${image.src}`,
  width: pixels(image.width),
  height: pixels(image.height),
  caption: image.alt,
})

describe('a filter page or /portfolio', () => {
  it('is a collection page listing its projects in order, each at its own address', () => {
    const page = filterPage(built, filterState(built.portfolio, areas)!)
    expect(projectListJsonLd(site, page, [pictured, plain])).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: page.title,
      description: page.description,
      url: `${site.url}/portfolio`,
      isPartOf: { '@id': site.url },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Project pictured',
            url: `${site.url}/portfolio/pictured`,
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Project plain',
            url: `${site.url}/portfolio/plain`,
          },
        ],
      },
    })
  })
})

describe('a project page', () => {
  it('is the work, made by the business, with its kind, year and place', () => {
    expect(projectJsonLd(built, plain)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': `${site.url}/portfolio/plain#project`,
      name: 'Project plain',
      description: 'What was done at plain.',
      url: `${site.url}/portfolio/plain`,
      genre: category.label,
      keywords: 'Kitchen Remodel',
      dateCreated: '2023',
      locationCreated: { '@type': 'Place', name: area.name },
      creator: business,
      provider: business,
      image: [imageNode(plain.image)],
    })
    expect(projectPage(built, plain).path).toBe('/portfolio/plain')
  })

  it('shows every picture, in order: the main one, the gallery, then each pair before and after', () => {
    expect(projectJsonLd(built, pictured).image).toStrictEqual(
      [
        pictured.image,
        ...pictured.gallery!,
        pictured.beforeAfter![0]!.before,
        pictured.beforeAfter![0]!.after,
      ].map(imageNode),
    )
  })
})

describe('an area page', () => {
  it("is the business's service in that area, the area the place content/areas.yaml names", () => {
    const page = areaPage(built, area)
    expect(areaServiceJsonLd(site, area, page)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: area.title,
      description: area.metaDescription,
      url: `${site.url}/areas/${area.slug}`,
      provider: business,
      areaServed: servedPlace(site, area),
    })
  })
})
