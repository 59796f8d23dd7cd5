/** @jest-environment node */
/**
 * The list of pages made from the portfolio and the areas (lib/portfolio/pages.ts) and the filter
 * rule (lib/portfolio/rules.ts), on a portfolio built here: its own projects, with and without a
 * meta title, an area with and without a picture, so no fact depends on what content/ holds.
 */
import { content } from '@/lib/content'
import type { Area, PortfolioProject } from '@/lib/content/schema'
import { longestTitle } from '@/lib/content/validate'
import { areaPage, documentTitle, filterPage, projectPage } from '@/lib/portfolio/pages'
import { filterState } from '@/lib/portfolio/rules'
import { socialCardPathFor } from '@/lib/seo/site-files'
import { fillTemplate } from '@/lib/template'

const category = content.portfolio.categories[0]!
const template = content.portfolio.projects[0]!
const [near, far] = [content.areas.items[0]!, content.areas.items[0]!].map((area, index): Area => ({
  ...area,
  name: `Area ${index}`,
  slug: `area-${index}`,
  image: undefined,
})) as [Area, Area]
const project = (id: string, changes: Partial<PortfolioProject> = {}): PortfolioProject => ({
  ...template,
  id,
  title: `Project ${id}`,
  description: `What was done at ${id}.`,
  metaTitle: undefined,
  metaDescription: undefined,
  category: category.id,
  location: near.name,
  image: { src: `/images/${id}.jpg`, alt: `The ${id} photo`, width: 1200, height: 800 },
  ...changes,
})
const first = project('first', { metaTitle: 'First, as search shows it' })
const second = project('second')
const built = {
  ...content,
  portfolio: { ...content.portfolio, projects: [first, second] },
  areas: { ...content.areas, items: [near, far] },
}
const { portfolioPage, site } = content

describe('documentTitle', () => {
  const name = 'Builder'
  const fits = (length: number, start = 'T') => start.padEnd(length, 't')

  it('adds the business name when the whole fits, up to the longest title exactly', () => {
    const title = fits(longestTitle - ' | Builder'.length)
    expect(documentTitle(name, title, 'S')).toBe(`${title} | Builder`)
    expect(documentTitle(name, `${title}x`)).toBe(`${title}x`)
  })

  it('tries the shorter name with the business, then the title alone, then the shorter alone', () => {
    const long = fits(longestTitle)
    expect(documentTitle(name, long, 'Short')).toBe('Short | Builder')
    expect(documentTitle(name, long, fits(longestTitle - 5, 'S'))).toBe(long)
    const longer = fits(longestTitle + 1)
    expect(documentTitle(name, longer, fits(longestTitle - 5, 'S'))).toBe(
      fits(longestTitle - 5, 'S'),
    )
    // Nothing fits: the last form, the shortest there is.
    expect(documentTitle(name, longer, fits(longestTitle + 2, 'S'))).toBe(
      fits(longestTitle + 2, 'S'),
    )
    expect(documentTitle(name, longer)).toBe(longer)
  })
})

describe('the page of each kind', () => {
  it('/portfolio: the hero, the meta title and description, its artwork', () => {
    const page = filterPage(built, filterState(built.portfolio, built.areas)!)
    expect(page).toEqual({
      kind: 'portfolio',
      path: '/portfolio',
      heading: portfolioPage.hero.title,
      title: portfolioPage.metaTitle,
      documentTitle: documentTitle(site.name, portfolioPage.metaTitle),
      description: portfolioPage.metaDescription,
      breadcrumbs: [
        { name: content.sharing.pages.home.breadcrumb, path: '/' },
        { name: portfolioPage.breadcrumb, path: '/portfolio' },
      ],
      card: {
        path: socialCardPathFor('/portfolio'),
        artwork: portfolioPage.artwork.src,
        alt: fillTemplate(portfolioPage.cardAlt, {
          page: portfolioPage.hero.title,
          image: portfolioPage.artwork.alt,
        }),
      },
      indexable: true,
    })
  })

  it('a filter: its first project’s picture, or the artwork and no index when it has none', () => {
    const withProjects = filterPage(built, filterState(built.portfolio, built.areas, category.id)!)
    expect(withProjects.kind).toBe('filter')
    expect(withProjects.card.artwork).toBe(first.image.src)
    expect(withProjects.indexable).toBe(true)
    const empty = filterPage(built, filterState(built.portfolio, built.areas, undefined, far.slug)!)
    expect(empty.kind).toBe('filter')
    expect(empty.card.artwork).toBe(portfolioPage.artwork.src)
    expect(empty.indexable).toBe(false)
  })

  it('a project: its meta title when it has one, else its title; its description', () => {
    expect(projectPage(built, first)).toMatchObject({
      kind: 'project',
      heading: first.title,
      title: first.metaTitle,
      description: first.description,
    })
    expect(projectPage(built, { ...second, metaDescription: 'Said for search.' })).toMatchObject({
      title: second.title,
      documentTitle: documentTitle(site.name, second.title),
      description: 'Said for search.',
    })
  })

  it("an area: its own picture, else its first project's, else the portfolio's artwork", () => {
    const pictured = {
      ...far,
      image: { src: '/images/far.jpg', alt: 'Far away', width: 1200, height: 800 },
    }
    expect(areaPage(built, pictured)).toMatchObject({ kind: 'area', heading: far.title })
    expect(areaPage(built, pictured).card.artwork).toBe('/images/far.jpg')
    expect(areaPage(built, near).card.artwork).toBe(first.image.src)
    expect(areaPage(built, far).card.artwork).toBe(portfolioPage.artwork.src)
  })
})

it('has no filter page for a category or an area that does not exist', () => {
  expect(filterState(built.portfolio, built.areas, 'no-such-category')).toBeUndefined()
  expect(filterState(built.portfolio, built.areas, undefined, 'no-such-area')).toBeUndefined()
  expect(filterState(built.portfolio, built.areas, category.id, 'no-such-area')).toBeUndefined()
  expect(filterState(built.portfolio, built.areas, 'no-such-category', near.slug)).toBeUndefined()
  expect(filterState(built.portfolio, built.areas, category.id, near.slug)?.projects).toEqual([
    first,
    second,
  ])
})
