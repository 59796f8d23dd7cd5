/** A service's own page and its service agree: the page is named by exactly one service. */
import { serviceLandingPage } from '../schema/service-landing'
import { type ContentSource, locate } from './describe'

/** The page a link leads to, without its "#section". */
const pathOf = (href: string) => href.split('#')[0]

/**
 * Each service's page (a file of the serviceLandingPage schema) shows the service whose `pageHref`
 * in content/services.yaml leads to it: exactly one service names each such page.
 */
export function checkServicePages(
  sources: readonly ContentSource[],
  parsed: { services: { title: string; pageHref?: string }[] },
): string[] {
  const services = sources.find((s) => s.name === 'services')
  if (!services) return []
  return sources
    .filter((source) => source.schema === serviceLandingPage && source.page)
    .flatMap((page) => {
      const naming = parsed.services.flatMap((service, index) =>
        service.pageHref !== undefined && pathOf(service.pageHref) === page.page ? [index] : [],
      )
      if (naming.length === 0)
        return [
          `${page.file}: this is a service's page (${page.page}), and no service of content/services.yaml names it; give its service pageHref: ${page.page}`,
        ]
      const [first, ...others] = naming
      return others.map(
        (index) =>
          `${locate(services, ['items', index, 'pageHref'])}: ${page.page} is already the page of services.items[${first}] "${parsed.services[first!]!.title}"; a service's page shows one service, so link this one elsewhere or leave pageHref out`,
      )
    })
}
