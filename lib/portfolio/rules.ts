/**
 * The portfolio's rules, shared by its pages, the home page, the social cards and the sitemap:
 * which projects the home page features, which match a filter, how a count is written.
 */
import { featuredProjectIds, portfolioFilterPath } from '@/lib/content/urls'
import type {
  Area,
  Areas,
  CountText,
  Portfolio,
  PortfolioCategory,
  PortfolioPage,
  Testimonial,
  PortfolioProject,
} from '@/lib/content/schema'
import { fillTemplate } from '@/lib/template'

/**
 * The pictures a project's gallery draws at the page's start: four rows of three, six of two. A
 * photographer's forty would otherwise be parsed, laid out and hydrated before the page's first
 * paint (docs/performance.md, "Photos"); the others wait, undrawn, behind a button.
 */
export const galleryShownAtFirst = 12

/** The language of the pages (<html lang>), for plural forms and numbers. */
const pageLocale = 'en'

/** The count in the plural form the language gives it (Intl.PluralRules): "1 project", "4 projects". */
export function countText(forms: CountText, count: number, locale = pageLocale): string {
  if (count === 0 && forms.zero) return forms.zero
  const form = new Intl.PluralRules(locale).select(count)
  const template = (form === 'zero' ? undefined : forms[form]) ?? forms.other
  return fillTemplate(template, { number: count.toLocaleString(locale) })
}

/** The projects the home page shows, by their place on it (lib/content/urls.ts, featuredProjectIds). */
export function featuredProjects(portfolio: Portfolio): PortfolioProject[] {
  return featuredProjectIds(portfolio).map((id) =>
    portfolio.projects.find((project) => project.id === id)!,
  )
}

/** The label of a project's category: the tag on its card. */
export function categoryLabel(portfolio: Portfolio, project: PortfolioProject): string {
  return portfolio.categories.find((category) => category.id === project.category)!.label
}

/** The entry of content/areas.yaml for an area name (validation makes sure there is one). */
export function areaNamed(areas: Areas, name: string): Area {
  return areas.items.find((area) => area.name === name)!
}

/** One state of the portfolio's filters, with its own page. */
export type FilterState = {
  category?: PortfolioCategory
  area?: Area
  path: string
  /** The projects it shows, in portfolio order. */
  projects: PortfolioProject[]
}

export function filterState(
  portfolio: Portfolio,
  areas: Areas,
  categoryId?: string,
  areaSlug?: string,
): FilterState | undefined {
  const category = categoryId
    ? portfolio.categories.find((candidate) => candidate.id === categoryId)
    : undefined
  const area = areaSlug ? areas.items.find((candidate) => candidate.slug === areaSlug) : undefined
  if ((categoryId && !category) || (areaSlug && !area)) return undefined
  return {
    category,
    area,
    path: portfolioFilterPath(category?.id, area?.slug),
    projects: portfolio.projects.filter(
      (project) =>
        (!category || project.category === category.id) &&
        (!area || project.location === area.name),
    ),
  }
}

/**
 * Every filter state, in the order of lib/content/urls.ts portfolioPaths: none, each category, each
 * area, then each category in each area.
 */
export function filterStates(portfolio: Portfolio, areas: Areas): FilterState[] {
  const categories = portfolio.categories.map((category) => category.id)
  const slugs = areas.items.map((area) => area.slug)
  const pairs: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ...categories.map((id): [string, undefined] => [id, undefined]),
    ...slugs.map((slug): [undefined, string] => [undefined, slug]),
    ...categories.flatMap((id) => slugs.map((slug): [string, string] => [id, slug])),
  ]
  return pairs.map(([categoryId, areaSlug]) => filterState(portfolio, areas, categoryId, areaSlug)!)
}

/** What a filter state is called: "Kitchens", "Monterey" or "Kitchens in Monterey". */
export function filterName(page: PortfolioPage, state: FilterState): string | undefined {
  if (state.category && state.area)
    return fillTemplate(page.filtered.both, {
      category: state.category.label,
      area: state.area.name,
    })
  return state.category?.label ?? state.area?.name
}

/** The projects in an area, in portfolio order. */
export function projectsInArea(portfolio: Portfolio, area: Area): PortfolioProject[] {
  return portfolio.projects.filter((project) => project.location === area.name)
}

/** Each project's title by its id. */
export function projectTitles(portfolio: Portfolio): Record<string, string> {
  return Object.fromEntries(portfolio.projects.map((project) => [project.id, project.title]))
}

/** The testimonials about the projects of an area, newest first. */
export function testimonialsInArea(
  testimonials: Testimonial[],
  portfolio: Portfolio,
  area: Area,
): Testimonial[] {
  const ids = new Set(projectsInArea(portfolio, area).map((project) => project.id))
  return testimonials.filter((testimonial) => ids.has(testimonial.project))
}
