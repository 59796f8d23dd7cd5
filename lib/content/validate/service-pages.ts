/**
 * A service's fixed page and its service agree: the page is named by exactly one service, and a
 * service's `pageHref` names such a page (every other service has the page made for it,
 * /services/<id>).
 */
import { serviceLandingPage } from '../schema/pages/kitchen-renovation'
import { routes } from '../urls'
import { humanise } from '../form-labels'
import { type ContentSource, locate } from './describe'

/** The page a link leads to, without its "#section". */
const pathOf = (href: string) => href.split('#')[0]

/**
 * Each service's fixed page (a file of the serviceLandingPage schema) shows the service whose
 * `pageHref` in content/services.yaml leads to it: exactly one service names each such page, and
 * no service names another page in its place.
 */
export function checkServicePages(
  sources: readonly ContentSource[],
  parsed: { services: { title: string; pageHref?: string }[] },
): string[] {
  const services = sources.find((s) => s.name === 'services')
  if (!services) return []
  const pages = sources.filter((source) => source.schema === serviceLandingPage && source.page)
  const pagePaths = new Set(pages.map((page) => page.page))
  const elsewhere = parsed.services.flatMap((service, index) =>
    service.pageHref !== undefined && !pagePaths.has(pathOf(service.pageHref))
      ? [
          `${locate(services, ['items', index, 'pageHref'])}: ${service.pageHref} is not a service's page (${[...pagePaths].join(', ')}); leave ${humanise('pageHref')} empty, and the service has its own page at ${routes.services}/<its id>`,
        ]
      : [],
  )
  return [
    ...elsewhere,
    ...pages.flatMap((page) => {
      const naming = parsed.services.flatMap((service, index) =>
        service.pageHref !== undefined && pathOf(service.pageHref) === page.page ? [index] : [],
      )
      if (naming.length === 0)
        return [
          `${page.formLabel ?? page.file}: this is a service's page (${page.page}), and no service names it; give its service (Services › Items) the ${humanise('pageHref')} ${page.page}`,
        ]
      const [first, ...others] = naming
      return others.map(
        (index) =>
          `${locate(services, ['items', index, 'pageHref'])}: ${page.page} is already the page of the service "${parsed.services[first!]!.title}"; a service's page shows one service, so leave ${humanise('pageHref')} empty here, and this service has its own page at ${routes.services}/<its id>`,
      )
    }),
  ]
}
