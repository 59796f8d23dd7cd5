// The portfolio's filter pages (by category, by area, both), rendered by their routes.
import { render, screen, within } from '@testing-library/react'
import PortfolioAreaPage from '@/app/portfolio/area/[area]/page'
import PortfolioCategoryPage from '@/app/portfolio/category/[category]/page'
import PortfolioCategoryAreaPage from '@/app/portfolio/category/[category]/area/[area]/page'
import PortfolioPage from '@/app/portfolio/page'
import { content } from '@/lib/content'
import { countText, type FilterState, filterStates } from '@/lib/portfolio/rules'
import { expectCallToAction, expectLink, expectOpening, region, texts } from './helpers/page'
import { fill, jsonLd, trailOnPage } from './helpers/portfolio-pages'

const { portfolio, portfolioPage, areas, sharing } = content

/** The page of a filter state, rendered by its own route. */
async function renderFilterPage({ category, area }: FilterState) {
  if (category && area)
    return render(
      await PortfolioCategoryAreaPage({
        params: Promise.resolve({ category: category.id, area: area.slug }),
      }),
    )
  if (category)
    return render(
      await PortfolioCategoryPage({ params: Promise.resolve({ category: category.id }) }),
    )
  if (area) return render(await PortfolioAreaPage({ params: Promise.resolve({ area: area.slug }) }))
  return render(await PortfolioPage({ params: Promise.resolve({}) }))
}

/** How many projects a choice of filters would show. */
const countOf = (category?: string, area?: string) =>
  portfolio.projects.filter(
    (project) =>
      (!category || project.category === category) &&
      (!area || project.location === areaNamed(area)),
  ).length
const areaNamed = (slug: string) => areas.items.find((area) => area.slug === slug)!.name

describe('a filter page', () => {
  it.each(filterStates(portfolio, areas).map((state) => [state.path, state] as const))(
    '%s names its filter in its heading and trail, marks its options current, counts and shows exactly its projects',
    async (_, state) => {
      const { container } = await renderFilterPage(state)
      const name =
        state.category && state.area
          ? fill(portfolioPage.filtered.both, {
              category: state.category.label,
              area: state.area.name,
            })
          : (state.category?.label ?? state.area?.name)
      const words = portfolioPage.hero
      expectOpening({
        eyebrow: words.eyebrow,
        title: name ? fill(portfolioPage.filtered.title, { filter: name }) : words.title,
        lead: words.intro,
      })
      expect(trailOnPage()).toEqual([
        [sharing.pages.home.breadcrumb, '/'],
        [portfolioPage.breadcrumb, '/portfolio'],
        ...(name ? [[name, state.path]] : []),
      ])
      const filters = screen.getByRole('navigation', { name: portfolioPage.filters.label })
      // A current option without projects is no link, so it is found by its mark.
      const current = [...filters.querySelectorAll('[aria-current="page"]')]
      expect(current.map((option) => option.firstChild!.textContent)).toEqual([
        state.category?.label ?? portfolioPage.filters.all,
        state.area?.name ?? portfolioPage.filters.all,
      ])
      const results = region(countText(portfolioPage.count, state.projects.length))
      const list = jsonLd(container).find((item) => item['@type'] === 'CollectionPage')!
      expect((list.mainEntity as { numberOfItems: number }).numberOfItems).toBe(
        state.projects.length,
      )
      expect(texts(within(results).queryAllByRole('heading', { level: 3 }))).toEqual(
        state.projects.map((project) => project.title),
      )
      for (const project of state.projects)
        expectLink(results, { label: project.title, href: `/portfolio/${project.id}` })
      if (state.projects.length === 0) {
        // Links that widen the choice, one filter fewer or every project: only to lists with projects.
        const empty = within(results).getByText(portfolioPage.empty.text).parentElement!
        const wider = within(empty).queryAllByRole('link')
        const { category, area } = state
        expect(wider.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
          ...(category && area && countOf(category.id) > 0
            ? [
                [
                  fill(portfolioPage.empty.withoutArea, { category: category.label }),
                  `/portfolio/category/${category.id}#filters`,
                ],
              ]
            : []),
          ...(category && area && countOf(undefined, area.slug) > 0
            ? [
                [
                  fill(portfolioPage.empty.withoutCategory, { area: area.name }),
                  `/portfolio/area/${area.slug}#filters`,
                ],
              ]
            : []),
          ...((category || area) && countOf() > 0
            ? [[portfolioPage.seeAll, '/portfolio#filters']]
            : []),
        ])
      }
      // Every listing asks for the next step, with or without projects.
      expectCallToAction(portfolioPage.callToAction)
    },
  )

  it.each(filterStates(portfolio, areas).map((state) => [state.path, state] as const))(
    '%s offers every category and every area, each with All first: a link to a list with projects, or its count, (0)',
    async (_, state) => {
      await renderFilterPage(state)
      const filters = screen.getByRole('navigation', { name: portfolioPage.filters.label })
      const options = (label: string) =>
        within(within(filters).getByRole('group', { name: label }))
          .getAllByRole('listitem')
          .map((option) => {
            const link = within(option).queryByRole('link')
            return link
              ? [link.textContent, link.getAttribute('href')]
              : [option.firstChild!.firstChild!.textContent, option.textContent!.includes('(0)')]
          })
      // A link opens its page at the filters, so a phone shows the first result at once.
      const option = (label: string, count: number, path: string) =>
        count > 0 ? [label, `${path}#filters`] : [label, true]
      const category = state.category?.id
      const area = state.area?.slug
      expect(options(portfolioPage.filters.category)).toEqual([
        option(
          portfolioPage.filters.all,
          countOf(undefined, area),
          area ? `/portfolio/area/${area}` : '/portfolio',
        ),
        ...portfolio.categories.map((each) =>
          option(
            each.label,
            countOf(each.id, area),
            `/portfolio/category/${each.id}${area ? `/area/${area}` : ''}`,
          ),
        ),
      ])
      expect(options(portfolioPage.filters.area)).toEqual([
        option(
          portfolioPage.filters.all,
          countOf(category),
          category ? `/portfolio/category/${category}` : '/portfolio',
        ),
        ...areas.items.map((each) =>
          option(
            each.name,
            countOf(category, each.slug),
            `${category ? `/portfolio/category/${category}` : '/portfolio'}/area/${each.slug}`,
          ),
        ),
      ])
    },
  )

  it('gives each project a card with its category, work, year, area, description and picture', async () => {
    await renderFilterPage(filterStates(portfolio, areas)[0]!)
    for (const project of portfolio.projects) {
      const card = screen.getByRole('article', { name: project.title })
      const category = portfolio.categories.find((item) => item.id === project.category)!
      for (const text of [category.label, project.workType, String(project.year)])
        expect(within(card).getByText(text)).toBeInTheDocument()
      expect(card).toHaveTextContent(project.location)
      expect(within(card).getByText(project.description)).toBeInTheDocument()
      expect(within(card).getByRole('img', { name: project.image.alt })).toBeInTheDocument()
      expect(within(card).getByText(portfolioPage.viewProject)).toBeInTheDocument()
    }
  })
})
