import { expect, type Page, test } from './fixtures'
import { content, escapeRegExp, needs, onTidewater } from './content'
import { filterPages, fill, pages } from './routes'

/*
 * The portfolio and its filter pages (the project and area pages: project-and-area-pages.spec.ts).
 * Every expected word, count and address comes from content/ (portfolio.ts, portfolio-pages.ts,
 * areas.ts), so these run on any content set.
 */
const { portfolio, portfolioPage, areas } = content
const { filters } = portfolioPage

/** "4 projects": the content's words for the count, in the plural form English gives it. */
function countText(count: number): string {
  if (count === 0 && portfolioPage.count.zero) return portfolioPage.count.zero
  const form = new Intl.PluralRules('en').select(count) as 'one' | 'other'
  return fill(portfolioPage.count[form] ?? portfolioPage.count.other, {
    number: count.toLocaleString('en'),
  })
}

const categoryOf = (id: string) => portfolio.categories.find((category) => category.id === id)!
const areaNamed = (name: string) => areas.items.find((area) => area.name === name)!
const filterNav = (page: Page) => page.getByRole('navigation', { name: filters.label, exact: true })
const group = (page: Page, label: string) =>
  filterNav(page).getByRole('group', { name: label, exact: true })
const results = (page: Page) => page.locator('section[aria-labelledby="portfolio-results-heading"]')

/** The projects a choice of filters would show. */
const countOf = (category?: string, area?: string) =>
  filterPages.find((state) => state.category?.id === category && state.area?.slug === area)!
    .projects.length

/** Each list's address without its "#filters", by the number of its projects. */
const projectsAt = new Map(filterPages.map((state) => [state.path, state.projects.length]))

/** The filter options marked as the current page, in each group. */
async function currentOptions(page: Page) {
  const current = (label: string) =>
    group(page, label).locator('a[aria-current="page"]').allTextContents()
  return { category: await current(filters.category), area: await current(filters.area) }
}

