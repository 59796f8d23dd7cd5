import { content, fixedPageContent } from '@/lib/content'
import { featuredProjectIds, routes } from '@/lib/content/urls'
import { pageKeys } from '@/lib/seo/site-files'
import type { Image, PortfolioProject } from '@/lib/content/schema'
import { servicePageExpectations } from './service-routes'

const { site } = content
const { portfolio, portfolioPage, areas } = content

/** A content template with its placeholders filled in: "{number} projects" → "4 projects". */
export function fill(template: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce(
    (text, [key, value]) => text.split(`{${key}}`).join(String(value)),
    template,
  )
}

/** A step of a breadcrumb trail: the page's name and address. */
export type Crumb = { name: string; path: string }

/**
 * A page a visitor can reach, with what its content gives it: h1, title (as link previews show
 * it), description, the alt text of its social card and its breadcrumb trail from the home page.
 */
export type PageExpectation = {
  path: string
  h1: string
  metaTitle: string
  description: string
  cardAlt: string
  trail: Crumb[]
  /** The names of the page's own navigation landmarks, after the header's two. */
  navs: string[]
}

const homeCrumb: Crumb = {
  name: fixedPageContent('home').card.breadcrumb,
  path: fixedPageContent('home').path,
}

/** The service whose own page is a fixed page at `path` (its `pageHref`), if one is. */
const serviceAt = (path: string) =>
  content.services.find((service) => service.pageHref?.split('#')[0] === path)

/** The trail to a fixed page: a service's page goes through the services, as every service's does. */
function fixedPageTrail(path: string, name: string): Crumb[] {
  const service = serviceAt(path)
  if (!service) return [homeCrumb, { name, path }]
  const services = fixedPageContent('services')
  return [
    homeCrumb,
    { name: services.card.breadcrumb, path: services.path },
    { name: service.title, path },
  ]
}

/** The fixed pages, from the registry in lib/content/urls.ts: every entry is covered. */
export const fixedPageExpectations: PageExpectation[] = pageKeys.map((key) => {
  const { path, words, card } = fixedPageContent(key)
  return {
    path,
    h1: words.hero.title,
    metaTitle: words.metaTitle,
    description: words.metaDescription,
    cardAlt: card.cardAlt,
    trail: key === 'home' ? [] : fixedPageTrail(path, card.breadcrumb),
    navs: serviceAt(path) ? [portfolioPage.breadcrumbLabel] : [],
  }
})

// The portfolio's pages, read from content: what the address of each is, what matches each filter.
const listCrumb: Crumb = { name: portfolioPage.breadcrumb, path: '/portfolio' }
const cardAlt = (page: string, image: Image) =>
  fill(portfolioPage.cardAlt, { page, image: image.alt })
const matching = (category?: string, area?: string) =>
  portfolio.projects.filter(
    (project) =>
      (!category || project.category === category) && (!area || project.location === area),
  )

type Category = (typeof portfolio.categories)[number]
type Area = (typeof areas.items)[number]

function filterState(category?: Category, area?: Area) {
  const path =
    category && area
      ? `/portfolio/category/${category.id}/area/${area.slug}`
      : category
        ? `/portfolio/category/${category.id}`
        : area
          ? `/portfolio/area/${area.slug}`
          : '/portfolio'
  const name =
    category && area
      ? fill(portfolioPage.filtered.both, { category: category.label, area: area.name })
      : (category?.label ?? area?.name)
  return { path, category, area, name, projects: matching(category?.id, area?.name) }
}

/**
 * Every filter state of the portfolio, with its address, name and projects: none, each category,
 * each area, then each category in each area (the sitemap's order).
 */
export const filterPages = [
  filterState(),
  ...portfolio.categories.map((category) => filterState(category)),
  ...areas.items.map((area) => filterState(undefined, area)),
  ...portfolio.categories.flatMap((category) =>
    areas.items.map((area) => filterState(category, area)),
  ),
]

function filterExpectation(state: (typeof filterPages)[number]): PageExpectation {
  if (state.name === undefined)
    return {
      path: state.path,
      h1: portfolioPage.hero.title,
      metaTitle: portfolioPage.metaTitle,
      description: portfolioPage.metaDescription,
      cardAlt: cardAlt(portfolioPage.hero.title, portfolioPage.artwork),
      trail: [homeCrumb, listCrumb],
      navs: [portfolioPage.breadcrumbLabel, portfolioPage.filters.label],
    }
  const heading = fill(portfolioPage.filtered.title, { filter: state.name })
  return {
    path: state.path,
    h1: heading,
    metaTitle: heading,
    description: fill(portfolioPage.filtered.description, { filter: state.name }),
    cardAlt: cardAlt(heading, state.projects[0]?.image ?? portfolioPage.artwork),
    trail: [homeCrumb, listCrumb, { name: state.name, path: state.path }],
    navs: [portfolioPage.breadcrumbLabel, portfolioPage.filters.label],
  }
}

