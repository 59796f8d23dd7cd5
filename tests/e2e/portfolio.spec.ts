import { enquiryHref } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'
import { expect, type Page, test } from './fixtures'
import { hydratedAttribute } from '@/components/use-hydrated'
import { content, formField, needs, onTidewater } from './content'
import { allPortfolioPages, filterPages, fill, pages } from './routes'

/*
 * The portfolio, its filter pages, the project pages and the area pages. Every expected word,
 * count and address comes from content/ (portfolio.ts, portfolio-pages.ts, areas.ts), so these run
 * on any content set.
 */
const { portfolio, portfolioPage, projectPage, areas, sharing } = content
const { filters } = portfolioPage

/** "4 projects": the content's words for the count, in the plural form English gives it. */
function countText(count: number): string {
  if (count === 0 && portfolioPage.count.zero) return portfolioPage.count.zero
  const form = new Intl.PluralRules('en').select(count) as 'one' | 'other'
  return fill(portfolioPage.count[form] ?? portfolioPage.count.other, {
    count: count.toLocaleString('en'),
  })
}

const categoryOf = (id: string) => portfolio.categories.find((category) => category.id === id)!
const areaNamed = (name: string) => areas.items.find((area) => area.name === name)!
const filterNav = (page: Page) => page.getByRole('navigation', { name: filters.label, exact: true })
const group = (page: Page, label: string) =>
  filterNav(page).getByRole('group', { name: label, exact: true })
