// The portfolio's rules behind its pages: the count of projects, featured projects, filter states.
import { content } from '@/lib/content'
import { generatedPageMetadata } from '@/lib/seo/metadata'
import { countText, featuredProjects, filterStates } from '@/lib/portfolio/rules'
import { documentTitle, filterPage, generatedPages } from '@/lib/portfolio/pages'
import { fill } from './helpers/portfolio-pages'

const { portfolio, portfolioPage, areas, site } = content

describe('the count of projects', () => {
  it('uses the plural form the language gives each number', () => {
    expect(countText(portfolioPage.count, 1)).toBe(fill(portfolioPage.count.one, { number: '1' }))
    expect(countText(portfolioPage.count, 4)).toBe(fill(portfolioPage.count.other, { number: '4' }))
    expect(countText(portfolioPage.count, 0)).toBe(
      portfolioPage.count.zero ?? fill(portfolioPage.count.other, { number: '0' }),
    )
  })

  it('follows Intl.PluralRules for other languages’ forms', () => {
    const forms = { one: '{number} projekt', few: '{number} projekty', other: '{number} projektów' }
    expect(countText(forms, 1, 'pl')).toBe('1 projekt')
    expect(countText(forms, 3, 'pl')).toBe('3 projekty')
    expect(countText(forms, 5, 'pl')).toBe('5 projektów')
    expect(countText(forms, 1200, 'en')).toBe('1,200 projektów')
  })
})

describe('featured projects and filter states', () => {
  it('features the projects with a place on the home page by place, the later of a tie first, or the first three', () => {
    const featuredOf = (...places: (number | undefined)[]) =>
      featuredProjects({
        ...portfolio,
        projects: places.map((homePagePlace, index) => ({
          ...portfolio.projects[0]!,
          id: `project-${index}`,
          homePagePlace,
        })),
      }).map((project) => project.id)
    expect(featuredOf(2, undefined, 1, undefined)).toEqual(['project-2', 'project-0'])
    // A new project (lower in the list) given place 1 goes before the one that had it.
    expect(featuredOf(1, 2, 3, 1)).toEqual(['project-3', 'project-0', 'project-1', 'project-2'])
    expect(featuredOf(undefined, undefined, undefined, undefined)).toEqual([
      'project-0',
      'project-1',
      'project-2',
    ])
  })

  it('has a page for no filter, each category, each area and each category in each area', () => {
    const states = filterStates(portfolio, areas)
    expect(states).toHaveLength((portfolio.categories.length + 1) * (areas.items.length + 1))
    for (const state of states)
      expect(state.projects).toEqual(
        portfolio.projects.filter(
          (project) =>
            (!state.category || project.category === state.category.id) &&
            (!state.area || project.location === state.area.name),
        ),
      )
  })

  it('leaves a filter page without projects out of search results, canonical to itself', () => {
    for (const state of filterStates(portfolio, areas)) {
      const metadata = generatedPageMetadata(filterPage(content, state))
      expect(metadata.alternates?.canonical).toBe(
        state.path === '/' ? site.url : `${site.url}${state.path}`,
      )
      expect(metadata.robots).toEqual(
        state.projects.length ? undefined : { index: false, follow: true },
      )
    }
  })

  it('titles a filter page with the shortest form that search results show whole', () => {
    const name = 'Tidewater & Pine Builders'
    expect(documentTitle(name, 'Our work: Kitchens', 'Kitchens')).toBe(
      'Our work: Kitchens | Tidewater & Pine Builders',
    )
    const title = 'Our work: Bathrooms & Powder Rooms in Carmel-by-the-Sea'
    const shorter = 'Bathrooms & Powder Rooms in Carmel-by-the-Sea'
    expect(documentTitle(name, title, shorter)).toBe(title)
    expect(documentTitle(name, `${title}, Monterey County, California`, shorter)).toBe(shorter)
    for (const page of generatedPages(content)) {
      expect(page.documentTitle.length).toBeLessThanOrEqual(70)
      // Whole: the layout's "… | name" template would add the name a second time.
      expect(generatedPageMetadata(page).title).toEqual({ absolute: page.documentTitle })
    }
  })

  it('gives every page its own title, description and social card', () => {
    const pages = generatedPages(content)
    for (const key of ['path', 'title', 'description'] as const)
      expect(new Set(pages.map((page) => page[key])).size).toBe(pages.length)
    expect(new Set(pages.map((page) => page.card.path)).size).toBe(pages.length)
  })
})