export function projectExpectation(project: PortfolioProject): PageExpectation {
  const path = `/portfolio/${project.id}`
  return {
    path,
    h1: project.title,
    metaTitle: project.metaTitle ?? project.title,
    description: project.metaDescription ?? project.description,
    cardAlt: cardAlt(project.title, project.image),
    trail: [homeCrumb, listCrumb, { name: project.title, path }],
    navs: [portfolioPage.breadcrumbLabel],
  }
}

export function areaExpectation(area: (typeof areas.items)[number]): PageExpectation {
  const path = `/areas/${area.slug}`
  const image = area.image ?? matching(undefined, area.name)[0]?.image ?? portfolioPage.artwork
  return {
    path,
    h1: area.title,
    metaTitle: area.metaTitle,
    description: area.metaDescription,
    cardAlt: cardAlt(area.title, image),
    trail: [homeCrumb, { name: area.name, path }],
    navs: [portfolioPage.breadcrumbLabel],
  }
}

const firstWith = (filter: (state: (typeof filterPages)[number]) => boolean) =>
  filterPages.find((state) => filter(state) && state.projects.length > 0)

/**
 * The portfolio's pages every browser test covers: the list, one page of each kind of filter
 * (the first with projects), the project the home page features first and the first area's page.
 * (tests/e2e/portfolio.spec.ts and project-and-area-pages.spec.ts visit every one of them.)
 */
export const portfolioSamplePages: PageExpectation[] = [
  filterExpectation(filterPages[0]!),
  ...[
    firstWith((state) => !!state.category && !state.area),
    firstWith((state) => !state.category && !!state.area),
    firstWith((state) => !!state.category && !!state.area),
  ]
    .filter((state) => state !== undefined)
    .map(filterExpectation),
  projectExpectation(
    portfolio.projects.find((project) => project.id === featuredProjectIds(portfolio)[0])!,
  ),
  areaExpectation(areas.items[0]!),
]

/** Every page of the portfolio and the areas, with what it must show. */
export const allPortfolioPages = {
  filters: filterPages.map((state) => ({ ...state, expected: filterExpectation(state) })),
  projects: portfolio.projects.map((project) => ({
    project,
    expected: projectExpectation(project),
  })),
  areas: areas.items.map((area) => ({ area, expected: areaExpectation(area) })),
}

/** The pages a visitor can reach: the fixed pages and a sample of the portfolio's. */
export const pages: PageExpectation[] = [...fixedPageExpectations, ...portfolioSamplePages]

/**
 * Every page of the export but the 404 page: the fixed pages, each service's page, every filter
 * page (with projects or not), every project and every area, in the sitemap's order with the
 * filter pages without projects after it.
 */
export const everyPage: PageExpectation[] = [
  ...fixedPageExpectations,
  ...servicePageExpectations,
  ...allPortfolioPages.filters
    .filter(({ projects, path }) => path === '/portfolio' || projects.length > 0)
    .map(({ expected }) => expected),
  ...allPortfolioPages.projects.map(({ expected }) => expected),
  ...allPortfolioPages.areas.map(({ expected }) => expected),
  ...allPortfolioPages.filters
    .filter(({ projects, path }) => path !== '/portfolio' && projects.length === 0)
    .map(({ expected }) => expected),
]

/**
 * Every address in the sitemap, in its order: the fixed pages, each service's page, then the
 * portfolio's list, its filter pages with projects, each project and each area. A filter page
 * without projects is left out (and asks not to be indexed).
 */
export const sitemapPaths: string[] = [
  ...fixedPageExpectations.map((page) => page.path),
  ...servicePageExpectations.map((page) => page.path),
  ...filterPages
    .filter((state) => state.path === '/portfolio' || state.projects.length > 0)
    .map((state) => state.path),
  ...portfolio.projects.map((project) => `/portfolio/${project.id}`),
  ...areas.items.map((area) => `/areas/${area.slug}`),
]

/** Filter pages without projects: reachable from the filters, not indexed, not in the sitemap. */
export const unindexedPaths: string[] = filterPages
  .filter((state) => state.path !== '/portfolio' && state.projects.length === 0)
  .map((state) => state.path)

/** The business's name in the browser tab after each page's title. */
export const siteName = site.name

export const notFoundPath = '/this-page-does-not-exist'

/** The viewports of every engine's screenshots: each width, this tall (full-page captures). */
export const screenshotWidths = [390, 1440]
export const screenshotHeight = 900

/**
 * The routes Firefox's and WebKit's screenshots cover (tests/engines/screenshots.ts): a page of each
 * layout. Chromium's (every-route.spec.ts) cover every page of `pages` and the 404 page; a
 * full-page capture in WebKitGTK costs about 6 s of CI's two cores, so the statement pages (the
 * About page's Prose), the filter pages (the list's) and the 404 page are Chromium's alone.
 */
const chromiumOnly = new Set<string>([
  routes.accessibility,
  routes.privacy,
  ...filterPages.slice(1).map((state) => state.path),
])
export const screenshotPaths: string[] = pages
  .map((page) => page.path)
  .filter((path) => !chromiumOnly.has(path))

/** A screenshot's file name, as Playwright spells it: `/portfolio/area/x` at 390 px is `portfolio-area-x-390.png`. */
export const screenshotName = (path: string, width: number) =>
  `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}.png`
