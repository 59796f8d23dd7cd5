/**
 * Every service of content/services.yaml has a page that proves it: /services/<id>, or its fixed
 * page where its `pageHref` names one (/kitchen-renovation). Each shows the service's name as its
 * h1 (a fixed page, its own heading), its typical cost and duration, the whole time from the first
 * call to move-in, its projects or an honest word that none is published, the clients'
 * words about them, its questions and answers, and a call to action that starts a message about
 * it. The expectations are read from the content, never from the page's code.
 */
import { render, screen, within } from '@testing-library/react'
import ServicePage, { generateMetadata, generateStaticParams } from '@/app/services/[service]/page'
import KitchenRenovationPage from '@/app/kitchen-renovation/page'
import { enquiryPrefill } from '@/components/contact-form/enquiry-prefill'
import { newestFirst } from '@/components/sections/testimonials'
import { content, fixedPageContent } from '@/lib/content'
import { enquiryOf } from '@/lib/content/enquiry'
import { formatCost } from '@/lib/format'
import { pageKeys } from '@/lib/seo/site-files'
import { fillTemplate } from '@/lib/template'
import { hero, quotesIn, region, termsIn, texts } from './helpers/page'

const { services, servicesPage, portfolio, portfolioPage, testimonials, site, sharing } = content
const words = servicesPage.servicePage
type Service = (typeof services)[number]

/** The address each service's page has: its fixed page, or /services/<id>. */
const pathOf = (service: Service) => service.pageHref?.split('#')[0] ?? `/services/${service.id}`
const fixedPage = (service: Service) => service.pageHref !== undefined

async function renderPageOf(service: Service) {
  if (fixedPage(service)) return render(<KitchenRenovationPage />)
  return render(await ServicePage({ params: Promise.resolve({ service: service.id }) }))
}

const projectsOf = (service: Service) =>
  portfolio.projects.filter(
    (project) => service.category !== undefined && project.category === service.category,
  )

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  )

it('makes a page at /services/<id> for every service without a fixed page, and only those', () => {
  expect(generateStaticParams()).toEqual(
    services.filter((service) => !fixedPage(service)).map((service) => ({ service: service.id })),
  )
})

it('shows a new service that has only what the form requires: no timeline, no questions yet', async () => {
  // As the editor adds one: the page shows what it has; the launch list names what is missing.
  const service = services.find((each) => !fixedPage(each))!
  const { timeline, faq } = service
  try {
    delete service.timeline
    delete service.faq
    await renderPageOf(service)
    expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument()
    for (const heading of [words.timeline.heading.title, words.faq.title])
      expect(screen.queryByRole('region', { name: heading })).not.toBeInTheDocument()
  } finally {
    Object.assign(service, { timeline, faq })
  }
})

