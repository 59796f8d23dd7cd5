import { ExternalLink, Quote } from 'lucide-react'
import type { Testimonial, Testimonials as TestimonialsContent } from '@/lib/content/schema'
import { portfolioRoutes } from '@/lib/content/urls'
import { cn } from '@/lib/cn'
import { CardGrid } from '@/components/ui/card-grid'
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
 */
export function Testimonials({
  items,
  words,
  projectTitles,
  newTabHint,
  phoneCount,
}: {
  items: Testimonial[]
  /** How many of the items a phone shows (the first ones); every one from 640 px. */
  phoneCount?: number
  words: Pick<TestimonialsContent, 'sourceLink' | 'sourceText' | 'projectLink'>
  /**
   * Each project's title by id, for the link to the project the quote is about; none on the
   * project's own page.
   */
  projectTitles?: Record<string, string>
  newTabHint: string
}) {
  return (
    <CardGrid count={items.length} columns={{ md: 2, lg: 3 }}>
      {items.map((item, index) => (
        <li
          key={index}
          className={cn(phoneCount !== undefined && index >= phoneCount && 'max-sm:hidden')}
        >
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
                    {fillTemplate(words.sourceLink, { source: item.source.name })}
                    <span className="sr-only"> {newTabHint}</span>
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                ) : (
                  fillTemplate(words.sourceText, { source: item.source.name })
                )}
              </p>
              {projectTitles && (
                <p>
                  <a
                    href={portfolioRoutes.project(item.project)}
                    className="text-primary inline-flex min-h-11 items-center underline underline-offset-4 hover:no-underline sm:min-h-0"
                  >
                    {fillTemplate(words.projectLink, {
                      project: projectTitles[item.project] ?? '',
                    })}
                  </a>
                </p>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </CardGrid>
  )
}
