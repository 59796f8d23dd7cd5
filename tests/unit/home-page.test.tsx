import { render, screen, within } from '@testing-library/react'
import { onTidewater } from '../content-set'
import HomePage from '@/app/page'
import { newestFirst } from '@/components/sections/testimonials'
import { content } from '@/lib/content'
import { formatAddress, telHref } from '@/lib/format'
import { featuredProjects } from '@/lib/portfolio/rules'
import { fillTemplate } from '@/lib/template'
import { expectLink, expectOpening, hero, quotesIn, region, termsIn, texts } from './helpers/page'
import { hoursText } from '@/lib/content/site-facts'

const { home, services, portfolio, portfolioPage, testimonials, site, contactForm } = content

describe('the home page', () => {
  beforeEach(() => {
    render(<HomePage />)
  })

  it('opens with its title, lead, two actions, the highlights and the picture', () => {
    expectOpening(home.hero)
    const opening = hero()
    expectLink(opening, home.hero.primary)
    expectLink(opening, home.hero.secondary)
    expect(termsIn(opening)).toEqual(
      home.hero.highlights.map((highlight) => [highlight.label, highlight.value]),
    )
    expect(within(opening).getByRole('img', { name: home.hero.image.alt })).toBeInTheDocument()
  })

  it('shows every service in order, each leading to its own page, and a link to all', () => {
    const overview = region(home.servicesOverview.heading)
    const cards = within(overview).getAllByRole('listitem')
    expect(cards).toHaveLength(services.length)
    services.forEach((service, index) => {
      const card = cards[index]!
      expect(within(card).getByRole('link', { name: service.title })).toHaveAttribute(
        'href',
        service.pageHref ?? `/services/${service.id}`,
      )
      expect(within(card).getByText(service.description)).toBeInTheDocument()
    })
    expectLink(overview, home.servicesOverview.allServices)
  })

  it('features its chosen projects in order, each leading to its page, with the quote button (and what is free beside it) and a link to all', () => {
    const section = region(portfolio.heading)
    const featured = featuredProjects(portfolio)
    expect(texts(within(section).getAllByRole('heading', { level: 3 }))).toEqual(
      featured.map((project) => project.title),
    )
    for (const project of featured)
      expect(within(section).getByRole('link', { name: project.title })).toHaveAttribute(
        'href',
        `/portfolio/${project.id}`,
      )
    expectLink(section, portfolio.quoteButton)
    expect(within(section).getByText(content.servicesPage.price.whatIsFree)).toBeInTheDocument()
    expectLink(section, { label: portfolioPage.seeAll, href: '/portfolio' })
  })

  it('quotes the newest testimonials, as many as content asks, each linked to its project', () => {
    // An editor may remove every testimonial (then the section is gone); the tidewater content set
    // keeps some, and its CI stage runs this file there, so the quotes themselves are proven.
    if (onTidewater) expect(testimonials.items.length).toBeGreaterThan(0)
    if (testimonials.items.length === 0) {
      expect(screen.queryByRole('heading', { name: testimonials.heading.title })).toBeNull()
      return
    }
    const shown = newestFirst(testimonials.items).slice(0, testimonials.homeCount)
    const section = region(testimonials.heading)
    expect(quotesIn(section)).toEqual(shown.map((item) => item.quote))
    const figures = within(section).getAllByRole('figure')
    shown.forEach((item, index) => {
      const title = portfolio.projects.find((project) => project.id === item.project)!.title
      expect(
        within(figures[index]!).getByRole('link', {
          name: fillTemplate(testimonials.projectLink, { 'project name': title }),
        }),
      ).toHaveAttribute('href', `/portfolio/${item.project}`)
    })
  })

  it('tells who the firm is: paragraphs, points, highlights and two links', () => {
    const { about } = home
    const section = region(about.heading)
    for (const paragraph of about.paragraphs)
      expect(within(section).getByText(paragraph)).toBeInTheDocument()
    expect(texts(within(section).getAllByRole('listitem'))).toEqual(about.points)
    expect(termsIn(section)).toEqual(
      home.hero.highlights.map((highlight) => [highlight.label, highlight.value]),
    )
    expectLink(section, about.primary)
    expectLink(section, about.secondary)
  })

  it('offers the form and, beside it, the phone, email, hours and studio, and what happens after Send', () => {
    const { contact } = home
    const section = region(contact.heading)
    expect(within(section).getByRole('button', { name: contactForm.submit })).toBeInTheDocument()
    const alternatives = within(section).getByRole('complementary', {
      name: contact.alternativesHeading,
    })
    expect(termsIn(alternatives)).toEqual([
      [contact.phoneLabel, site.phone],
      [contact.emailLabel, site.email],
      [contact.hoursLabel, hoursText(site.hours)],
      [contact.addressLabel, formatAddress(site.address)],
    ])
    expect(within(alternatives).getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      telHref(site.phone),
    )
    expect(within(alternatives).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(within(alternatives).getByText(contact.afterSend.text)).toBeInTheDocument()
    expectLink(alternatives, contact.afterSend.link)
  })
})
