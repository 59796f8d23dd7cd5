/**
 * A service's own page proves the service from the content: its projects in the portfolio (by
 * category, so a new one appears by itself), its typical cost and duration, a client's words when
 * there are some, and buttons that start a message naming it. The kitchen page is today's one.
 */
import { render, within } from '@testing-library/react'
import KitchenRenovationPage from '@/app/kitchen-renovation/page'
import { ServiceLanding } from '@/components/sections/service-landing'
import { newestFirst } from '@/components/sections/testimonials'
import { content } from '@/lib/content'
import type { Link, PortfolioProject, Testimonial } from '@/lib/content/schema'
import { enquiryHref, portfolioRoutes, routes } from '@/lib/content/urls'
import { formatCost } from '@/lib/format'
import { serviceLandingWords, serviceProof } from '@/lib/services/landing'
import { needs } from '../content-set'
import {
  expectLink,
  expectOpening,
  hero,
  quotesIn,
  region,
  termsIn,
  texts,
  wholly,
} from './helpers/page'

const { kitchenPage, services, servicesPage, portfolio, testimonials } = content

/** The service whose page this is: the one whose pageHref leads to it. */
const service = needs(
  services.find((item) => item.pageHref === routes.kitchen),
  `a service with pageHref: ${routes.kitchen}`,
  'services.yaml',
)

/** A content link to the contact form, as the page shows it: naming the service. */
const naming = (link: Link): Link => ({
  ...link,
  href: enquiryHref('service', service.id, link.href),
})

type Fixture = { portfolio: typeof portfolio; testimonials: typeof testimonials }

/** The kitchen page's composition on content of the test's own. */
function renderWith({ portfolio, testimonials }: Fixture) {
  return render(
    <ServiceLanding
      page={kitchenPage}
      proof={serviceProof({ services, portfolio, testimonials }, routes.kitchen)}
      words={serviceLandingWords({ ...content, testimonials })}
    />,
  )
}

/** The titles of the project cards in the page's work section. */
const cardTitles = () =>
  texts(within(region(kitchenPage.work.heading)).queryAllByRole('heading', { level: 3 }))

const category = needs(
  portfolio.categories.find((item) => item.id === service.category),
  `a portfolio category named by the service "${service.title}"`,
  'services.yaml',
)

/** A project of the service's category, new to the content, with a testimonial about it. */
function withNewProject(): Fixture & { project: PortfolioProject; quote: Testimonial } {
  const project: PortfolioProject = {
    ...portfolio.projects[0]!,
    id: 'fixture-new-project',
    title: 'Fixture New Project',
    category: category.id,
  }
  const quote: Testimonial = {
    ...testimonials.items[0]!,
    quote: 'The fixture’s own words about its new project.',
    project: project.id,
    // Newer than any other, so it is the one shown.
    date: '2999-12-31',
  }
  return {
    portfolio: { ...portfolio, projects: [...portfolio.projects, project] },
    testimonials: { ...testimonials, items: [...testimonials.items, quote] },
    project,
    quote,
  }
}

