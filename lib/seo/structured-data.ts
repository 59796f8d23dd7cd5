/**
 * Structured data (schema.org JSON-LD) built from content/, so search engines read the same facts
 * the pages show: the business on every page, a breadcrumb trail on inner pages and the services.
 * The portfolio's and the areas' pages have theirs in lib/seo/portfolio-structured-data.ts.
 */
import type {
  BreadcrumbList,
  City,
  GeneralContractorLeaf,
  Graph,
  PersonLeaf,
  Place,
  ServiceLeaf,
  WithContext,
} from 'schema-dts'
import { type Content, fixedPageContent } from '@/lib/content'
import type { Area, Person, Service } from '@/lib/content/schema'
import { routes, servicePath } from '@/lib/content/urls'
import { formatCost, licenceLookupHref, telHref } from '@/lib/format'
import type { Crumb } from '@/lib/portfolio/pages'
import { canonicalUrl, iconFiles, type PageKey, socialCardPath } from './site-files'

type StructuredDataContent = Pick<Content, 'site' | 'sharing' | 'services' | 'areas'>

/** The business's node id, so other nodes (a service's provider) can point to it. */
export function businessId(site: Content['site']): string {
  return `${site.url}/#business`
}

/**
 * An area served as the place it is: a City or an unincorporated Place, told apart from every
 * other place of its name by its `sameAs` (its Wikidata page). The business and the area's page
 * write the same node.
 */
export function servedPlace(site: Content['site'], area: Area): City | Place {
  return {
    '@type': area.place.kind,
    name: area.name,
    sameAs: area.place.sameAs,
    address: {
      '@type': 'PostalAddress',
      addressLocality: area.name,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
  }
}

/** Each area served: the entries of content/areas.yaml, in their order. */
function areasServed({ site, areas }: Pick<Content, 'site' | 'areas'>): (City | Place)[] {
  return areas.items.map((area) => servedPlace(site, area))
}

/** "08:00" as schema.org's Time, hh:mm:ss, the form Google's local business guidance asks for. */
function withSeconds(time: string): string {
  return `${time}:00`
}

/** "$35,000–$1,200,000": from the lowest to the highest typical cost of the services, if any has one. */
function priceRange(services: Content['services']): string | undefined {
  const bands = services.flatMap((service) => (service.price ? [service.price.cost] : []))
  if (bands.length === 0) return undefined
  return formatCost({
    from: Math.min(...bands.map((band) => band.from)),
    to: Math.max(...bands.map((band) => band.to)),
  })
}

export function businessJsonLd({
  site,
  sharing,
  services,
  areas,
}: StructuredDataContent): WithContext<GeneralContractorLeaf> {
  const range = priceRange(services)
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': businessId(site),
    name: site.name,
    description: site.description,
    slogan: site.tagline,
    url: canonicalUrl(site.url, routes.home),
    logo: canonicalUrl(site.url, iconFiles.app512.path),
    image: [
      canonicalUrl(site.url, socialCardPath('home')),
      canonicalUrl(site.url, sharing.pages.home.artwork.src),
    ],
    // E.164, the form search engines and phones read without guessing the country.
    telephone: telHref(site.phone).replace(/^tel:/, ''),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    },
    hasMap: site.mapUrl,
    areaServed: areasServed({ site, areas }),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.hours.daysOfWeek,
        opens: withSeconds(site.hours.opens),
        closes: withSeconds(site.hours.closes),
      },
    ],
    foundingDate: String(site.foundedYear),
    sameAs: [site.social.href, site.businessProfileUrl],
    identifier: {
      '@type': 'PropertyValue',
      name: site.licence.label,
      value: site.licence.number,
      url: licenceLookupHref(site.licence),
    },
    ...(range && { priceRange: range }),
  }
}

/** Home → this page, with the breadcrumb names of the registry (lib/content/urls.ts fixedPages). */
export function breadcrumbJsonLd(
  { site }: Pick<Content, 'site'>,
  page: Exclude<PageKey, 'home'>,
): WithContext<BreadcrumbList> {
  const trail: PageKey[] = ['home', page]
  return breadcrumbTrailJsonLd(
    site,
    trail.map((key) => ({ name: fixedPageContent(key).card.breadcrumb, path: routes[key] })),
  )
}

/** A breadcrumb trail from the home page to the page it ends with. */
export function breadcrumbTrailJsonLd(
  site: Content['site'],
  trail: Crumb[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(site.url, crumb.path),
    })),
  }
}

/** A service, provided by the business, with its typical cost as an offer where it has one. */
function serviceNode({ site, areas }: StructuredDataContent, service: Service): ServiceLeaf {
  return {
    '@type': 'Service',
    // The same node on /services and on the service's own page.
    '@id': canonicalUrl(site.url, `${routes.services}#${service.id}`),
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: canonicalUrl(site.url, servicePath(service)),
    provider: { '@id': businessId(site) },
    areaServed: areasServed({ site, areas }),
    // Its typical cost on the peninsula, as a price range search engines read.
    ...(service.price && {
      offers: {
        '@type': 'Offer',
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: service.price.cost.from,
          maxPrice: service.price.cost.to,
          priceCurrency: 'USD',
        },
      },
    }),
  }
}

/** The services, each provided by the business, for /services. */
export function servicesJsonLd(content: StructuredDataContent): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': content.services.map((service) => serviceNode(content, service)),
  }
}

/** One service, for its own page. */
export function serviceJsonLd(
  content: StructuredDataContent,
  service: Service,
): WithContext<ServiceLeaf> {
  return { '@context': 'https://schema.org', ...serviceNode(content, service) }
}

/** The named people of the About page, each working for the business. */
export function teamJsonLd(site: Content['site'], people: readonly Person[]): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': people.map((person): PersonLeaf => ({
      '@type': 'Person',
      name: person.name,
      jobTitle: person.role,
      worksFor: { '@id': businessId(site) },
    })),
  }
}
