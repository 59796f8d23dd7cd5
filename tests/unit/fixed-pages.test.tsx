import { onTidewater } from '../content-set'
import { render, screen, within } from '@testing-library/react'
import AboutPage from '@/app/about/page'
import AccessibilityPage from '@/app/accessibility/page'
import OlderHomesPage from '@/app/older-homes/page'
import ServicesPage from '@/app/services/page'
import { content } from '@/lib/content'
import { formatCost, formatDate, telHref } from '@/lib/format'
import { fillTemplate } from '@/lib/template'
import {
  expectCallToAction,
  expectLink,
  expectOpening,
  hero,
  region,
  termsIn,
  texts,
  wholly,
} from './helpers/page'

const { services, servicesPage, aboutPage, accessibilityPage, olderHomesPage, site, portfolio } =
  content

describe('the services page', () => {
  beforeEach(() => {
    render(<ServicesPage />)
  })

  /** A service's card, found by its title. */
  const cardOf = (title: string) =>
    screen.getByRole('heading', { level: 2, name: title }).closest('article')!

  it('opens with its title and intro', () => {
    expectOpening({ ...servicesPage.hero, lead: servicesPage.hero.intro })
  })

  it('gives each service one card: description, its features, typical cost and duration', () => {
    // Each service once: its title is one heading, its description one paragraph.
    expect(texts(screen.getAllByRole('heading', { level: 2 }))).toEqual(
      expect.arrayContaining(services.map((service) => service.title)),
    )
    for (const service of services) {
      expect(screen.getAllByRole('heading', { name: service.title })).toHaveLength(1)
      expect(screen.getAllByText(service.description)).toHaveLength(1)
      const [features] = within(cardOf(service.title)).getAllByRole('list')
      expect(texts(within(features!).getAllByRole('listitem'))).toEqual(service.features)
      const { labels } = servicesPage.price
      expect(termsIn(cardOf(service.title))).toEqual(
        service.price
          ? [
              [labels.cost, formatCost(service.price.cost)],
              [labels.duration, service.price.duration],
            ]
          : [],
      )
    }
  })

  it("leads each service's Learn More to its own page, and to its projects where it has them", () => {
    for (const service of services) {
      const card = cardOf(service.title)
      // Its fixed page, or the one made for it.
      const page = service.pageHref ?? `/services/${service.id}`
      expectLink(card, {
        label: `${servicesPage.learnMore} ${servicesPage.learnMoreAbout} ${service.title}`,
        href: page,
      })
      const category = portfolio.categories.find((item) => item.id === service.category)
      const hasProjects = portfolio.projects.some((project) => project.category === category?.id)
      const projects =
        category && fillTemplate(servicesPage.projectsLink, { category: category.label })
      if (category && hasProjects)
        expectLink(card, { label: projects!, href: `/portfolio/category/${category.id}` })
      else if (projects) expect(within(card).queryByRole('link', { name: projects })).toBeNull()
    }
  })

  it('says how firm the prices are, below the cards, when a service has a price', () => {
    // An editor may remove every price (then the note goes too); the tidewater content set keeps
    // one, and its CI stage runs this file there, so the note itself is proven.
    const priced = services.some((service) => service.price)
    if (onTidewater) expect(priced).toBe(true)
    expect(screen.queryByText(servicesPage.price.firmness) !== null).toBe(priced)
  })

  it('ends with its call to action, saying what is free and what is paid beside it', () => {
    expectCallToAction(servicesPage.callToAction)
    const closing = document.getElementById('call-to-action-heading')!.closest('section')!
    expect(within(closing).getByText(servicesPage.price.whatIsFree)).toBeInTheDocument()
  })
})