const results = (page: Page) => page.locator('section[aria-labelledby="portfolio-results-heading"]')

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
    // Two groups of plain links: All and each category; All and each area.
    await expect(group(page, filters.category).getByRole('link')).toHaveText([
      filters.all,
      ...portfolio.categories.map((category) => category.label),
    ])
    await expect(group(page, filters.area).getByRole('link')).toHaveText([
      filters.all,
      ...areas.items.map((area) => area.name),
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
      for (const { label, id } of portfolio.categories) {
        await group(page, filters.category).getByRole('link', { name: label, exact: true }).tap()
        await expect(page).toHaveURL(`/portfolio/category/${id}#filters`)
        const inCategory = portfolio.projects.filter((p) => p.category === id)
        // The first card, or the honest empty state with its way on.
        const first = inCategory.length
          ? results(page).locator('article').first()
          : page.getByText(portfolioPage.empty.text)
        await expect(first).toBeInViewport()
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
      ]
      for (const [name, href] of wider)
        await expect(results(page).getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          href!,
        )
      await results(page).getByRole('link', { name: wider[0]![0]!, exact: true }).click()
      await expect(page).toHaveURL(wider[0]![1]!)
      await expect(page.locator('#portfolio-results-heading')).not.toHaveText(countText(0))
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

// The project the tests visit: the first one with the most page details.
const detailed = [...portfolio.projects].sort(
  (a, b) =>
    [b.scope, b.facts, b.story, b.gallery, b.beforeAfter].filter(Boolean).length -
    [a.scope, a.facts, a.story, a.gallery, a.beforeAfter].filter(Boolean).length,
)[0]!
const prefill = fill(projectPage.callToAction.prefill, { project: detailed.title })
const cta = (page: Page) =>
  page.getByRole('region', { name: projectPage.callToAction.title, exact: true })

test.describe('a project page', { tag: '@content' }, () => {
  test(`${detailed.title}: details, facts, story, pictures and its area`, async ({ page }) => {
    await page.goto(`/portfolio/${detailed.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detailed.title)
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
    for (const text of [
      detailed.workType,
      String(detailed.year),
      detailed.location,
      categoryOf(detailed.category).label,
    ])
      await expect(hero.locator('dl').getByText(text, { exact: true })).toBeVisible()

    const trail = page.getByRole('navigation', { name: portfolioPage.breadcrumbLabel, exact: true })
    await expect(trail.getByRole('link')).toHaveText([
      sharing.pages.home.breadcrumb,
      portfolioPage.breadcrumb,
      detailed.title,
    ])
    await expect(trail.getByRole('link').last()).toHaveAttribute('aria-current', 'page')

    for (const line of detailed.scope ?? [])
      await expect(page.getByText(line, { exact: true })).toBeVisible()
    const facts = page.getByRole('region', { name: projectPage.facts, exact: true })
    for (const fact of detailed.facts ?? []) {
      await expect(facts.locator('dt', { hasText: fact.label })).toBeVisible()
      await expect(facts.locator('dd', { hasText: fact.value })).toBeVisible()
    }
    if (detailed.story)
      for (const part of ['brief', 'challenge', 'result'] as const)
        await expect(
          page.getByRole('region', { name: projectPage.story[part], exact: true }),
        ).toContainText(detailed.story[part])
    if (detailed.gallery) {
      const gallery = page.getByRole('region', { name: projectPage.gallery.heading, exact: true })
      await expect(gallery.getByRole('link')).toHaveCount(detailed.gallery.length)
      for (const [index, image] of detailed.gallery.entries())
        await expect(gallery.getByRole('link').nth(index).getByRole('img')).toHaveAttribute(
          'alt',
          image.alt,
        )
      // Each picture opens its full-size copy, served by the site.
      const href = await gallery.getByRole('link').first().getAttribute('href')
      expect((await page.request.get(href!)).status()).toBe(200)
    }
    if (detailed.beforeAfter) {
      const region = page.getByRole('region', {
        name: projectPage.beforeAfter.heading,
        exact: true,
      })
      for (const pair of detailed.beforeAfter) {
        await expect(region.getByRole('img', { name: pair.before.alt, exact: true })).toBeVisible()
        await expect(region.getByRole('img', { name: pair.after.alt, exact: true })).toBeVisible()
      }
      await expect(
        region.getByText(projectPage.beforeAfter.before, { exact: true }).first(),
      ).toBeVisible()
      await expect(
        region.getByText(projectPage.beforeAfter.after, { exact: true }).first(),
      ).toBeVisible()
    }
    const area = areaNamed(detailed.location)
    await page
      .getByRole('link', { name: fill(projectPage.areaLink, { area: area.name }), exact: true })
      .click()
    await expect(page).toHaveURL(`/areas/${area.slug}`)
  })

  test('its call to action opens the contact form with the project named', async ({ page }) => {
    await page.goto(`/portfolio/${detailed.id}`)
    await cta(page)
      .getByRole('link', { name: projectPage.callToAction.button, exact: true })
      .click()
    await expect(page).toHaveURL(`/?project=${detailed.id}#contact`)
    await expect(page.locator('#contact')).toBeInViewport()
    const details = formField(page.locator('#contact form'), 'projectDetails')
    await expect(details).toHaveValue(prefill)
    // The visitor can change it.
    await details.fill('Something else entirely')
    await expect(details).toHaveValue('Something else entirely')
  })

  test('an unknown project in the address fills nothing', async ({ page }) => {
    await page.goto('/?project=no-such-project#contact')
    const form = page.locator('#contact form')
    await formField(form, 'firstName').focus() // the script loads on the first intent
    await expect(form).toHaveAttribute(hydratedAttribute)
    await expect(formField(form, 'projectDetails')).toHaveValue('')
  })

  test('every project page shows its title and leads to its area page', async ({ page }) => {
    for (const { project, expected } of allPortfolioPages.projects) {
      expect((await page.goto(expected.path))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1)
      await expect(
        page.getByRole('link', {
          name: fill(projectPage.areaLink, { area: project.location }),
          exact: true,
        }),
      ).toHaveAttribute('href', `/areas/${areaNamed(project.location).slug}`)
    }
  })
})

test.describe('a project page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the call to action leads to the plain contact form', async ({ page }) => {
    await page.goto(`/portfolio/${detailed.id}`)
    await cta(page)
      .getByRole('link', { name: projectPage.callToAction.button, exact: true })
      .click()
    await expect(page).toHaveURL(`/?project=${detailed.id}#contact`)
    const form = page.locator('#contact form')
    // Its send button's mailto: action (docs/decisions.md, "The form's mailto: is its send button's").
    await expect(form.locator('[type="submit"]')).toHaveAttribute(
      'formaction',
      new RegExp(`^mailto:${content.site.email.replace(/[.+]/g, '\\$&')}`),
    )
    await expect(page.locator('#contact')).toBeInViewport()
    await expect(formField(form, 'projectDetails')).toHaveValue('')
  })
})

test.describe('an area page', { tag: '@content' }, () => {
  for (const { area, expected } of allPortfolioPages.areas) {
    test(`${area.name}: the work there, its projects, permit notes and a call to action`, async ({
      page,
    }) => {
      await page.goto(expected.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.title)
      for (const paragraph of area.work.paragraphs)
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
      const projects = page.getByRole('region', {
        name: fillTemplate(areas.projects.heading, { area: area.name }),
        exact: true,
      })
      const there = portfolio.projects.filter((project) => project.location === area.name)
      await expect(projects.getByRole('heading', { level: 3 })).toHaveText(
        there.map((p) => p.title),
      )
      for (const project of there)
        await expect(
          projects.getByRole('link', { name: project.title, exact: true }),
        ).toHaveAttribute('href', `/portfolio/${project.id}`)
      if (!there.length)
        await expect(projects).toContainText(
          fillTemplate(areas.projects.empty, { area: area.name }),
        )
      const permits = page.getByRole('region', { name: area.permits.heading, exact: true })
      await expect(permits.getByRole('listitem')).toHaveText(
        area.permits.notes.map((note) => note.text),
      )
      const action = page.getByRole('region', { name: area.callToAction.title, exact: true })
      await expect(
        action.getByRole('link', { name: area.callToAction.primary.label, exact: true }),
      ).toHaveAttribute('href', enquiryHref('area', area.slug, area.callToAction.primary.href))
    })
  }
})

test('the route list covers a page of every kind', { tag: '@content' }, () => {
  const paths = pages.map((page) => page.path)
  expect(paths).toContain('/portfolio')
  expect(paths.some((path) => /^\/portfolio\/category\/[^/]+$/.test(path))).toBe(true)
  expect(paths.some((path) => /^\/portfolio\/area\/[^/]+$/.test(path))).toBe(true)
  expect(paths.some((path) => /^\/areas\/[^/]+$/.test(path))).toBe(true)
})
