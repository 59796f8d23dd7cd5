/**
 * The site's addresses and the anchors each page offers: safe for the browser (no content, no
 * schema), so client components import it. Content links are checked against these, so renaming a
 * section or a project that a link points to fails the content check. The fixed pages' content is
 * registered in lib/content/registry.ts (server only).
 */

/**
 * What a call to action can name when it leads to the contact form (enquiryHref below): each is
 * the query parameter holding the item's id, and the placeholder its prefill sentence has
 * ("{service}"). The form reads them in this order (components/contact-form/enquiry-prefill.ts).
 */
export const enquirySubjects = ['project', 'service', 'area'] as const
export type EnquirySubject = (typeof enquirySubjects)[number]
/** Where each subject's sentence takes the name, in the words the editor's form shows. */
export const enquiryPlaceholders: Record<EnquirySubject, string> = {
  project: '{project name}',
  service: '{service}',
  area: '{area}',
}

/**
 * What the contact form can name, by subject: each item's id and name (the only ids a query may
 * name), and the sentence, with the subject's placeholder (enquiryPlaceholders) where the name goes.
 * lib/content/enquiry.ts makes it from the content.
 */
export type Enquiry = Partial<
  Record<EnquirySubject, { names: Record<string, string>; prefill: string }>
>

/** Each fixed page's address by its key: routes.about is "/about". */
export const routes = {
  home: '/',
  services: '/services',
  kitchen: '/kitchen-renovation',
  about: '/about',
  howWeWork: '/how-we-work',
  accessibility: '/accessibility',
  olderHomes: '/older-homes',
  privacy: '/privacy',
  contact: '/contact',
} as const

export type PageKey = keyof typeof routes

/**
 * A service's own page: /services/<id>, made from its entry in content/services.yaml, unless its
 * `pageHref` names a page of its own (/kitchen-renovation).
 */
export function servicePath(service: { id: string; pageHref?: string }): string {
  return service.pageHref?.split('#')[0] ?? `${routes.services}/${service.id}`
}

/** The services whose page is made from content/services.yaml: every one without a `pageHref`. */
export function generatedServices<Service extends { pageHref?: string }>(
  services: readonly Service[],
): Service[] {
  return services.filter((service) => service.pageHref === undefined)
}

/** Section ids on the home page; the header links and the buttons lead here. */
export const homeSections = {
  services: 'services',
  portfolio: 'portfolio',
  about: 'about',
  contact: 'contact',
} as const

/** Section ids on the process page; the footer's warranty link leads to one. */
export const howWeWorkSections = {
  steps: 'steps',
  payments: 'payments',
  warranty: 'warranty',
} as const

/** Section ids on the accessibility statement; a link can lead straight to how to report a barrier. */
export const accessibilitySections = {
  conformance: 'conformance',
  measures: 'measures',
  compatibility: 'compatibility',
  limitations: 'limitations',
  feedback: 'feedback',
} as const

/** Id of the main landmark on every page, the target of the skip link. */
export const mainContentId = 'main-content'

/**
 * The pages made from the portfolio and the areas: one per project, per area and per filter
 * state. Each filter state has its own address, so the filters work without JavaScript and can
 * be shared. A project's id and an area's slug are the last part of its address.
 */
export const portfolioRoutes = {
  list: '/portfolio',
  project: (projectId: string) => `/portfolio/${projectId}`,
  category: (categoryId: string) => `/portfolio/category/${categoryId}`,
  area: (areaSlug: string) => `/portfolio/area/${areaSlug}`,
  categoryArea: (categoryId: string, areaSlug: string) =>
    `/portfolio/category/${categoryId}/area/${areaSlug}`,
  areaPage: (areaSlug: string) => `/areas/${areaSlug}`,
} as const

/**
 * The pages the home page also has a section about: on the home page a header link to one of them
 * scrolls to that section (the spec's anchors); on every other page it opens the page.
 */
const homeSectionOfPage: Partial<Record<string, string>> = {
  [routes.services]: homeSections.services,
  [portfolioRoutes.list]: homeSections.portfolio,
  [routes.about]: homeSections.about,
}

