import { onTidewater } from '../content-set'
import { render, screen, within } from '@testing-library/react'
import AreaPage from '@/app/areas/[area]/page'
import ProjectPage from '@/app/portfolio/[project]/page'
import PortfolioAreaPage from '@/app/portfolio/area/[area]/page'
import PortfolioCategoryPage from '@/app/portfolio/category/[category]/page'
import PortfolioCategoryAreaPage from '@/app/portfolio/category/[category]/area/[area]/page'
import PortfolioPage from '@/app/portfolio/page'
import { newestFirst } from '@/components/sections/testimonials'
import { content } from '@/lib/content'
import { enquiryHref } from '@/lib/content/urls'
import { formatCost } from '@/lib/format'
import { fillTemplate } from '@/lib/template'
import { businessId, businessJsonLd } from '@/lib/seo/structured-data'
import { generatedPageMetadata } from '@/lib/seo/metadata'
import { countText, featuredProjects, type FilterState, filterStates } from '@/lib/portfolio/rules'
import { documentTitle, filterPage, generatedPages } from '@/lib/portfolio/pages'
import { fullSizeSrc } from '@/lib/responsive-images'
import {
  expectCallToAction,
  expectLink,
  expectOpening,
  hero,
  quotesIn,
  region,
  termsIn,
  texts,
} from './helpers/page'

const { portfolio, portfolioPage, projectPage, areas, site, sharing, testimonials } = content
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.split(`{${key}}`).join(value),
    template,
  )
const jsonLd = (container: HTMLElement | Document) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  )

