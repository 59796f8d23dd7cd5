import { render, screen, within } from '@testing-library/react'
import HowWeWorkPage from '@/app/how-we-work/page'
import { newestFirst, Testimonials } from '@/components/sections/testimonials'
import { content } from '@/lib/content'
import type { Testimonial } from '@/lib/content/schema'
import { projectTitles } from '@/lib/portfolio/rules'
import {
  expectCallToAction,
  expectOpening,
  hero as heroSection,
  region,
  termsIn,
  texts,
  wholly,
} from './helpers/page'

const { testimonials, howWeWorkPage, portfolio, footer } = content

/** A testimonial from the content, or one made like an editor would write it when there is none. */
const sample: Testimonial = testimonials.items[0] ?? {
  quote: 'They finished on the day they said.',
  name: 'A. B.',
  town: 'Monterey',
  date: '2024-05-01',
  project: portfolio.projects[0]!.id,
  source: { name: 'Google', url: 'https://www.google.com/maps' },
  confirmed: false,
}

function renderQuotes(items: Testimonial[], titles = projectTitles(portfolio)) {
  render(
    <Testimonials
      items={items}
      words={testimonials}
      projectTitles={titles}
      newTabHint={footer.socialNewTabHint}
    />,
  )
  return screen.getAllByRole('figure')
}

describe('a testimonial', () => {
  it('is a quotation with who said it, their town, a machine-readable date and the project', () => {
    const [figure] = renderQuotes([sample])
    const quote = figure!.querySelector('blockquote')!
    expect(quote).toHaveTextContent(sample.quote)
    const caption = figure!.querySelector('figcaption')!
    expect(caption).toHaveTextContent(sample.name)
    expect(caption).toHaveTextContent(sample.town)
    expect(caption.querySelector('time')).toHaveAttribute('datetime', sample.date)
    const title = portfolio.projects.find((project) => project.id === sample.project)!.title
    expect(within(figure!).getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
      'href',
      `/portfolio/${sample.project}`,
    )
  })

  it('links to the public review in a new tab where there is one, and names the source where not', () => {
    const reviewed = { ...sample, source: { name: 'Houzz', url: 'https://www.houzz.com/x' } }
    const told = { ...sample, source: { name: 'in a letter' } }
    const [withLink, withoutLink] = renderQuotes([reviewed, told])
    const review = within(withLink!).getByRole('link', { name: /Houzz/ })
    expect(review).toHaveAttribute('href', 'https://www.houzz.com/x')
    expect(review).toHaveAttribute('target', '_blank')
    expect(review).toHaveAccessibleName(expect.stringContaining(footer.socialNewTabHint))
    expect(withLink!.querySelector('blockquote')).toHaveAttribute('cite', 'https://www.houzz.com/x')
    expect(within(withoutLink!).queryByRole('link', { name: /letter/ })).toBeNull()
    expect(withoutLink).toHaveTextContent('in a letter')
  })

  it('leaves out the link to its project on that project’s own page', () => {
    render(<Testimonials items={[sample]} words={testimonials} newTabHint="" />)
    expect(screen.queryByRole('link', { name: /\/portfolio/ })).toBeNull()
    expect(screen.getByRole('figure').querySelectorAll('a[href^="/portfolio/"]')).toHaveLength(0)
  })

  it('comes newest first', () => {
    const older = { ...sample, date: '2021-01-01' }
    const newer = { ...sample, date: '2025-12-31' }
    expect(newestFirst([older, newer])).toEqual([newer, older])
  })
})

describe('the process page', () => {
  beforeEach(() => {
    render(<HowWeWorkPage />)
  })

  it('opens with its title, intro and the promise', () => {
    const { hero, promise } = howWeWorkPage
    expectOpening({ ...hero, lead: hero.intro })
    expect(
      within(heroSection()).getByText(wholly(`${promise.label}: ${promise.text}`)),
    ).toBeVisible()
  })

  it('lists the steps in order, each with what you get, how long and what it costs', () => {
    const { steps } = howWeWorkPage
    const list = within(region(steps.heading)).getAllByRole('list')[0]!
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(steps.items.length)
    steps.items.forEach((step, index) => {
      expect(within(items[index]!).getByRole('heading', { level: 3 })).toHaveTextContent(
        `${steps.stepLabel} ${index + 1}: ${step.title}`,
      )
      expect(within(items[index]!).getByText(step.text)).toBeInTheDocument()
      const { labels } = steps
      expect(termsIn(items[index]!)).toEqual([
        [labels.youGet, step.youGet],
        [labels.duration, step.duration],
        [labels.cost, step.cost],
      ])
    })
  })

  it('states every payment with its amount, and the warranty with its length and cover', () => {
    const { payments, warranty } = howWeWorkPage
    const schedule = region(payments.heading)
    const items = within(schedule).getAllByRole('listitem')
    expect(items).toHaveLength(payments.items.length)
    payments.items.forEach((payment, index) => {
      expect(within(items[index]!).getByRole('heading')).toHaveTextContent(payment.title)
      expect(within(items[index]!).getByText(payment.amount)).toBeInTheDocument()
      expect(within(items[index]!).getByText(payment.text)).toBeInTheDocument()
    })
    if (payments.note) expect(within(schedule).getByText(payments.note)).toBeInTheDocument()

    const terms = region(warranty.heading)
    expect(within(terms).getByText(warranty.length)).toBeInTheDocument()
    expect(within(terms).getByText(warranty.claim)).toBeInTheDocument()
    const listUnder = (heading: string) =>
      texts(
        within(within(terms).getByRole('heading', { name: heading }).parentElement!).getAllByRole(
          'listitem',
        ),
      )
    expect(listUnder(warranty.coversHeading)).toEqual(warranty.covers)
    if (warranty.excludes) expect(listUnder(warranty.excludesHeading)).toEqual(warranty.excludes)
    else expect(within(terms).queryByRole('heading', { name: warranty.excludesHeading })).toBeNull()
  })

  it('ends with its call to action', () => {
    expectCallToAction(howWeWorkPage.callToAction)
  })
})
