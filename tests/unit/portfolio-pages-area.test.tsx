// Each area's page, rendered by its route: its work, projects, services and testimonials.
import { render, screen, within } from '@testing-library/react'
import AreaPage from '@/app/areas/[area]/page'
import { content } from '@/lib/content'
import { enquiryHref } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'
import { businessId, businessJsonLd } from '@/lib/seo/structured-data'
import {
  expectCallToAction,
  expectLink,
  expectOpening,
  hero,
  quotesIn,
  region,
  texts,
} from './helpers/page'
import { fill, jsonLd, projectsThere, quotesAbout, trailOnPage } from './helpers/portfolio-pages'

const { portfolio, portfolioPage, areas, site, sharing, testimonials } = content

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
          label: fill(testimonials.projectLink, { 'project name': title }),
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
