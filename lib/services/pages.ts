/**
 * The pages made from content/services.yaml: one for each service without a page of its own
 * (`pageHref`), at /services/<id>. For each, its address, heading, title, description, breadcrumb
 * trail (Home › Services › the service) and social card, which its metadata, the social card
 * generator, the sitemap and the tests read, and what its page shows (ServicePageView).
 */
import type { Content } from '@/lib/content'
import type { Service } from '@/lib/content/schema'
import {
  contactFormHref,
  generatedServices,
  portfolioRoutes,
  routes,
  servicePath,
} from '@/lib/content/urls'
import { documentTitle, type GeneratedPage, homeTrail, pageCard } from '@/lib/portfolio/pages'
import { fillTemplate } from '@/lib/template'
import { projectsOf, type ServicePageView } from './landing'

export type ServicePagesContent = Pick<
  Content,
  'services' | 'servicesPage' | 'portfolio' | 'portfolioPage' | 'sharing' | 'site'
>

export function servicePage(content: ServicePagesContent, service: Service): GeneratedPage {
  const path = servicePath(service)
  const title = service.metaTitle ?? service.title
  const image = projectsOf(content.portfolio, service).projects[0]?.image
  return {
    kind: 'service',
    path,
    heading: service.title,
    title,
    documentTitle: documentTitle(content.site.name, title),
    description: service.metaDescription ?? service.description,
    breadcrumbs: homeTrail(
      content,
      { name: content.sharing.pages.services.breadcrumb, path: routes.services },
      { name: service.title, path },
    ),
    card: pageCard(content, path, service.title, image ?? content.portfolioPage.artwork),
    indexable: true,
  }
}

/** Every service's page made from content/services.yaml, in the services' order. */
export function servicePages(content: ServicePagesContent): GeneratedPage[] {
  return generatedServices(content.services).map((service) => servicePage(content, service))
}

/**
 * What a service's page shows beyond its service's own facts: the shared words of
 * content/pages/services.yaml, filled with its name, and its first project's picture beside the
 * heading (none while it has no project).
 */
export function servicePageView(content: ServicePagesContent, service: Service): ServicePageView {
  const { servicesPage, portfolio, portfolioPage } = content
  const words = servicesPage.servicePage
  const { category, projects } = projectsOf(portfolio, service)
  const named = { service: service.title }
  return {
    breadcrumbs: {
      trail: servicePage(content, service).breadcrumbs,
      label: portfolioPage.breadcrumbLabel,
    },
    hero: {
      eyebrow: words.eyebrow,
      title: service.title,
      lead: service.description,
      primary: { label: words.primary, href: contactFormHref },
      secondary:
        category && projects.length > 0
          ? {
              label: fillTemplate(servicesPage.projectsLink, { category: category.label }),
              href: portfolioRoutes.category(category.id),
            }
          : undefined,
      image: projects[0]?.image,
    },
    work: {
      heading: { title: fillTemplate(words.work.heading, named) },
      empty: fillTemplate(words.work.empty, named),
    },
    callToAction: {
      title: words.callToAction.title,
      text: words.callToAction.text,
      primary: { label: fillTemplate(words.callToAction.button, named), href: contactFormHref },
    },
  }
}

/** Each service as a card leading to its page: the home page's overview, an area's services. */
export function serviceCards(services: Service[]) {
  return services.map((service) => ({
    icon: service.icon,
    title: service.title,
    description: service.description,
    href: servicePath(service),
  }))
}
