import type { Link } from '@/lib/content/schema'
import { enquiryHref } from '@/lib/content/urls'
import type { ServiceLandingWords, ServicePageView, ServiceProof } from '@/lib/services/landing'
import { Section } from '@/components/ui/section'
import { Breadcrumbs } from './breadcrumbs'
import { CallToAction } from './call-to-action'
import { CheckList } from './check-list'
import { Hero } from './hero'
import { PriceBand } from './price-band'
import { OnwardLinks } from './project-links'
import { ProjectCards } from './project-card'
import { Questions } from './questions'
import { ServiceTimeline } from './service-timeline'
import { Steps } from './steps'
import { newestFirst, Testimonials } from './testimonials'
import { ValueClaim } from './value-claim'

/**
 * A service's own page, the same sections on every one (a fixed page's benefits and steps sit in
 * what the work includes and in the time to move-in): its words, and the proof the rest of the content holds
 * (lib/services/landing.ts): the service's typical cost and duration beside the page's claim, what
 * the work includes, its projects in the portfolio with the clients' words about them (newest
 * first), the time from the first call to move-in, its questions, and buttons to the contact form
 * that name the service, so the message starts with it.
 */
export function ServiceLanding({
  page,
  proof: { service, category, projects, testimonials },
  words,
}: {
  page: ServicePageView
  proof: ServiceProof
  words: ServiceLandingWords
}) {
  const naming = (link: Link): Link => ({
    ...link,
    href: enquiryHref('service', service.id, link.href),
  })
  const { servicePage } = words
  return (
    <>
      <Hero
        {...page.hero}
        primary={naming(page.hero.primary)}
        terms={words.price.whatIsFree}
        breadcrumbs={page.breadcrumbs && <Breadcrumbs {...page.breadcrumbs} />}
      >
        {page.valueClaim && <ValueClaim {...page.valueClaim} />}
        {service.price && (
          <div className="rounded-card bg-card shadow-card ring-border/60 mt-4 p-2 ring-1">
            <PriceBand band={service.price} labels={words.price.labels} />
          </div>
        )}
      </Hero>
      <Section id="included" heading={servicePage.included}>
        <p className="max-w-3xl text-lg leading-relaxed">{service.details}</p>
        <CheckList items={service.features} columns={2} className="mt-6 max-w-4xl" />
        {page.benefits && (
          <>
            <h3 className="mt-10 text-xl font-semibold sm:mt-12">{page.benefits.heading.title}</h3>
            <CheckList
              items={page.benefits.items.map((item) => item.text)}
              columns={3}
              className="mt-4"
            />
          </>
        )}
      </Section>
      <Section id="work" heading={page.work.heading} tone="muted">
        {projects.length > 0 && category ? (
          <ProjectCards
            projects={projects}
            tagOf={() => category.label}
            viewLabel={words.viewProject}
            compact
          />
        ) : (
          <p className="text-muted-foreground max-w-2xl text-lg">{page.work.empty}</p>
        )}
        {testimonials.length > 0 && (
          <div className="mt-6 sm:mt-10">
            <Testimonials
              items={newestFirst(testimonials)}
              phone={{ count: 1, more: words.testimonials.morePhone }}
              words={words.testimonials}
              projectTitles={Object.fromEntries(projects.map((item) => [item.id, item.title]))}
              newTabHint={words.newTabHint}
            />
          </div>
        )}
      </Section>
      {(service.timeline || page.process) && (
        <Section id="timeline" heading={servicePage.timeline.heading}>
          {service.timeline && (
            <ServiceTimeline timeline={service.timeline} labels={servicePage.timeline.labels} />
          )}
          {page.process && (
            <>
              <h3 className="mt-10 text-xl font-semibold sm:mt-12">{page.process.heading.title}</h3>
              <div className="mt-6">
                <Steps steps={page.process.steps} stepLabel={page.process.stepLabel} />
              </div>
              {page.process.fullProcess && (
                <OnwardLinks links={[page.process.fullProcess]} className="mt-4" />
              )}
            </>
          )}
        </Section>
      )}
      {service.faq && (
        <Section id="questions" heading={servicePage.faq} tone="muted">
          <Questions items={service.faq} />
        </Section>
      )}
      <CallToAction
        {...page.callToAction}
        primary={naming(page.callToAction.primary)}
        terms={words.price.whatIsFree}
      />
    </>
  )
}
