/**
 * The pages made from the portfolio and the areas (/portfolio, its filter pages, each project,
 * each area): for each, its address, heading, title, description, breadcrumb trail and social
 * card. The pages' metadata, the social card generator, the sitemap and the tests all read this
 * one list, so they always agree.
 */
import { fillTemplate } from '@/lib/template'
import type { Content } from '@/lib/content'
import { portfolioRoutes, routes } from '@/lib/content/urls'
import { longestTitle } from '@/lib/content/validate'
import type { Area, Image, PortfolioProject } from '@/lib/content/schema'
import { type FilterState, filterName, filterStates, projectsInArea } from './rules'
import { socialCardPathFor } from '@/lib/seo/site-files'

export type PortfolioContent = Pick<
  Content,
  'portfolio' | 'portfolioPage' | 'areas' | 'sharing' | 'site'
>

export type Crumb = { name: string; path: string }

/** A page made from a content list: the portfolio's and the areas' here, the services' in lib/services/pages.ts. */
export type GeneratedPage = {
  kind: 'portfolio' | 'filter' | 'project' | 'area' | 'service'
  path: string
  /** The page's h1, also drawn on its social card. */
  heading: string
  /** Its own title (before " | business name", as link previews show it) and meta description. */
  title: string
  /** The browser tab's title: "title | business name", or a shorter form (see documentTitle). */
  documentTitle: string
  description: string
  /** From the home page to this page. */
  breadcrumbs: Crumb[]
  card: { path: string; artwork: string; alt: string }
  /** False for a filter page without projects: left out of the sitemap and not indexed. */
  indexable: boolean
}

/**
 * "Title | Business": or, when that is longer than search results show, the first shorter form
 * that fits: the filter's own name with the business, the title alone, the name alone. A filter
 * page's title is made from a category label and an area name, so no editor writes it whole.
 */
export function documentTitle(siteName: string, title: string, shorter?: string): string {
  const forms = [`${title} | ${siteName}`]
  if (shorter) forms.push(`${shorter} | ${siteName}`)
  forms.push(title)
  if (shorter) forms.push(shorter)
  return forms.find((form) => form.length <= longestTitle) ?? forms.at(-1)!
}

/** A page's social card: its picture beside its heading, described by the portfolio's words. */
export function pageCard(
  content: Pick<PortfolioContent, 'portfolioPage'>,
  path: string,
  heading: string,
  image: Image,
) {
  return {
    path: socialCardPathFor(path),
    artwork: image.src,
    alt: fillTemplate(content.portfolioPage.cardAlt, { page: heading, image: image.alt }),
  }
}

/** The breadcrumb trail from the home page through `crumbs`. */
export function homeTrail(content: Pick<PortfolioContent, 'sharing'>, ...crumbs: Crumb[]): Crumb[] {
  return [{ name: content.sharing.pages.home.breadcrumb, path: routes.home }, ...crumbs]
}

function listCrumb(content: PortfolioContent): Crumb {
  return { name: content.portfolioPage.breadcrumb, path: portfolioRoutes.list }
}

export function filterPage(content: PortfolioContent, state: FilterState): GeneratedPage {
  const page = content.portfolioPage
  const name = filterName(page, state)
  const image = state.projects[0]?.image ?? page.artwork
  if (name === undefined)
    return {
      kind: 'portfolio',
      path: state.path,
      heading: page.hero.title,
      title: page.metaTitle,
      documentTitle: documentTitle(content.site.name, page.metaTitle),
      description: page.metaDescription,
      breadcrumbs: homeTrail(content, listCrumb(content)),
      card: pageCard(content, state.path, page.hero.title, page.artwork),
      indexable: true,
    }
  const heading = fillTemplate(page.filtered.title, { filter: name })
  return {
    kind: 'filter',
    path: state.path,
    heading,
    title: heading,
    documentTitle: documentTitle(content.site.name, heading, name),
    description: fillTemplate(page.filtered.description, { filter: name }),
    breadcrumbs: homeTrail(content, listCrumb(content), { name, path: state.path }),
    card: pageCard(content, state.path, heading, state.projects.length ? image : page.artwork),
    indexable: state.projects.length > 0,
  }
}

export function projectPage(content: PortfolioContent, project: PortfolioProject): GeneratedPage {
  const path = portfolioRoutes.project(project.id)
  return {
    kind: 'project',
    path,
    heading: project.title,
    title: project.metaTitle ?? project.title,
    documentTitle: documentTitle(content.site.name, project.metaTitle ?? project.title),
    description: project.metaDescription ?? project.description,
    breadcrumbs: homeTrail(content, listCrumb(content), { name: project.title, path }),
    card: pageCard(content, path, project.title, project.image),
    indexable: true,
  }
}

export function areaPage(content: PortfolioContent, area: Area): GeneratedPage {
  const path = portfolioRoutes.areaPage(area.slug)
  const image =
    area.image ?? projectsInArea(content.portfolio, area)[0]?.image ?? content.portfolioPage.artwork
  return {
    kind: 'area',
    path,
    heading: area.title,
    title: area.metaTitle,
    documentTitle: documentTitle(content.site.name, area.metaTitle),
    description: area.metaDescription,
    breadcrumbs: homeTrail(content, { name: area.name, path }),
    card: pageCard(content, path, area.title, image),
    indexable: true,
  }
}

/** Every page made from the portfolio and the areas, in the order of lib/content/urls.ts portfolioPaths. */
export function generatedPages(content: PortfolioContent): GeneratedPage[] {
  return [
    ...filterStates(content.portfolio, content.areas).map((state) => filterPage(content, state)),
    ...content.portfolio.projects.map((project) => projectPage(content, project)),
    ...content.areas.items.map((area) => areaPage(content, area)),
  ]
}
