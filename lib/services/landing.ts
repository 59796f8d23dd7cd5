/**
 * What a service's own page proves from the rest of the content, so none of it is written twice:
 * its service (on a fixed page, the one whose `pageHref` is the page, checked by the content
 * check), the portfolio's projects of the service's category (a new one appears by itself) and the
 * clients' words about them.
 */
import type { Content } from '@/lib/content'
import { servicePath } from '@/lib/content/urls'
import type { Crumb } from '@/lib/portfolio/pages'
import type {
  Image,
  Link,
  Portfolio,
  PortfolioCategory,
  PortfolioProject,
  SectionHeading,
  Service,
  ServiceLandingPage,
  Testimonial,
} from '@/lib/content/schema'

/**
 * A service's page as components/sections/service-landing.tsx shows it: a fixed page's content
 * (the kitchen's, whose claim, benefits and steps are its own) or the one lib/services/pages.ts
 * makes for every other service from its entry in content/services.yaml.
 */
export type ServicePageView = {
  breadcrumbs?: { trail: Crumb[]; label: string }
  hero: {
    eyebrow?: string
    title: string
    lead: string
    primary: Link
    secondary?: Link
    image?: Image
  }
  valueClaim?: ServiceLandingPage['valueClaim']
  benefits?: ServiceLandingPage['benefits']
  process?: ServiceLandingPage['process']
  work: { heading: SectionHeading; empty: string }
  callToAction: { title: string; text: string; primary: Link }
}

/** The words a service's page borrows from other pages' content, so none is written twice. */
export type ServiceLandingWords = {
  /** The timeline's and the questions' headings and labels every service's page shares. */
  servicePage: Pick<Content['servicesPage']['servicePage'], 'included' | 'timeline' | 'faq'>
  /** How a price band is labelled, and what is free and what is paid (content/pages/services.yaml). */
  price: Content['servicesPage']['price']
  /** "View project", at the foot of a project's card. */
  viewProject: string
  testimonials: Pick<
    Content['testimonials'],
    'sourceLink' | 'sourceText' | 'projectLink' | 'morePhone'
  >
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
    servicePage: servicesPage.servicePage,
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

type ProofContent = {
  services: Service[]
  portfolio: Portfolio
  testimonials: { items: Testimonial[] }
}

/** The proof of the service whose fixed page (its `pageHref`) is at `pagePath`. */
export function serviceProof(content: ProofContent, pagePath: string): ServiceProof {
  const service = content.services.find((item) => servicePath(item) === pagePath)
  // The content check refuses a service's page that no service names (lib/content/validate/service-pages.ts).
  if (!service) throw new Error(`no service of content/services.yaml names ${pagePath}`)
  return proofOf(content, service)
}

/** A service's projects, by its category, and the clients' words about them. */
export function proofOf(
  { portfolio, testimonials }: Omit<ProofContent, 'services'>,
  service: Service,
): ServiceProof {
  const { category, projects } = projectsOf(portfolio, service)
  const ids = new Set(projects.map((project) => project.id))
  return {
    service,
    category,
    projects,
    testimonials: testimonials.items.filter((item) => ids.has(item.project)),
  }
}

/** The service's portfolio category, if it names one, and that category's projects, in order. */
export function projectsOf(
  portfolio: Portfolio,
  service: Pick<Service, 'category'>,
): Pick<ServiceProof, 'category' | 'projects'> {
  const category = portfolio.categories.find((item) => item.id === service.category)
  const projects = category
    ? portfolio.projects.filter((project) => project.category === category.id)
    : []
  return { category, projects }
}