describe('the kitchen renovation page', () => {
  beforeEach(() => {
    render(<KitchenRenovationPage />)
  })

  it('opens with its title, lead, two actions, the picture and the value claim', () => {
    expectOpening(kitchenPage.hero)
    const opening = hero()
    expectLink(opening, naming(kitchenPage.hero.primary))
    expectLink(opening, kitchenPage.hero.secondary)
    // The largest picture above the fold is fetched first (its LCP).
    expect(within(opening).getByRole('img', { name: kitchenPage.hero.image.alt })).toHaveAttribute(
      'fetchpriority',
      'high',
    )
    const { figure, label, note } = kitchenPage.valueClaim
    expect(within(opening).getAllByText(wholly(figure)).length).toBeGreaterThan(0)
    expect(within(opening).getByText(label)).toBeInTheDocument()
    expect(within(opening).getByText(note)).toBeInTheDocument()
  })

  it("shows its service's typical cost and duration from content/services.yaml, and what is free and what is paid", () => {
    const { labels, whatIsFree } = servicesPage.price
    const price = needs(
      service.price,
      `a price for the service "${service.title}"`,
      'services.yaml',
    )
    expect(termsIn(hero())).toEqual([
      [labels.cost, formatCost(price.cost)],
      [labels.duration, price.duration],
    ])
    expect(within(hero()).getByText(whatIsFree)).toBeInTheDocument()
  })

  it("lists every project of its service's category, each leading to its page", () => {
    const work = region(kitchenPage.work.heading)
    const projects = portfolio.projects.filter((project) => project.category === category.id)
    expect(cardTitles()).toEqual(projects.map((project) => project.title))
    for (const project of projects)
      expectLink(work, { label: project.title, href: portfolioRoutes.project(project.id) })
  })

  it('shows every testimonial about one of those projects, newest first, or none', () => {
    const ids = new Set(
      portfolio.projects.filter((item) => item.category === category.id).map((item) => item.id),
    )
    const about = newestFirst(testimonials.items.filter((item) => ids.has(item.project)))
    expect(quotesIn(region(kitchenPage.work.heading))).toEqual(about.map((item) => item.quote))
  })

  it('lists the benefits with what the work includes, then the steps with the time to move-in', () => {
    // Under headings of their own, inside the sections every service's page has.
    const included = region(servicesPage.servicePage.included)
    const benefits = within(included).getByRole('heading', {
      level: 3,
      name: kitchenPage.benefits.heading.title,
    })
    expect(
      texts(within(benefits.nextElementSibling as HTMLElement).getAllByRole('listitem')),
    ).toEqual(kitchenPage.benefits.items.map((item) => item.text))
    const { process } = kitchenPage
    const timeline = region(servicesPage.servicePage.timeline.heading)
    expect(
      within(timeline).getByRole('heading', { level: 3, name: process.heading.title }),
    ).toBeInTheDocument()
    const [list] = within(timeline).getAllByRole('list')
    const steps = within(list!).getAllByRole('listitem')
    expect(steps).toHaveLength(process.steps.length)
    process.steps.forEach((step, index) => {
      expect(within(steps[index]!).getByRole('heading', { level: 3 })).toHaveTextContent(
        `${process.stepLabel} ${step.step}: ${step.title}`,
      )
      expect(within(steps[index]!).getByText(step.description)).toBeInTheDocument()
    })
    // The short form leads to the whole process where content names it.
    const whole = process.fullProcess
    expect(
      within(timeline)
        .queryAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(whole ? [[whole.label, whole.href]] : [])
  })

  it('ends with its call to action, which starts a message naming the service', () => {
    const action = region(kitchenPage.callToAction.title)
    expect(within(action).getByText(kitchenPage.callToAction.text)).toBeInTheDocument()
    const { primary } = kitchenPage.callToAction
    expectLink(action, naming(primary))
    // Content's link leads to the contact form, so the page's names the service.
    expect(primary.href).toBe('/#contact')
    expect(new URL(naming(primary).href, 'https://example.com').searchParams.get('service')).toBe(
      service.id,
    )
  })
})

describe("a service's page, on content of the test's own", () => {
  it('shows a new project of the category by itself, and the newest words about it', () => {
    const fixture = withNewProject()
    renderWith(fixture)
    expect(cardTitles()).toContain(fixture.project.title)
    expect(quotesIn(region(kitchenPage.work.heading))[0]).toBe(fixture.quote.quote)
  })

  it('shows no quote when no testimonial is about its projects', () => {
    const { portfolio, testimonials } = withNewProject()
    renderWith({ portfolio, testimonials: { ...testimonials, items: [] } })
    expect(cardTitles()).toContain('Fixture New Project')
    expect(quotesIn(region(kitchenPage.work.heading))).toEqual([])
  })

  it('says so honestly when the portfolio has no project of its category', () => {
    const { portfolio, testimonials } = withNewProject()
    renderWith({
      portfolio: {
        ...portfolio,
        projects: portfolio.projects.filter((project) => project.category !== category.id),
      },
      testimonials,
    })
    const work = region(kitchenPage.work.heading)
    expect(within(work).getByText(kitchenPage.work.empty)).toBeInTheDocument()
    expect(cardTitles()).toEqual([])
    expect(quotesIn(work)).toEqual([])
  })

  it('shows no price where its service has none', () => {
    const { price, ...unpriced } = service
    expect(price).toBeDefined()
    render(
      <ServiceLanding
        page={kitchenPage}
        proof={{ service: unpriced, category, projects: [], testimonials: [] }}
        words={serviceLandingWords({ ...content, testimonials })}
      />,
    )
    expect(termsIn(hero())).toEqual([])
  })
})