/** Where a header link leads from the page at `currentPath` (none: a page no link names). */
export function headerLinkHref(href: string, currentPath?: string): string {
  const section = currentPath === routes.home ? homeSectionOfPage[href] : undefined
  return section ? `#${section}` : href
}

/** The address of a filter state of the portfolio: no filter is /portfolio itself. */
export function portfolioFilterPath(categoryId?: string, areaSlug?: string): string {
  if (categoryId && areaSlug) return portfolioRoutes.categoryArea(categoryId, areaSlug)
  if (categoryId) return portfolioRoutes.category(categoryId)
  if (areaSlug) return portfolioRoutes.area(areaSlug)
  return portfolioRoutes.list
}

/** The portfolio's filter links on every listing page: a filter chosen opens its page at them. */
export const portfolioFiltersId = 'filters'

/**
 * A filter link: the filter page, opened at its filters, so the first result is in the first
 * screen of a phone rather than below the hero.
 */
export function portfolioFilterHref(categoryId?: string, areaSlug?: string): string {
  return `${portfolioFilterPath(categoryId, areaSlug)}#${portfolioFiltersId}`
}

/** Where the contact form is: every "write to us" button leads here. */
export const contactFormHref = `${routes.home}#${homeSections.contact}`

/**
 * The contact form with a subject named, so it starts the message with that subject's sentence:
 * enquiryHref('service', 'kitchen-remodeling') is "/?service=kitchen-remodeling#contact" (a
 * project's id, a service's id, an area's slug). Given a content link's `href`, the subject is
 * added only when that link leads to the contact form; any other link is returned as it is.
 */
export function enquiryHref(subject: EnquirySubject, id: string, href = contactFormHref): string {
  if (href !== contactFormHref) return href
  return `${routes.home}?${subject}=${encodeURIComponent(id)}#${homeSections.contact}`
}

/** The contact form, with a project named: "/?project=carmel-point-kitchen#contact". */
export function projectEnquiryHref(projectId: string): string {
  return enquiryHref('project', projectId)
}

/** What the content's pages are made from: the project ids, categories and area slugs. */
export type RouteContent = {
  portfolio: { projects: { id: string }[]; categories: { id: string }[] }
  /** Absent only while content/areas.yaml has a mistake. */
  areas?: { items: { slug: string }[] }
}

/**
 * Every page the portfolio and area content makes, /portfolio first: the list, each filter
 * state (category, area, both), each project and each area page.
 */
export function portfolioPaths({ portfolio, areas }: RouteContent): string[] {
  const categories = portfolio.categories.map((category) => category.id)
  const slugs = (areas?.items ?? []).map((area) => area.slug)
  return [
    portfolioRoutes.list,
    ...categories.map(portfolioRoutes.category),
    ...slugs.map(portfolioRoutes.area),
    ...categories.flatMap((category) =>
      slugs.map((areaSlug) => portfolioRoutes.categoryArea(category, areaSlug)),
    ),
    ...portfolio.projects.map((project) => portfolioRoutes.project(project.id)),
    ...slugs.map(portfolioRoutes.areaPage),
  ]
}

/** How many projects the home page shows when no project has a place on it. */
const defaultFeaturedCount = 3

/**
 * The ids of the projects the home page shows: those with a place on it, by place, or, when none
 * has one, the first three. Of two with the same place the one lower in the list (added later)
 * comes first, so that a new project given place 1 goes first without renumbering the others.
 */
export function featuredProjectIds(portfolio: {
  projects: { id: string; homePagePlace?: number }[]
}): string[] {
  const placed = portfolio.projects
    .map((project, index) => ({ project, index }))
    .filter(({ project }) => project.homePagePlace !== undefined)
    .toSorted((a, b) => a.project.homePagePlace! - b.project.homePagePlace! || b.index - a.index)
    .map(({ project }) => project)
  return (placed.length ? placed : portfolio.projects.slice(0, defaultFeaturedCount)).map(
    (project) => project.id,
  )
}
