import { content } from '@/content'
import { routes } from '@/content/routes'

const { home, servicesPage, kitchenPage, aboutPage } = content

/**
 * The pages a visitor can reach, each with the h1, title and description its content gives it.
 * `key` names the page in content/sharing.ts (breadcrumb, social card).
 */
export const pages = [
  {
    key: 'home',
    path: routes.home,
    h1: home.hero.title,
    metaTitle: home.metaTitle,
    description: home.metaDescription,
  },
  {
    key: 'services',
    path: routes.services,
    h1: servicesPage.hero.title,
    metaTitle: servicesPage.metaTitle,
    description: servicesPage.metaDescription,
  },
  {
    key: 'kitchen',
    path: routes.kitchen,
    h1: kitchenPage.hero.title,
    metaTitle: kitchenPage.metaTitle,
    description: kitchenPage.metaDescription,
  },
  {
    key: 'about',
    path: routes.about,
    h1: aboutPage.hero.title,
    metaTitle: aboutPage.metaTitle,
    description: aboutPage.metaDescription,
  },
] as const satisfies readonly {
  key: keyof typeof routes
  path: string
  h1: string
  metaTitle: string
  description: string
}[]

export const notFoundPath = '/this-page-does-not-exist'
