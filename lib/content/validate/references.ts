/** Facts in one content file that must agree with another: areas, years. */
import { routes } from '../urls'
import { type ContentSource, locate, type PathKey } from './describe'

/**
 * Each text of `value` with its path below `path`: what is written about the place, not its
 * identifiers, links or pictures (an alt text describes the picture: "Monterey pines").
 */
function textsOf(value: unknown, path: PathKey[]): [PathKey[], string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) =>
    ['place', 'src', 'alt', 'href', 'slug', 'name'].includes(key)
      ? []
      : textsOf(child, [...path, key]),
  )
}

/** `text` names the place `name` on its own, not as the start of a longer name ("Monterey County"). */
function namesPlace(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^\\p{L}])${escaped}(?![\\p{L}-]| \\p{Lu})`, 'u').test(text)
}

/**
 * The entries of content/areas.yaml, which are the areas the firm serves: each its own name, slug
 * and place identifiers, and words of its own. A new area copied from another keeps that area's
 * sentences ("Building permits come from the City of Monterey"): a text naming another area is
 * reported, unless the name goes on into a longer one ("Monterey County", "Monterey Peninsula").
 */
export function checkAreas(
  sources: readonly ContentSource[],
  parsed: { areas: { items: { name: string; slug: string; place: { sameAs: string[] } }[] } },
): string[] {
  const source = sources.find((s) => s.name === 'areas')
  if (!source) return []
  const items = parsed.areas.items
  const where = (path: PathKey[]) => `${locate(source, path)}`
  const problems: string[] = []
  items.forEach((area, index) => {
    const first = items.findIndex((other) => other.name === area.name)
    if (first !== index)
      problems.push(
        `${where(['items', index, 'name'])}: "${area.name}" already has an entry (areas.items[${first}]); each area has exactly one`,
      )
    const firstSlug = items.findIndex((other) => other.slug === area.slug)
    if (firstSlug !== index)
      problems.push(
        `${where(['items', index, 'slug'])}: "${area.slug}" is already the slug of areas.items[${firstSlug}] "${items[firstSlug]!.name}"; each area needs its own`,
      )
    // A copied entry keeps the place it was copied from: search engines would take both for one.
    area.place.sameAs.forEach((address) => {
      const owner = items.findIndex((other) => other.place.sameAs.includes(address))
      if (owner !== index)
        problems.push(
          `${where(['items', index, 'place', 'sameAs'])}: "${address}" already identifies areas.items[${owner}] "${items[owner]!.name}"; give this place its own`,
        )
    })
    const others = items.filter(
      (other) => other.name !== area.name && !area.name.includes(other.name),
    )
    for (const [path, text] of textsOf(area, ['items', index])) {
      const named = others.find((other) => namesPlace(text, other.name))
      if (named)
        problems.push(
          `${where(path)}: names ${named.name}, another area, on the page of ${area.name}; write this area's own words (copied from ${named.name}'s entry?)`,
        )
    }
  })
  return problems
}

/** Facts in one file that must agree with another: a project's area (content/areas.yaml) and year (content/site.yaml). */
export function checkReferences(
  sources: readonly ContentSource[],
  parsed: {
    site: { foundedYear: number }
    areas: { items: { name: string }[] }
    portfolio: { projects: { location: string; year: number }[] }
  },
): string[] {
  const source = sources.find((s) => s.name === 'portfolio')
  if (!source) return []
  const { foundedYear } = parsed.site
  const areaNames = parsed.areas.items.map((area) => area.name)
  return parsed.portfolio.projects.flatMap((project, index) => {
    const where = (field: string) => `${locate(source, ['projects', index, field])}`
    const problems: string[] = []
    if (!areaNames.includes(project.location))
      problems.push(
        `${where('location')}: "${project.location}" is not one of the areas (Areas › Area pages): ${areaNames.map((a) => `"${a}"`).join(', ')}; write it the same way, or add the area there`,
      )
    if (project.year < foundedYear)
      problems.push(
        `${where('year')}: ${project.year} is before the firm was founded (Business facts › Founded year: ${foundedYear})`,
      )
    return problems
  })
}

/** Each testimonial is about a project of content/portfolio.yaml, named by its id. */
export function checkTestimonials(
  sources: readonly ContentSource[],
  parsed: {
    portfolio: { projects: { id: string }[] }
    testimonials: { items: { project: string }[] }
  },
): string[] {
  const source = sources.find((s) => s.name === 'testimonials')
  if (!source) return []
  const ids = parsed.portfolio.projects.map((project) => project.id)
  return parsed.testimonials.items.flatMap((testimonial, index) =>
    ids.includes(testimonial.project)
      ? []
      : [
          `${locate(source, ['items', index, 'project'])}: "${testimonial.project}" is not the page address of a project (Projects and categories › Projects): ${ids.map((id) => `"${id}"`).join(', ')}; write one of them`,
        ],
  )
}

/** A service's `category` names a category of content/portfolio.yaml, where its projects are. */
export function checkServiceCategories(
  sources: readonly ContentSource[],
  parsed: {
    portfolio: { categories: { id: string }[] }
    services: { category?: string }[]
  },
): string[] {
  const source = sources.find((s) => s.name === 'services')
  if (!source) return []
  const ids = parsed.portfolio.categories.map((category) => category.id)
  return parsed.services.flatMap(({ category }, index) =>
    category === undefined || ids.includes(category)
      ? []
      : [
          `${locate(source, ['items', index, 'category'])}: "${category}" is not a category of the portfolio (Projects and categories › Categories): ${ids.map((id) => `"${id}"`).join(', ')}; choose one of them, or none`,
        ],
  )
}

/**
 * The footer, on every page, links to the accessibility statement: a visitor who meets a barrier
 * finds from any page how to report it (W3C WAI's statement guidance).
 */
export function checkStatementLink(
  sources: readonly ContentSource[],
  parsed: { footer: { links: { href: string }[] } },
): string[] {
  const source = sources.find((s) => s.name === 'footer')
  if (!source) return []
  const linked = parsed.footer.links.some(
    (link) => link.href.split('#')[0] === routes.accessibility,
  )
  return linked
    ? []
    : [
        `${locate(source, ['links'])}: no link to the accessibility statement; every page's footer must lead to it, so add one with href: ${routes.accessibility}`,
      ]
}
