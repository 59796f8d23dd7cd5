// Each project's page, rendered by its route, on content/ and (scripts/test/test.sh) on tidewater.
import { onTidewater } from '../content-set'
import { render, screen, within } from '@testing-library/react'
import ProjectPage from '@/app/portfolio/[project]/page'
import { content } from '@/lib/content'
import { formatCost } from '@/lib/format'
import { businessId } from '@/lib/seo/structured-data'
import { fullSizeSrc } from '@/lib/responsive-images'
import { expectLink, expectOpening, hero, quotesIn, termsIn } from './helpers/page'
import { fill, jsonLd, projectsThere, quotesAbout } from './helpers/portfolio-pages'

const { portfolio, portfolioPage, projectPage, areas, site, sharing, testimonials } = content

// Each page shows a budget or testimonials only where content gives them; without any, the tests
// below check only their absence. The tidewater content set keeps each, and its CI stage runs these
// files there (scripts/test/test.sh), so showing them is proven whatever an editor removes from content/.
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
