import { ArrowRight } from 'lucide-react'
import type { PriceLabels, Service } from '@/lib/content/schema'
import { CardGrid } from '@/components/ui/card-grid'
import { Icon } from '@/components/ui/icon'
import { CheckList } from './check-list'
import { PriceBand } from './price-band'

/** The service cards on /services. Learn More leads to the service's own page or its details below. */
export function ServiceCards({
  services,
  learnMore,
  learnMoreAbout,
  priceLabels,
  titleLevel = 3,
}: {
  services: Service[]
  learnMore: string
  learnMoreAbout: string
  /** How each service's typical cost and duration are labelled. */
  priceLabels: PriceLabels
  /** 2 where the list has no section heading above it, so the outline skips no level. */
  titleLevel?: 2 | 3
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h3'
  return (
    <CardGrid count={services.length} columns={{ md: 2, lg: 3 }}>
      {services.map((service) => (
        <li key={service.id}>
          <article
            aria-labelledby={`${service.id}-card-title`}
            className="rounded-card bg-card shadow-card ring-border/60 flex h-full flex-col p-6 ring-1 sm:p-7"
          >
            <span className="bg-accent-soft text-accent inline-flex size-12 items-center justify-center rounded-full">
              <Icon name={service.icon} />
            </span>
            <Title id={`${service.id}-card-title`} className="mt-5 text-xl font-semibold">
              {service.title}
            </Title>
            <p className="text-muted-foreground mt-2 leading-relaxed">{service.description}</p>
            <CheckList items={service.features} className="mt-5 text-[0.9375rem]" />
            {service.price && (
              <PriceBand band={service.price} labels={priceLabels} className="mt-5" />
            )}
            <a
              href={service.pageHref ?? `#${service.id}`}
              className="text-primary mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-6 font-semibold underline-offset-4 hover:underline"
            >
              {learnMore}
              <span className="sr-only">{` ${learnMoreAbout} ${service.title}`}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </article>
        </li>
      ))}
    </CardGrid>
  )
}

/** A longer description of each service, the target of its Learn More link. */
export function ServiceDetails({
  services,
  backLabel,
  backHref,
}: {
  services: Service[]
  backLabel: string
  backHref: string
}) {
  return (
    <CardGrid as="div" count={services.length} columns={{ lg: 2 }}>
      {services.map((service) => (
        <article
          key={service.id}
          id={service.id}
          aria-labelledby={`${service.id}-title`}
          className="rounded-card border-border bg-card border p-6 sm:p-8"
        >
          <div className="flex items-center gap-4">
            <span className="bg-muted text-primary inline-flex size-11 shrink-0 items-center justify-center rounded-full">
              <Icon name={service.icon} className="size-5" />
            </span>
            <h3 id={`${service.id}-title`} className="text-xl font-semibold">
              {service.title}
            </h3>
          </div>
          <p className="text-muted-foreground mt-4 leading-relaxed">{service.details}</p>
          <a
            href={backHref}
            className="text-primary mt-4 inline-flex min-h-11 items-center text-sm font-semibold underline-offset-4 hover:underline"
          >
            {backLabel}
          </a>
        </article>
      ))}
    </CardGrid>
  )
}
