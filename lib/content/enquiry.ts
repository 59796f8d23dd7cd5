/**
 * What the contact form can name when a visitor arrives from a call to action (lib/content/urls.ts
 * enquiryHref): every project, service and area by its id, with its sentence from the content.
 */
import type { Content } from '.'
import type { Enquiry } from './urls'

export function enquiryOf({
  portfolio,
  projectPage,
  services,
  servicesPage,
  areas,
}: Pick<Content, 'portfolio' | 'projectPage' | 'services' | 'servicesPage' | 'areas'>): Enquiry {
  return {
    project: {
      names: Object.fromEntries(portfolio.projects.map((project) => [project.id, project.title])),
      prefill: projectPage.callToAction.prefill,
    },
    service: {
      names: Object.fromEntries(services.map((service) => [service.id, service.title])),
      prefill: servicesPage.prefill,
    },
    area: {
      names: Object.fromEntries(areas.items.map((area) => [area.slug, area.name])),
      prefill: areas.prefill,
    },
  }
}