describe.each(services.map((service) => [service.title, service] as const))(
  "%s's page",
  (_, service) => {
    beforeEach(async () => {
      await renderPageOf(service)
    })

    it('opens with its name as the h1 (a fixed page, its own heading) and its typical cost and duration', () => {
      const heading = fixedPage(service)
        ? fixedPageContent('kitchen').words.hero.title
        : service.title
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading)
      const { labels } = servicesPage.price
      expect(termsIn(hero())).toEqual(
        service.price
          ? [
              [labels.cost, formatCost(service.price.cost)],
              [labels.duration, service.price.duration],
            ]
          : [],
      )
    })

    it('says what is free and what is paid beside its first button and its call to action', () => {
      const closing = document.getElementById('call-to-action-heading')!.closest('section')!
      for (const place of [hero(), closing])
        expect(within(place).getByText(servicesPage.price.whatIsFree)).toBeInTheDocument()
    })

    it('shows each stage of the work and the whole time from the first call to move-in', () => {
      const { labels } = words.timeline
      const { timeline } = service
      // A new service without its timeline yet shows none (the launch list names it).
      if (!timeline)
        return expect(
          screen.queryByRole('region', { name: words.timeline.heading.title }),
        ).not.toBeInTheDocument()
      expect(termsIn(region(words.timeline.heading))).toEqual([
        [labels.design, timeline.design],
        [labels.permits, timeline.permits],
        ...(timeline.build ? [[labels.build, timeline.build]] : []),
        [labels.total, timeline.total],
      ])
    })

    it('says what the work includes', () => {
      const included = region(words.included)
      expect(within(included).getByText(service.details)).toBeInTheDocument()
      // Its features first; a fixed page's benefits may follow.
      const [features] = within(included).getAllByRole('list')
      expect(texts(within(features!).getAllByRole('listitem'))).toEqual(service.features)
    })

    it("has the same sections as every other service's page, in the same order", async () => {
      const sections = () => [...document.querySelectorAll('section[id]')].map((each) => each.id)
      const own = sections()
      document.body.innerHTML = ''
      const other = services.find((each) => each !== service) ?? service
      await renderPageOf(other)
      // The timeline and the questions are there when the service has them.
      const alike = (ids: string[], { timeline, faq }: Service) =>
        ids.filter((id) => (id !== 'timeline' || timeline) && (id !== 'questions' || faq))
      expect(alike(own, other)).toEqual(alike(sections(), service))
    })

    it('lists the projects of its category, each leading to its page, or says none is published', () => {
      const projects = projectsOf(service)
      const work = screen.getByRole('region', {
        name: fixedPage(service)
          ? content.kitchenPage.work.heading.title
          : fillTemplate(words.work.heading, { service: service.title }),
      })
      expect(texts(within(work).queryAllByRole('heading', { level: 3 }))).toEqual(
        projects.map((project) => project.title),
      )
      for (const project of projects)
        expect(within(work).getByRole('link', { name: project.title })).toHaveAttribute(
          'href',
          `/portfolio/${project.id}`,
        )
      const empty = fixedPage(service)
        ? content.kitchenPage.work.empty
        : fillTemplate(words.work.empty, { service: service.title })
      expect(within(work).queryByText(empty) !== null).toBe(projects.length === 0)
      // Every client's words about them, newest first (a phone shows the first, the rest one tap away).
      const about = newestFirst(
        testimonials.items.filter((item) =>
          projects.some((project) => project.id === item.project),
        ),
      )
      expect(quotesIn(work)).toEqual(about.map((item) => item.quote))
    })

    it('answers its questions, or shows no questions before it has any', () => {
      if (!service.faq)
        return expect(
          screen.queryByRole('region', { name: words.faq.title }),
        ).not.toBeInTheDocument()
      const questions = region(words.faq)
      for (const { question, answer } of service.faq) {
        expect(within(questions).getByText(question)).toBeInTheDocument()
        expect(within(questions).getByText(answer)).toBeInTheDocument()
      }
    })

    it('ends with a call to action that starts a message about the service', () => {
      const action = screen.getAllByRole('region').at(-1)!
      const link = within(action).getByRole('link')
      const href = new URL(link.getAttribute('href')!, site.url)
      expect(href.pathname + href.hash).toBe('/#contact')
      expect(enquiryPrefill(href.search, enquiryOf(content))).toBe(
        fillTemplate(servicesPage.prefill, { service: service.title }),
      )
      if (!fixedPage(service))
        expect(link).toHaveTextContent(
          fillTemplate(words.callToAction.button, { service: service.title }),
        )
    })

    it('tells search engines the service and its typical cost', () => {
      const node = jsonLd().find((data) => data['@type'] === 'Service')
      expect(node).toMatchObject({
        name: service.title,
        url: `${site.url}${pathOf(service)}`,
        provider: { '@id': `${site.url}/#business` },
      })
      expect(node?.offers).toEqual(
        service.price && {
          '@type': 'Offer',
          priceSpecification: {
            '@type': 'PriceSpecification',
            minPrice: service.price.cost.from,
            maxPrice: service.price.cost.to,
            priceCurrency: 'USD',
          },
        },
      )
    })

    it('shows the trail Home › Services › the service, to visitors and to search engines', () => {
      const trail = [
        [sharing.pages.home.breadcrumb, '/'],
        [sharing.pages.services.breadcrumb, '/services'],
        [service.title, pathOf(service)],
      ]
      const nav = screen.getByRole('navigation', { name: portfolioPage.breadcrumbLabel })
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(trail)
      expect(within(nav).getByRole('link', { name: service.title })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const list = jsonLd().find((data) => data['@type'] === 'BreadcrumbList')
      expect(list?.itemListElement).toEqual(
        trail.map(([name, path], index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name,
          item: path === '/' ? site.url : `${site.url}${path}`,
        })),
      )
    })
  },
)

describe("the services' own pages' metadata", () => {
  const generated = services.filter((service) => !fixedPage(service))
  const metadataOf = (service: Service) =>
    generateMetadata({ params: Promise.resolve({ service: service.id }) })

  it('titles and describes each from its content, at its own address, with a social card of its own', async () => {
    for (const service of generated) {
      const metadata = await metadataOf(service)
      expect(metadata.title).toEqual({
        absolute: `${service.metaTitle ?? service.title} | ${site.name}`,
      })
      expect(metadata.description).toBe(service.metaDescription ?? service.description)
      expect(metadata.alternates?.canonical).toBe(`${site.url}/services/${service.id}`)
      expect(metadata.openGraph?.images).toEqual([
        expect.objectContaining({ url: `${site.url}/og/services.${service.id}.jpg` }),
      ])
    }
  })

  it('gives no two pages the same title or description', async () => {
    const all = await Promise.all(generated.map(metadataOf))
    const others = pageKeys
      .map((key) => fixedPageContent(key))
      .map(({ words }) => ({ title: words.metaTitle, description: words.metaDescription }))
    const titles = [
      ...all.map((metadata) => (metadata.title as { absolute: string }).absolute),
      ...others.map(({ title }) => `${title} | ${site.name}`),
    ]
    const descriptions = [...all.map((m) => m.description), ...others.map((o) => o.description)]
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })
})
