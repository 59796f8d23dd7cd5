import { ExternalLink, Quote } from 'lucide-react'
import type {
  CountText,
  Testimonial,
  Testimonials as TestimonialsContent,
} from '@/lib/content/schema'
import { portfolioRoutes } from '@/lib/content/urls'
import { CardGrid } from '@/components/ui/card-grid'
import { ShowMoreButton } from '@/components/ui/show-more-button'
import { countText } from '@/lib/portfolio/rules'
import { formatMonth } from '@/lib/format'
import { fillTemplate } from '@/lib/template'

/** The newest first: the order a visitor expects of reviews. */
export function newestFirst(items: Testimonial[]): Testimonial[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date))
}

/**
 * Clients' words, each a quotation with who said it, where and when, where it was said (linked to
 * the public review where there is one) and the project it is about. No review markup for search
 * engines: Google ignores a business's reviews of itself and asks sites not to mark them up.
 * Where a phone shows only the first ones, the others are one tap away under them, in a native
 * disclosure (so without script); wider screens show every one in the grid.
 */
export function Testimonials({
  items,
  words,
  projectTitles,
  newTabHint,
  phone,
}: {
  items: Testimonial[]
  /**
   * How many of the items a phone shows at first (the first ones), and the button's words for the
   * others ("Read {number} more reviews"); every one from 640 px.
   */
  phone?: { count: number; more: CountText }
  words: TestimonialWords
  /**
   * Each project's title by id, for the link to the project the quote is about; none on the
   * project's own page.
   */
  projectTitles?: Record<string, string>
  newTabHint: string
}) {
  const later = phone ? items.length - phone.count : 0
  return (
    // The disclosure only opens and closes: app/globals.css shows the later quotes on a phone while
    // it is open (`data-more-on-phone`), so each quote is in the page once.
    <div data-more-on-phone={later > 0 ? '' : undefined}>
      <CardGrid count={items.length} columns={{ md: 2, lg: 3 }}>
        {items.map((item, index) => (
          <li key={index} data-later={phone && index >= phone.count ? '' : undefined}>
            <TestimonialCard
              item={item}
              words={words}
              projectTitles={projectTitles}
              newTabHint={newTabHint}
            />
          </li>
        ))}
      </CardGrid>
      {phone && later > 0 && (
        <ShowMoreButton label={countText(phone.more, later)} className="mt-4 sm:hidden" />
      )}
    </div>
  )
}

type TestimonialWords = Pick<TestimonialsContent, 'sourceLink' | 'sourceText' | 'projectLink'>

function TestimonialCard({
  item,
  words,
  projectTitles,
  newTabHint,
}: {
  item: Testimonial
  words: TestimonialWords
  projectTitles?: Record<string, string>
  newTabHint: string
}) {
  return (
    <figure className="rounded-card bg-card shadow-card ring-border/60 flex h-full flex-col p-6 ring-1 sm:p-7">
      <Quote aria-hidden="true" className="text-accent size-7" />
      <blockquote
        cite={item.source.url}
        className="text-foreground mt-3 text-lg leading-relaxed font-medium [overflow-wrap:anywhere]"
      >
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="text-muted-foreground mt-auto space-y-1 pt-6 text-[0.9375rem]">
        <p>
          <span className="text-foreground font-semibold">{item.name}</span>, {item.town},{' '}
          <time dateTime={item.date}>{formatMonth(item.date)}</time>
        </p>
        <p>
          {item.source.url ? (
            <a
              href={item.source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary inline-flex min-h-11 items-center gap-1 underline underline-offset-4 hover:no-underline sm:min-h-0"
            >
              {fillTemplate(words.sourceLink, { where: item.source.name })}
              <span className="sr-only"> {newTabHint}</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : (
            fillTemplate(words.sourceText, { where: item.source.name })
          )}
        </p>
        {projectTitles && (
          <p>
            <a
              href={portfolioRoutes.project(item.project)}
              className="text-primary inline-flex min-h-11 items-center underline underline-offset-4 hover:no-underline sm:min-h-0"
            >
              {fillTemplate(words.projectLink, {
                'project name': projectTitles[item.project] ?? '',
              })}
            </a>
          </p>
        )}
      </figcaption>
    </figure>
  )
}
