/**
 * Structured data (schema.org JSON-LD) of the pages made from the portfolio and the areas: the
 * collection of projects, each project with its pictures, and the service in each area. The
 * business and the breadcrumbs are in lib/seo/structured-data.ts.
 */
import type { CollectionPage, CreativeWork, ImageObject, Service, WithContext } from 'schema-dts'
import type { Content } from '@/lib/content'
import { portfolioRoutes, routes } from '@/lib/content/urls'
import type { Area, Image, PortfolioProject } from '@/lib/content/schema'
import { categoryLabel } from '@/lib/portfolio/rules'
import type { GeneratedPage } from '@/lib/portfolio/pages'
import { canonicalUrl } from './site-files'
import { businessId, servedPlace } from './structured-data'

function imageObject(site: Content['site'], image: Image): ImageObject {
  return {
    '@type': 'ImageObject',
    contentUrl: canonicalUrl(site.url, image.src),
    width: { '@type': 'QuantitativeValue', value: image.width, unitCode: 'E37' },
    height: { '@type': 'QuantitativeValue', value: image.height, unitCode: 'E37' },
    caption: image.alt,
  }
}

/** /portfolio or one of its filter pages: a collection page listing its projects in order. */
export function projectListJsonLd(
  site: Content['site'],
  page: GeneratedPage,
  projects: PortfolioProject[],
): WithContext<CollectionPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.title,
    description: page.description,
    url: canonicalUrl(site.url, page.path),
    isPartOf: { '@id': canonicalUrl(site.url, routes.home) },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: projects.length,
      itemListElement: projects.map((project, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: project.title,
        url: canonicalUrl(site.url, portfolioRoutes.project(project.id)),
      })),
    },
  }
}

/** A project page: the work itself, made by the business, with its pictures. */
export function projectJsonLd(
  { site, portfolio }: Pick<Content, 'site' | 'portfolio'>,
  project: PortfolioProject,
): WithContext<CreativeWork> {
  const pictures = [
    project.image,
    ...(project.gallery ?? []),
    ...(project.beforeAfter ?? []).flatMap((pair) => [pair.before, pair.after]),
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${canonicalUrl(site.url, portfolioRoutes.project(project.id))}#project`,
    name: project.title,
    description: project.description,
    url: canonicalUrl(site.url, portfolioRoutes.project(project.id)),
    genre: categoryLabel(portfolio, project),
    keywords: project.workType,
    dateCreated: String(project.year),
    locationCreated: { '@type': 'Place', name: project.location },
    creator: { '@id': businessId(site) },
    provider: { '@id': businessId(site) },
    image: pictures.map((image) => imageObject(site, image)),
  }
}

/** An area page: the business's renovation service in that area. */
export function areaServiceJsonLd(
  site: Content['site'],
  area: Area,
  page: GeneratedPage,
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: area.title,
    description: area.metaDescription,
    url: canonicalUrl(site.url, page.path),
    provider: { '@id': businessId(site) },
    areaServed: servedPlace(site, area),
  }
}