/** The breadcrumb trail a visitor sees: each step's name and address. */
const trailOnPage = () =>
  within(screen.getByRole('navigation', { name: portfolioPage.breadcrumbLabel }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
/** The projects shown in an area: those whose location is its name. */
const projectsThere = (area: (typeof areas.items)[number]) =>
  portfolio.projects.filter((project) => project.location === area.name)
/** The testimonials about any of these projects, newest first. */
const quotesAbout = (projects: { id: string }[]) =>
  newestFirst(
    testimonials.items.filter((item) => projects.some((project) => project.id === item.project)),
  )

// Each page shows a budget or testimonials only where content gives them; without any, the tests
// below check only their absence. The tidewater content set keeps each, and its CI stage runs this
// file there (scripts/test/test.sh), so showing them is proven whatever an editor removes from content/.
if (onTidewater)
  describe('the content these page tests need, on tidewater', () => {
    it('has a project with a budget, a project with testimonials and an area whose projects have some', () => {
      expect(portfolio.projects.filter((project) => project.budget)).not.toHaveLength(0)
      expect(
        portfolio.projects.filter((project) => quotesAbout([project]).length),
      ).not.toHaveLength(0)
      expect(
        areas.items.filter((area) => quotesAbout(projectsThere(area)).length),
      ).not.toHaveLength(0)
    })
  })

describe('the count of projects', () => {
  it('uses the plural form the language gives each number', () => {
    expect(countText(portfolioPage.count, 1)).toBe(fill(portfolioPage.count.one, { count: '1' }))
    expect(countText(portfolioPage.count, 4)).toBe(fill(portfolioPage.count.other, { count: '4' }))
    expect(countText(portfolioPage.count, 0)).toBe(
      portfolioPage.count.zero ?? fill(portfolioPage.count.other, { count: '0' }),
    )
  })

  it('follows Intl.PluralRules for other languages’ forms', () => {
    const forms = { one: '{count} projekt', few: '{count} projekty', other: '{count} projektów' }
    expect(countText(forms, 1, 'pl')).toBe('1 projekt')
    expect(countText(forms, 3, 'pl')).toBe('3 projekty')
    expect(countText(forms, 5, 'pl')).toBe('5 projektów')
    expect(countText(forms, 1200, 'en')).toBe('1,200 projektów')
  })
})

describe('featured projects and filter states', () => {
  it('features the projects portfolio.featured names, in that order, or the first three', () => {
    const featured = featuredProjects(portfolio).map((project) => project.id)
    expect(featured).toEqual(
      portfolio.featured ?? portfolio.projects.slice(0, 3).map((project) => project.id),
    )
    expect(
      featuredProjects({ ...portfolio, featured: undefined }).map((project) => project.id),
    ).toEqual(portfolio.projects.slice(0, 3).map((project) => project.id))
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

describe.each(portfolio.projects.map((project) => [project.title, project] as const))(
  'the page of %s',
  (_, project) => {
    async function renderPage() {
      return render(await ProjectPage({ params: Promise.resolve({ project: project.id }) }))
    }

    it('opens with its title, description and picture, then its category, work, year, area and budget', async () => {
      await renderPage()
      expectOpening({ title: project.title, lead: project.description })
      const opening = hero()
      expect(within(opening).getByRole('img', { name: project.image.alt })).toBeInTheDocument()
      const category = portfolio.categories.find((item) => item.id === project.category)!
      const area = areas.items.find((item) => item.name === project.location)!
      const { details, budget } = projectPage
      expect(termsIn(opening)).toEqual([
        [details.category, category.label],
        [details.workType, project.workType],
        [details.year, String(project.year)],
        [details.area, project.location],
        ...(project.budget
          ? [
              [budget.labels.cost, formatCost(project.budget.cost)],
              [budget.labels.duration, project.budget.duration],
            ]
          : []),
      ])
      expect(!!within(opening).queryByText(budget.note)).toBe(!!project.budget)
      if (project.budgetWhy) expect(within(opening).getByText(project.budgetWhy)).toBeVisible()
      expectLink(opening, { label: category.label, href: `/portfolio/category/${category.id}` })
      expectLink(opening, { label: project.location, href: `/areas/${area.slug}` })
      expect(
        screen.getByRole('link', { name: fill(projectPage.areaLink, { area: area.name }) }),
      ).toHaveAttribute('href', `/areas/${area.slug}`)
    })

    it('shows its breadcrumb trail, the page itself marked current', async () => {
      await renderPage()
      const trail = screen.getByRole('navigation', { name: portfolioPage.breadcrumbLabel })
      const links = within(trail).getAllByRole('link')
      expect(links.map((link) => link.textContent)).toEqual([
        sharing.pages.home.breadcrumb,
        portfolioPage.breadcrumb,
        project.title,
      ])
      expect(links.at(-1)).toHaveAttribute('aria-current', 'page')
    })

    it('shows its scope, facts, story, gallery and before/after when it has them', async () => {
      await renderPage()
      for (const line of project.scope ?? []) expect(screen.getByText(line)).toBeInTheDocument()
      for (const fact of project.facts ?? []) {
        // In the facts' own section: a word of the summary's values may be the same ("Window").
        const facts = screen.getByRole('region', { name: projectPage.facts })
        expect(within(facts).getByText(fact.label).tagName).toBe('DT')
        expect(within(facts).getByText(fact.value).tagName).toBe('DD')
      }
      if (project.story)
        for (const part of ['brief', 'challenge', 'result'] as const) {
          expect(
            screen.getByRole('heading', { level: 2, name: projectPage.story[part] }),
          ).toBeInTheDocument()
          expect(screen.getByText(project.story[part])).toBeInTheDocument()
        }
      const gallery = screen.queryByRole('region', { name: projectPage.gallery.heading })
      expect(!!gallery).toBe(!!project.gallery)
      if (gallery)
        expect(
          within(gallery)
            .getAllByRole('link')
            .map((link) => link.getAttribute('href')),
        ).toEqual(project.gallery!.map((image) => fullSizeSrc(image.src, image.width)))
      const beforeAfter = screen.queryByRole('region', { name: projectPage.beforeAfter.heading })
      expect(!!beforeAfter).toBe(!!project.beforeAfter)
      for (const pair of project.beforeAfter ?? []) {
        expect(within(beforeAfter!).getByRole('img', { name: pair.before.alt })).toBeVisible()
        expect(within(beforeAfter!).getByRole('img', { name: pair.after.alt })).toBeVisible()
      }
    })

    it('quotes its own testimonials, newest first, without a link back to itself', async () => {
      await renderPage()
      const own = quotesAbout([project])
      const section = screen.queryByRole('region', { name: testimonials.projectHeading })
      expect(!!section).toBe(own.length > 0)
      if (!section) return
      expect(quotesIn(section)).toEqual(own.map((item) => item.quote))
      expect(section.querySelector(`a[href="/portfolio/${project.id}"]`)).toBeNull()
    })

    it('ends with a call to action to the contact form, naming the project', async () => {
      await renderPage()
      expect(screen.getByRole('link', { name: projectPage.callToAction.button })).toHaveAttribute(
        'href',
        `/?project=${project.id}#contact`,
      )
    })

    it('describes the project for search engines: the work, made by the business, and its trail', async () => {
      const { container } = await renderPage()
      const data = jsonLd(container)
      const work = data.find((item) => item['@type'] === 'CreativeWork')!
      expect(work).toMatchObject({
        name: project.title,
        url: `${site.url}/portfolio/${project.id}`,
        provider: { '@id': businessId(site) },
        creator: { '@id': businessId(site) },
        dateCreated: String(project.year),
        locationCreated: { name: project.location },
      })
      const trail = data.find((item) => item['@type'] === 'BreadcrumbList')!
      expect((trail.itemListElement as { item: string }[]).map((step) => step.item)).toEqual([
        site.url,
        `${site.url}/portfolio`,
        `${site.url}/portfolio/${project.id}`,
      ])
    })
  },
)

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
  return render(<PortfolioPage />)
}

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
      const current = within(filters)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
      expect(texts(current)).toEqual([
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
        // Links that widen the choice: one filter fewer, or every project.
        const empty = within(results).getByText(portfolioPage.empty.text).parentElement!
        const wider = within(empty).getAllByRole('link')
        expect(wider.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
          ...(state.category && state.area
            ? [
                [
                  fill(portfolioPage.empty.withoutArea, { category: state.category.label }),
                  `/portfolio/category/${state.category.id}#filters`,
                ],
                [
                  fill(portfolioPage.empty.withoutCategory, { area: state.area.name }),
                  `/portfolio/area/${state.area.slug}#filters`,
                ],
              ]
            : []),
          [portfolioPage.seeAll, '/portfolio#filters'],
        ])
      }
      // Every listing asks for the next step, with or without projects.
      expectCallToAction(portfolioPage.callToAction)
    },
  )

  it('offers every category and every area as a filter, each with All first', async () => {
    await renderFilterPage(filterStates(portfolio, areas)[0]!)
    const filters = screen.getByRole('navigation', { name: portfolioPage.filters.label })
    const options = (label: string) =>
      within(within(filters).getByRole('group', { name: label }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    // Each opens its page at the filters, so a phone shows the first result at once.
    expect(options(portfolioPage.filters.category)).toEqual([
      [portfolioPage.filters.all, '/portfolio#filters'],
      ...portfolio.categories.map((category) => [
        category.label,
        `/portfolio/category/${category.id}#filters`,
      ]),
    ])
    expect(options(portfolioPage.filters.area)).toEqual([
      [portfolioPage.filters.all, '/portfolio#filters'],
      ...areas.items.map((area) => [area.name, `/portfolio/area/${area.slug}#filters`]),
    ])
  })

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

describe.each(areas.items.map((area) => [area.name, area] as const))(
  'the area page of %s',
  (_, area) => {
    async function renderPage() {
      return render(await AreaPage({ params: Promise.resolve({ area: area.slug }) }))
    }

    it('says what the firm does there, lists its projects and every permit note', async () => {
      const { container } = await renderPage()
      const work = region(area.work.heading)
      for (const paragraph of area.work.paragraphs)
        expect(within(work).getByText(paragraph)).toBeInTheDocument()
      const projects = region(fillTemplate(areas.projects.heading, { area: area.name }))
      const there = projectsThere(area)
      expect(texts(within(projects).queryAllByRole('heading', { level: 3 }))).toEqual(
        there.map((project) => project.title),
      )
      for (const project of there)
        expectLink(projects, { label: project.title, href: `/portfolio/${project.id}` })
      expect(
        !!within(projects).queryByText(fillTemplate(areas.projects.empty, { area: area.name })),
      ).toBe(there.length === 0)
      const permits = region(area.permits.heading)
      if (area.permits.intro) expect(within(permits).getByText(area.permits.intro)).toBeVisible()
      expect(texts(within(permits).getAllByRole('listitem'))).toEqual(
        area.permits.notes.map((note) => note.text),
      )
      const service = jsonLd(container).find((item) => item['@type'] === 'Service')!
      expect(service).toMatchObject({
        provider: { '@id': businessId(site) },
        areaServed: { '@type': area.place.kind, name: area.name, sameAs: area.place.sameAs },
      })
      // The same place, with the same identifiers, as the business's areas served on every page.
      const served = (businessJsonLd(content).areaServed as unknown as { name: string }[]).find(
        (place) => place.name === area.name,
      )
      expect(service.areaServed).toEqual(served)
    })

    it('lists every service, each leading to its own page', async () => {
      await renderPage()
      const list = region(fillTemplate(areas.services.heading, { area: area.name }))
      for (const service of content.services)
        expectLink(list, {
          label: service.title,
          href: service.pageHref ?? `/services/${service.id}`,
        })
    })

    it('quotes the testimonials of its projects, newest first, each linked to its project, and no others', async () => {
      await renderPage()
      const expected = quotesAbout(projectsThere(area))
      const section = screen.queryByRole('region', {
        name: fill(testimonials.areaHeading, { area: area.name }),
      })
      expect(!!section).toBe(expected.length > 0)
      if (!section) return
      expect(quotesIn(section)).toEqual(expected.map((item) => item.quote))
      const figures = within(section).getAllByRole('figure')
      expected.forEach((item, index) => {
        const title = portfolio.projects.find((project) => project.id === item.project)!.title
        expectLink(figures[index]!, {
          label: fill(testimonials.projectLink, { project: title }),
          href: `/portfolio/${item.project}`,
        })
      })
    })

    it('opens with its trail, title and intro, links to every project and ends with its call to action', async () => {
      await renderPage()
      expectOpening({ eyebrow: area.eyebrow, title: area.title, lead: area.intro })
      expect(trailOnPage()).toEqual([
        [sharing.pages.home.breadcrumb, '/'],
        [area.name, `/areas/${area.slug}`],
      ])
      if (area.image)
        expect(within(hero()).getByRole('img', { name: area.image.alt })).toBeInTheDocument()
      expectLink(document.body, { label: portfolioPage.seeAll, href: '/portfolio' })
      // Its call to action names the area in the message it starts.
      const { primary } = area.callToAction
      expectCallToAction({
        ...area.callToAction,
        primary: { ...primary, href: enquiryHref('area', area.slug, primary.href) },
      })
    })
  },
)
