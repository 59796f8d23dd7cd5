/**
 * The registry of content (server only): every data file in content/, the schema it must satisfy
 * and the page its "#anchor" links are on, and the fixed pages made from them. The content check,
 * the build, the CMS at /admin (lib/cms/), the sitemap, the metadata, the social
 * cards, the structured data, the bench and every browser test (tests/e2e/routes.ts) read it. A new
 * fixed page needs an entry in `routes` (lib/content/urls.ts), its file here and its
 * app/<path>/page.tsx (the README's "Adding a page"). Pages made from content lists are
 * `portfolioRoutes`.
 */
import type { z } from 'zod'
import * as schema from './schema'
import { type PageKey, portfolioRoutes, routes } from './urls'

/** One content data file: the path an editor opens, its name in `content`, its CMS label and schema. */
export type ContentFile = {
  file: string
  name: string
  /** Where the CMS lists it, and what it calls it there: "Site", "Business facts". */
  group: 'Site' | 'Pages' | 'Services' | 'Portfolio' | 'Testimonials' | 'Areas'
  label: string
  schema: z.ZodType
  /** The page this content appears on, for "#anchor" links; none for content shown on every page. */
  page?: string
}

/** The words every fixed page has: its title and description for search results, and its h1. */
export type PageWords = { metaTitle: string; metaDescription: string; hero: { title: string } }

/** The fixed pages: each key's address is routes[key]; its words are the content file named here. */
export const fixedPages = {
  home: {
    name: 'home',
    file: 'content/pages/home.yaml',
    group: 'Pages',
    label: 'Home',
    schema: schema.home,
  },
  services: {
    name: 'servicesPage',
    file: 'content/pages/services.yaml',
    group: 'Pages',
    label: 'Services page',
    schema: schema.servicesPage,
  },
  kitchen: {
    name: 'kitchenPage',
    file: 'content/pages/kitchen-renovation.yaml',
    group: 'Pages',
    label: 'Kitchen renovation',
    schema: schema.serviceLandingPage,
  },
  about: {
    name: 'aboutPage',
    file: 'content/pages/about.yaml',
    group: 'Pages',
    label: 'About',
    schema: schema.aboutPage,
  },
  howWeWork: {
    name: 'howWeWorkPage',
    file: 'content/pages/how-we-work.yaml',
    group: 'Pages',
    label: 'How we work',
    schema: schema.howWeWorkPage,
  },
  accessibility: {
    name: 'accessibilityPage',
    file: 'content/pages/accessibility.yaml',
    group: 'Pages',
    label: 'Accessibility statement',
    schema: schema.accessibilityPage,
  },
  olderHomes: {
    name: 'olderHomesPage',
    file: 'content/pages/older-homes.yaml',
    group: 'Pages',
    label: 'Older homes',
    schema: schema.olderHomesPage,
  },
  privacy: {
    name: 'privacyPage',
    file: 'content/pages/privacy.yaml',
    group: 'Pages',
    label: 'Privacy',
    schema: schema.privacyPage,
  },
  contact: {
    name: 'contactPage',
    file: 'content/pages/contact.yaml',
    group: 'Pages',
    label: 'Contact',
    schema: schema.contactPage,
  },
} as const satisfies Record<PageKey, Omit<ContentFile, 'page'> & { schema: z.ZodType<PageWords> }>

/** Every content data file, in the order the CMS lists them. */
export const contentFiles = [
  {
    file: 'content/site.yaml',
    name: 'site',
    group: 'Site',
    label: 'Business facts',
    schema: schema.site,
  },
  {
    file: 'content/navigation.yaml',
    name: 'navigation',
    group: 'Site',
    label: 'Header and menu',
    schema: schema.navigation,
  },
  {
    file: 'content/footer.yaml',
    name: 'footer',
    group: 'Site',
    label: 'Footer',
    schema: schema.footer,
  },
  {
    file: 'content/sharing.yaml',
    name: 'sharing',
    group: 'Site',
    label: 'Sharing and search results',
    schema: schema.sharing,
  },
  ...(Object.keys(fixedPages) as PageKey[]).map((key) => ({
    ...fixedPages[key],
    page: routes[key],
  })),
  {
    file: 'content/services.yaml',
    name: 'services',
    group: 'Services',
    label: 'Services',
    schema: schema.services,
    page: routes.services,
  },
  {
    file: 'content/portfolio.yaml',
    name: 'portfolio',
    group: 'Portfolio',
    label: 'Projects and categories',
    schema: schema.portfolio,
    page: routes.home,
  },
  {
    file: 'content/pages/portfolio.yaml',
    name: 'portfolioPage',
    group: 'Pages',
    label: 'Portfolio page and filters',
    schema: schema.portfolioPage,
    page: portfolioRoutes.list,
  },
  {
    file: 'content/pages/project.yaml',
    name: 'projectPage',
    group: 'Pages',
    label: 'Words of every project page',
    schema: schema.projectPage,
  },
  {
    file: 'content/areas.yaml',
    name: 'areas',
    group: 'Areas',
    label: 'Area pages',
    schema: schema.areas,
  },
  {
    file: 'content/testimonials.yaml',
    name: 'testimonials',
    group: 'Testimonials',
    label: 'Testimonials',
    schema: schema.testimonials,
  },
  {
    file: 'content/contact-form.yaml',
    name: 'contactForm',
    group: 'Site',
    label: 'Contact form',
    schema: schema.contactForm,
  },
  {
    file: 'content/pages/not-found.yaml',
    name: 'notFoundPage',
    group: 'Pages',
    label: 'Page not found (404)',
    schema: schema.notFoundPage,
  },
  {
    file: 'content/pages/error.yaml',
    name: 'errorPage',
    group: 'Pages',
    label: 'Error page',
    schema: schema.errorPage,
  },
] as const satisfies readonly ContentFile[]

/** For each content name holding a list of items with ids, where that list is. */
export const contentIdLists = { services: ['items'], portfolio: ['projects'] }
