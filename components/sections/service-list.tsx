import { ArrowRight } from 'lucide-react'
import type { PortfolioCategory, PriceLabels, Service } from '@/lib/content/schema'
import { portfolioRoutes, servicePath } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'
import { CardGrid } from '@/components/ui/card-grid'
import { Icon } from '@/components/ui/icon'
import { CheckList } from './check-list'
import { PriceBand } from './price-band'

const moreLink =
  'text-primary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline'

/**
 * Every service once, on /services: what it is, its features in short and what it typically
 * costs, then the way on: Learn More, to the service's own page (its details, time to move-in and
 * questions),
 * and its projects in the portfolio, where it has them.
 */
export function ServiceList({
  services,
  categories,
  words,
  priceLabels,
}: {
  services: Service[]
  /** The portfolio's categories that have projects: only those are linked. */
  categories: PortfolioCategory[]
  words: { learnMore: string; learnMoreAbout: string; projectsLink: string }
  /** How each service's typical cost and duration are labelled. */
  priceLabels: PriceLabels
}) {
  return (
    <CardGrid count={services.length} columns={{ md: 2, lg: 3 }}>
      {services.map((service) => {
        const category = categories.find((item) => item.id === service.category)
        return (
          <li key={service.id}>
            <article
              id={service.id}
              aria-labelledby={`${service.id}-card-title`}
              className="rounded-card bg-card shadow-card ring-border/60 flex h-full flex-col p-5 ring-1 sm:p-7"
            >
              <div className="flex items-center gap-4">
                <span className="bg-accent-soft text-accent inline-flex size-11 shrink-0 items-center justify-center rounded-full">
                  <Icon name={service.icon} className="size-5" />
                </span>
                <h2 id={`${service.id}-card-title`} className="text-xl font-semibold text-balance">
                  {service.title}
                </h2>
              </div>
              <p className="text-muted-foreground mt-3 leading-relaxed">{service.description}</p>
              <CheckList
                items={service.features}
                className="mt-4 gap-1 text-sm sm:gap-1.5 [&_svg]:mt-0.5 [&_svg]:size-4"
              />
              {service.price && (
                <PriceBand band={service.price} labels={priceLabels} className="mt-4" />
              )}
              <ul className="mt-auto flex flex-wrap gap-x-6 pt-3">
                <li>
                  <a href={servicePath(service)} className={moreLink}>
                    {words.learnMore}
                    <span className="sr-only">{` ${words.learnMoreAbout} ${service.title}`}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </li>
                {category && (
                  <li>
                    <a href={portfolioRoutes.category(category.id)} className={moreLink}>
                      {fillTemplate(words.projectsLink, { category: category.label })}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </a>
                  </li>
                )}
              </ul>
            </article>
          </li>
        )
      })}
    </CardGrid>
  )
}
