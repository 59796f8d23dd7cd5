import { render, screen, within } from '@testing-library/react'
import AreaPage from '@/app/areas/[area]/page'
import ProjectPage from '@/app/portfolio/[project]/page'
import PortfolioCategoryAreaPage from '@/app/portfolio/category/[category]/area/[area]/page'
import { content } from '@/lib/content'
import { businessId } from '@/lib/structured-data'
import { generatedPageMetadata } from '@/lib/metadata'
import { countText, featuredProjects, filterStates } from '@/lib/portfolio'
import { documentTitle, filterPage, generatedPages } from '@/lib/portfolio-pages'
import { fullSizeSrc } from '@/lib/responsive-images'

const { portfolio, portfolioPage, projectPage, areas, site, sharing } = content
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.split(`{${key}}`).join(value),
    template,
  )
const jsonLd = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  )

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
    for (const page of generatedPages(content))
      expect(page.documentTitle.length).toBeLessThanOrEqual(70)
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

    it('shows its title, category, work, year and area, linked to the area page', async () => {
      await renderPage()
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(project.title)
      const area = areas.items.find((item) => item.name === project.location)!
      expect(screen.getByRole('link', { name: project.location })).toHaveAttribute(
        'href',
        `/areas/${area.slug}`,
      )
      expect(screen.getByText(project.workType)).toBeInTheDocument()
      expect(screen.getByText(String(project.year))).toBeInTheDocument()
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
        expect(screen.getByText(fact.label).tagName).toBe('DT')
        expect(screen.getByText(fact.value).tagName).toBe('DD')
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

describe('a filter page', () => {
  const combinations = filterStates(portfolio, areas).filter(
    (state) => state.category && state.area,
  )

  it.each(combinations.map((state) => [state.path, state] as const))(
    '%s marks its options current and says how many projects match',
    async (_, state) => {
      const { container } = render(
        await PortfolioCategoryAreaPage({
          params: Promise.resolve({ category: state.category!.id, area: state.area!.slug }),
        }),
      )
      const filters = screen.getByRole('navigation', { name: portfolioPage.filters.label })
      const current = within(filters)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
      expect(current.map((link) => link.textContent)).toEqual([
        state.category!.label,
        state.area!.name,
      ])
      expect(
        screen.getByRole('heading', {
          level: 2,
          name: countText(portfolioPage.count, state.projects.length),
        }),
      ).toBeInTheDocument()
      const list = jsonLd(container).find((item) => item['@type'] === 'CollectionPage')!
      expect((list.mainEntity as { numberOfItems: number }).numberOfItems).toBe(
        state.projects.length,
      )
      if (state.projects.length === 0) {
        // Links that widen the choice: one filter fewer, or every project.
        expect(screen.getByText(portfolioPage.empty.text)).toBeInTheDocument()
        expect(
          screen.getByRole('link', {
            name: fill(portfolioPage.empty.withoutArea, { category: state.category!.label }),
          }),
        ).toHaveAttribute('href', `/portfolio/category/${state.category!.id}`)
        expect(
          screen.getByRole('link', {
            name: fill(portfolioPage.empty.withoutCategory, { area: state.area!.name }),
          }),
        ).toHaveAttribute('href', `/portfolio/area/${state.area!.slug}`)
        expect(screen.getByRole('link', { name: portfolioPage.seeAll })).toHaveAttribute(
          'href',
          '/portfolio',
        )
      } else {
        for (const project of state.projects)
          expect(screen.getByRole('link', { name: project.title })).toHaveAttribute(
            'href',
            `/portfolio/${project.id}`,
          )
      }
    },
  )
})

describe.each(areas.items.map((area) => [area.name, area] as const))(
  'the area page of %s',
  (_, area) => {
    it('says what the firm does there, lists its projects and every permit note', async () => {
      const { container } = render(await AreaPage({ params: Promise.resolve({ area: area.slug }) }))
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(area.title)
      for (const paragraph of area.work.paragraphs)
        expect(screen.getByText(paragraph)).toBeInTheDocument()
      const projects = portfolio.projects.filter((project) => project.location === area.name)
      for (const project of projects)
        expect(screen.getByRole('link', { name: project.title })).toHaveAttribute(
          'href',
          `/portfolio/${project.id}`,
        )
      if (projects.length === 0) expect(screen.getByText(area.projects.empty)).toBeInTheDocument()
      for (const note of area.permits.notes) expect(screen.getByText(note.text)).toBeInTheDocument()
      const service = jsonLd(container).find((item) => item['@type'] === 'Service')!
      expect(service).toMatchObject({
        provider: { '@id': businessId(site) },
        areaServed: { '@type': 'Place', name: area.name },
      })
    })
  },
)