describe('the about page', () => {
  beforeEach(() => {
    render(<AboutPage />)
  })

  it('opens with its title and intro, then tells the story', () => {
    expectOpening({ ...aboutPage.hero, lead: aboutPage.hero.intro })
    const story = region(aboutPage.story.heading)
    for (const paragraph of aboutPage.story.paragraphs)
      expect(within(story).getByText(paragraph)).toBeInTheDocument()
  })

  it('shows each figure with its label, and what it covers where content says: the stats and the team counts', () => {
    expect(termsIn(region(aboutPage.stats.heading))).toEqual(
      aboutPage.stats.items.map((item) => [
        item.label,
        item.value,
        ...(item.note ? [item.note] : []),
      ]),
    )
    expect(termsIn(region(aboutPage.team.heading))).toEqual(
      aboutPage.team.counts.map((item) => [item.label, item.value]),
    )
  })

  it('names the people of the team, each with a portrait, role and a line about them, as people working for the business', () => {
    const team = region(aboutPage.team.heading)
    expect(texts(within(team).getAllByRole('heading', { level: 3 }))).toEqual(
      aboutPage.team.people.map((person) => person.name),
    )
    for (const person of aboutPage.team.people) {
      const card = within(team).getByRole('heading', { level: 3, name: person.name }).closest('li')!
      expect(within(card).getByRole('img', { name: person.portrait.alt })).toBeInTheDocument()
      expect(within(card).getByText(person.role)).toBeInTheDocument()
      expect(within(card).getByText(person.about)).toBeInTheDocument()
    }
    const people = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent!) as { '@graph'?: { '@type': string }[] })
      .flatMap((data) => data['@graph'] ?? [])
      .filter((node) => node['@type'] === 'Person')
    expect(people).toEqual(
      aboutPage.team.people.map((person) => ({
        '@type': 'Person',
        name: person.name,
        jobTitle: person.role,
        worksFor: { '@id': `${site.url}/#business` },
      })),
    )
  })

  it('lists the values, each with its description, and ends with its call to action', () => {
    const values = region(aboutPage.values.heading)
    expect(texts(within(values).getAllByRole('heading', { level: 3 }))).toEqual(
      aboutPage.values.items.map((value) => value.title),
    )
    for (const value of aboutPage.values.items)
      expect(within(values).getByText(value.description)).toBeInTheDocument()
    expectCallToAction(aboutPage.callToAction)
  })
})

describe('the accessibility statement', () => {
  beforeEach(() => {
    render(<AccessibilityPage />)
  })

  const { hero: opening, reviewed, conformance, measures, compatibility } = accessibilityPage
  const { limitations, feedback } = accessibilityPage

  it('opens with its commitment and the date of the last review, as a machine-readable date', () => {
    expectOpening({ ...opening, lead: opening.intro })
    const date = within(hero()).getByText(formatDate(reviewed.date))
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('datetime', reviewed.date)
    expect(
      within(hero()).getByText(wholly(`${reviewed.label}: ${formatDate(reviewed.date)}`)),
    ).toBeInTheDocument()
  })

  it('states the standard and the status as measured, the checks, and the browsers tested', () => {
    const standard = region(conformance.heading)
    for (const paragraph of conformance.paragraphs)
      expect(within(standard).getByText(paragraph)).toBeInTheDocument()
    expect(texts(within(region(measures.heading)).getAllByRole('listitem'))).toEqual(measures.items)
    const browsers = region(compatibility.heading)
    expect(texts(within(browsers).getAllByRole('listitem'))).toEqual(compatibility.items)
    if (compatibility.note) expect(within(browsers).getByText(compatibility.note)).toBeVisible()
  })

  it('names each known limitation with what a visitor can do meanwhile', () => {
    const section = region(limitations.heading)
    const items = within(section).getAllByRole('listitem')
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(limitations.items.map((item) => item.title))
    limitations.items.forEach((limitation, index) => {
      expect(within(items[index]!).getByText(limitation.text)).toBeInTheDocument()
      expect(
        within(items[index]!).getByText(
          wholly(`${limitations.workaroundLabel}: ${limitation.workaround}`),
        ),
      ).toBeInTheDocument()
    })
  })

  it("says how to report a barrier: the site's phone and email, and how soon the firm answers", () => {
    const section = region(feedback.heading)
    expect(termsIn(section)).toEqual([
      [feedback.phoneLabel, site.phone],
      [feedback.emailLabel, site.email],
    ])
    expectLink(section, { label: site.phone, href: telHref(site.phone) })
    expectLink(section, { label: site.email, href: `mailto:${site.email}` })
    expect(within(section).getByText(feedback.responseTime.text)).toBeInTheDocument()
  })
})

describe('the older homes page', () => {
  beforeEach(() => {
    render(<OlderHomesPage />)
  })

  const { hero: opening, certification, questions, callToAction } = olderHomesPage

  it("opens with whom it is for and the firm's lead-safe certification, with its number", () => {
    expectOpening({ ...opening, lead: opening.intro })
    expect(within(hero()).getByText(certification.label)).toBeInTheDocument()
    expect(within(hero()).getByText(certification.number)).toBeInTheDocument()
  })

  it('answers each question of an older house', () => {
    const section = region(questions.heading)
    for (const { question, answer } of questions.items) {
      expect(within(section).getByText(question)).toBeInTheDocument()
      expect(within(section).getByText(answer)).toBeInTheDocument()
    }
  })

  it('ends with its call to action, saying what is free and what is paid beside it', () => {
    expectCallToAction(callToAction)
    expect(
      within(region(callToAction.title)).getByText(servicesPage.price.whatIsFree),
    ).toBeInTheDocument()
  })

  it('has no FAQ markup, which Google shows for no business site', () => {
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent!) as { '@type': string })['@type'],
    )
    expect(types).not.toContain('FAQPage')
  })
})