test.describe('the portfolio', { tag: '@content' }, () => {
  test('/portfolio lists every project, with filters set to All and the count', async ({
    page,
  }) => {
    await page.goto('/portfolio')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolioPage.hero.title)
    await expect(
      page.getByRole('heading', { level: 2, name: countText(portfolio.projects.length) }),
    ).toBeVisible()
    expect(await currentOptions(page)).toEqual({ category: [filters.all], area: [filters.all] })
    // Two groups of plain links: All and each category; All and each area. A choice without
    // projects is no link: it shows its count, (0), where it stands.
    const options = (label: string) => group(page, label).getByRole('listitem')
    await expect(options(filters.category)).toHaveText([
      filters.all,
      ...portfolio.categories.map(
        (category) =>
          new RegExp(
            `^${escapeRegExp(category.label)}${countOf(category.id) ? '$' : '\\s*\\(0\\)'}`,
          ),
      ),
    ])
    await expect(options(filters.area)).toHaveText([
      filters.all,
      ...areas.items.map(
        (area) =>
          new RegExp(
            `^${escapeRegExp(area.name)}${countOf(undefined, area.slug) ? '$' : '\\s*\\(0\\)'}`,
          ),
      ),
    ])
    await expect(group(page, filters.area).getByRole('link')).toHaveText([
      filters.all,
      ...areas.items.filter((area) => countOf(undefined, area.slug)).map((area) => area.name),
    ])
    const titles = results(page).getByRole('heading', { level: 3 })
    await expect(titles).toHaveText(portfolio.projects.map((project) => project.title))
    for (const project of portfolio.projects)
      await expect(
        results(page).getByRole('link', { name: project.title, exact: true }),
      ).toHaveAttribute('href', `/portfolio/${project.id}`)
    // Each card is tagged with its category's label.
    const [first] = portfolio.projects
    await expect(results(page).locator('article').first()).toContainText(
      categoryOf(first!.category).label,
    )
  })

  test('the filters are links: each choice its own address, counted and marked current', async ({
    page,
  }) => {
    const project = portfolio.projects[0]!
    const category = categoryOf(project.category)
    const area = areaNamed(project.location)
    await page.goto('/portfolio')
    await group(page, filters.category)
      .getByRole('link', { name: category.label, exact: true })
      .click()
    await expect(page).toHaveURL(`/portfolio/category/${category.id}#filters`)
    const inCategory = portfolio.projects.filter((p) => p.category === category.id)
    await expect(
      page.getByRole('heading', { level: 2, name: countText(inCategory.length) }),
    ).toBeVisible()
    expect(await currentOptions(page)).toEqual({ category: [category.label], area: [filters.all] })

    // The area filter keeps the category: both are in the address.
    await group(page, filters.area).getByRole('link', { name: area.name, exact: true }).click()
    await expect(page).toHaveURL(`/portfolio/category/${category.id}/area/${area.slug}#filters`)
    const both = inCategory.filter((p) => p.location === area.name)
    await expect(
      page.getByRole('heading', { level: 2, name: countText(both.length) }),
    ).toBeVisible()
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(
      both.map((p) => p.title),
    )
    expect(await currentOptions(page)).toEqual({ category: [category.label], area: [area.name] })

    // All in the category group drops the category and keeps the area.
    await group(page, filters.category)
      .getByRole('link', { name: filters.all, exact: true })
      .click()
    await expect(page).toHaveURL(`/portfolio/area/${area.slug}#filters`)
    expect(await currentOptions(page)).toEqual({ category: [filters.all], area: [area.name] })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('a filter tapped opens its page with the first result in the first screen', async ({
      page,
    }) => {
      await page.goto('/portfolio')
      for (const { label, id } of portfolio.categories.filter((each) => countOf(each.id))) {
        await group(page, filters.category).getByRole('link', { name: label, exact: true }).tap()
        await expect(page).toHaveURL(`/portfolio/category/${id}#filters`)
        const inCategory = portfolio.projects.filter((p) => p.category === id)
        const first = results(page).locator('article').first()
        await expect(first).toBeInViewport()
        expect(inCategory.length).toBeGreaterThan(0)
        expect(await first.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(844)
      }
    })
  })

  // A combination without projects is content an editor may fill: this runs on tidewater, which
  // keeps one (tests/e2e/tidewater.ts).
  if (onTidewater)
    test('a combination without projects says so and offers wider choices', async ({ page }) => {
      const empty = needs(
        filterPages.find((state) => state.category && state.area && !state.projects.length),
        'a category with no project in some area',
        'portfolio.yaml',
      )
      const { category, area } = empty
      await page.goto(empty.path)
      await expect(page.locator('#portfolio-results-heading')).toHaveText(countText(0))
      await expect(page.getByText(portfolioPage.empty.text)).toBeVisible()
      // Only the wider lists that have projects.
      const wider = [
        [
          fill(portfolioPage.empty.withoutArea, { category: category!.label }),
          `/portfolio/category/${category!.id}#filters`,
        ],
        [
          fill(portfolioPage.empty.withoutCategory, { area: area!.name }),
          `/portfolio/area/${area!.slug}#filters`,
        ],
        [portfolioPage.seeAll, '/portfolio#filters'],
      ].filter(([, href]) => projectsAt.get(href!.split('#')[0]!)! > 0)
      const suggestions = page.getByText(portfolioPage.empty.text, { exact: true }).locator('..')
      await expect(suggestions.getByRole('link')).toHaveCount(wider.length)
      for (const [name, href] of wider)
        await expect(results(page).getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          href!,
        )
      await results(page).getByRole('link', { name: wider[0]![0]!, exact: true }).click()
      await expect(page).toHaveURL(wider[0]![1]!)
      await expect(page.locator('#portfolio-results-heading')).not.toHaveText(countText(0))
    })

  test('no link from a list, a filter or a suggestion leads to a list without projects', async ({
    page,
  }) => {
    for (const state of filterPages) {
      await page.goto(state.path)
      // Every link but the page's own (its last breadcrumb).
      const hrefs = await page
        .locator('main a[href]:not([aria-current="page"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
      const lists = hrefs.map((href) => href.split('#')[0]!).filter((path) => projectsAt.has(path))
      expect(lists.length, state.path).toBeGreaterThan(0)
      for (const path of lists)
        expect(projectsAt.get(path), `${state.path} → ${path}`).toBeGreaterThan(0)
    }
  })

  test('an unknown filter or project is a 404', async ({ request }) => {
    for (const path of [
      '/portfolio/category/no-such-category',
      '/portfolio/no-such-project',
      '/areas/no-such-area',
    ])
      expect((await request.get(path)).status(), path).toBe(404)
  })
})

test('the route list covers a page of every kind', { tag: '@content' }, () => {
  const paths = pages.map((page) => page.path)
  expect(paths).toContain('/portfolio')
  expect(paths.some((path) => /^\/portfolio\/category\/[^/]+$/.test(path))).toBe(true)
  expect(paths.some((path) => /^\/portfolio\/area\/[^/]+$/.test(path))).toBe(true)
  expect(paths.some((path) => /^\/areas\/[^/]+$/.test(path))).toBe(true)
})
