/**
 * What a service's own page proves from the rest of the content, so none of it is written twice:
 * its service (the one whose `pageHref` is the page, checked by the content check), the portfolio's
 * projects of the service's category (a new one appears by itself) and the clients' words about
 * them.
 */
import type { Content } from '@/lib/content'
import type {
  Portfolio,
  PortfolioCategory,
  PortfolioProject,
  Service,
  Testimonial,
} from '@/lib/content/schema'

/** The words a service's page borrows from other pages' content, so none is written twice. */
export type ServiceLandingWords = {
  /** How a price band is labelled, and how firm it is (content/pages/services.yaml). */
  price: Content['servicesPage']['price']
  /** "View project", at the foot of a project's card. */
  viewProject: string
  testimonials: Pick<Content['testimonials'], 'sourceLink' | 'sourceText' | 'projectLink'>
  newTabHint: string
}

export function serviceLandingWords({
  servicesPage,
  portfolioPage,
  testimonials,
  footer,
}: Pick<
  Content,
  'servicesPage' | 'portfolioPage' | 'testimonials' | 'footer'
>): ServiceLandingWords {
  return {
    price: servicesPage.price,
    viewProject: portfolioPage.viewProject,
    testimonials,
    newTabHint: footer.socialNewTabHint,
  }
}

export type ServiceProof = {
  service: Service
  /** The service's portfolio category, if it names one. */
  category?: PortfolioCategory
  /** The category's projects, in portfolio order; none without a category. */
  projects: PortfolioProject[]
  /** The testimonials about those projects, in content order. */
  testimonials: Testimonial[]
}

export function serviceProof(
  {
    services,
    portfolio,
    testimonials,
  }: { services: Service[]; portfolio: Portfolio; testimonials: { items: Testimonial[] } },
  pagePath: string,
): ServiceProof {
  const service = services.find((item) => item.pageHref?.split('#')[0] === pagePath)
  // The content check refuses a service's page that no service names (lib/content/validate/service-pages.ts).
  if (!service) throw new Error(`no service of content/services.yaml names ${pagePath}`)
  const category = portfolio.categories.find((item) => item.id === service.category)
  const projects = category
    ? portfolio.projects.filter((project) => project.category === category.id)
    : []
  const ids = new Set(projects.map((project) => project.id))
  return {
    service,
    category,
    projects,
    testimonials: testimonials.items.filter((item) => ids.has(item.project)),
  }
}
