/**
 * The pages made from content/services.yaml, /services/<id>, with what each must show: every
 * service but one with a fixed page of its own (`pageHref`), which is among the fixed pages.
 * tests/e2e/routes.ts gives them to every browser test; only types come from it, so neither
 * module waits for the other.
 */
import { content, fixedPageContent } from '@/lib/content'
import type { Crumb, PageExpectation } from './routes'

const { services, portfolio, portfolioPage } = content

const crumbOf = (key: 'home' | 'services'): Crumb => ({
  name: fixedPageContent(key).card.breadcrumb,
  path: fixedPageContent(key).path,
})

function serviceExpectation(service: (typeof services)[number]): PageExpectation {
  const path = `/services/${service.id}`
  // Its card shows its first project's picture, or the portfolio's artwork while it has none.
  const image =
    portfolio.projects.find(
      (project) => service.category !== undefined && project.category === service.category,
    )?.image ?? portfolioPage.artwork
  return {
    path,
    h1: service.title,
    metaTitle: service.metaTitle ?? service.title,
    description: service.metaDescription ?? service.description,
    cardAlt: portfolioPage.cardAlt
      .split('{page}')
      .join(service.title)
      .split('{image}')
      .join(image.alt),
    trail: [crumbOf('home'), crumbOf('services'), { name: service.title, path }],
    navs: [portfolioPage.breadcrumbLabel],
  }
}

/** Every service's page made from content/services.yaml, in the services' order. */
export const servicePageExpectations: PageExpectation[] = services
  .filter((service) => service.pageHref === undefined)
  .map(serviceExpectation)
