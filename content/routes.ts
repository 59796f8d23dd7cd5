/**
 * The site's routes and the anchors each page offers. Content links are checked against this list,
 * so renaming a section or a project that a link points to fails the content check.
 */
import type { z } from 'zod'
import { aboutPage } from './about'
import { home } from './home'
import { kitchenPage } from './kitchen'
import * as schema from './schema'
import { projectQueryParameter } from '../lib/project-prefill'
import { servicesPage } from './services'
import { sharing } from './sharing'

/** The words every fixed page has: its title and description for search results, and its h1. */
export type PageWords = { metaTitle: string; metaDescription: string; hero: { title: string } }

/** One fixed page: its address, its content module and what shows when it is shared. */
export type FixedPage = {
  path: string
  /** Validated with the rest of the content (content/index.ts); "#anchor" links in it are on `path`. */
  content: { file: string; name: string; schema: z.ZodType<PageWords>; data: PageWords }
  /** Its breadcrumb name, social card artwork and the card's description. */
  card: schema.PageSharing
}

/**
 * The registry of fixed pages: an entry here, the page's content module and its
 * app/<path>/page.tsx are all a new page needs (the README's "Adding a page"). The content check,
 * the sitemap, the metadata, the social cards, the structured data, the bench and every browser
 * test (tests/e2e/routes.ts) read this list. Pages made from content lists are `portfolioRoutes`.
 */
export const fixedPages = {
  home: {
    path: '/',
    content: { file: 'content/home.ts', name: 'home', schema: schema.home, data: home },
    card: sharing.pages.home,
  },
  services: {
    path: '/services',
    content: {
      file: 'content/services.ts',
      name: 'servicesPage',
      schema: schema.servicesPage,
      data: servicesPage,
    },
    card: sharing.pages.services,
  },
  kitchen: {
    path: '/kitchen-renovation',
    content: {
      file: 'content/kitchen.ts',
      name: 'kitchenPage',
      schema: schema.kitchenPage,
      data: kitchenPage,
    },
    card: sharing.pages.kitchen,
  },
  about: {
    path: '/about',
    content: {
      file: 'content/about.ts',
      name: 'aboutPage',
      schema: schema.aboutPage,
      data: aboutPage,
    },
    card: sharing.pages.about,
  },
} as const satisfies Record<string, FixedPage>

export type PageKey = keyof typeof fixedPages

/** Each fixed page's address by its key: routes.about is "/about". */
export const routes = Object.fromEntries(
  Object.entries(fixedPages).map(([key, page]) => [key, page.path]),
  // Object.fromEntries cannot keep the keys' types; this is the same object, typed by key.
) as { [Key in PageKey]: (typeof fixedPages)[Key]['path'] }

/** Section ids on the home page; the header links and the buttons lead here. */
export const homeSections = {
  services: 'services',
  portfolio: 'portfolio',
  about: 'about',
  contact: 'contact',
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

/** The address of a filter state of the portfolio: no filter is /portfolio itself. */
export function portfolioFilterPath(categoryId?: string, areaSlug?: string): string {
  if (categoryId && areaSlug) return portfolioRoutes.categoryArea(categoryId, areaSlug)
  if (categoryId) return portfolioRoutes.category(categoryId)
  if (areaSlug) return portfolioRoutes.area(areaSlug)
  return portfolioRoutes.list
}

/** The home page's contact form, with a project named: "/?project=carmel-point-kitchen#contact". */
export function projectEnquiryHref(projectId: string): string {
  return `${routes.home}?${projectQueryParameter}=${encodeURIComponent(projectId)}#${homeSections.contact}`
}

/** What the content's pages are made from: the project ids, categories and area slugs. */
export type RouteContent = {
  portfolio: { projects: { id: string }[]; categories: { id: string }[] }
  /** Absent only while content/areas.ts has a mistake. */
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

/** How many projects the home page shows when `portfolio.featured` names none. */
export const defaultFeaturedCount = 3

/** The ids of the projects the home page shows: `portfolio.featured`, or the first three. */
export function featuredProjectIds(portfolio: {
  projects: { id: string }[]
  featured?: string[]
}): string[] {
  return (
    portfolio.featured ??
    portfolio.projects.slice(0, defaultFeaturedCount).map((project) => project.id)
  )
}
