import { render, screen, within } from '@testing-library/react'
import { PaymentSchedule, ProcessSteps, WarrantyTerms } from '@/components/sections/process'
import { newestFirst, Testimonials } from '@/components/sections/testimonials'
import { content } from '@/lib/content'
import type { Testimonial } from '@/lib/content/schema'
import { projectTitles } from '@/lib/portfolio'

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
  it('lists the steps in order, each with what you get, how long and what it costs', () => {
    render(<ProcessSteps steps={howWeWorkPage.steps} />)
    const list = screen.getAllByRole('list')[0]!
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps).toHaveLength(howWeWorkPage.steps.items.length)
    howWeWorkPage.steps.items.forEach((step, index) => {
      expect(within(steps[index]!).getByRole('heading', { level: 3 })).toHaveTextContent(
        `${howWeWorkPage.steps.stepLabel} ${index + 1}: ${step.title}`,
      )
      const terms = within(steps[index]!)
        .getAllByRole('term')
        .map((term) => term.textContent)
      const { labels } = howWeWorkPage.steps
      expect(terms).toEqual([labels.youGet, labels.duration, labels.cost])
      const values = within(steps[index]!)
        .getAllByRole('definition')
        .map((d) => d.textContent)
      expect(values).toEqual([step.youGet, step.duration, step.cost])
    })
  })

  it('states every payment with its amount, and the warranty with its length and cover', () => {
    render(<PaymentSchedule payments={howWeWorkPage.payments} />)
    for (const payment of howWeWorkPage.payments.items) {
      expect(screen.getByRole('heading', { name: payment.title })).toBeInTheDocument()
      expect(screen.getByText(payment.amount)).toBeInTheDocument()
    }
    render(<WarrantyTerms warranty={howWeWorkPage.warranty} />)
    expect(screen.getByText(howWeWorkPage.warranty.length)).toBeInTheDocument()
    for (const item of howWeWorkPage.warranty.covers)
      expect(screen.getByText(item)).toBeInTheDocument()
  })
})
