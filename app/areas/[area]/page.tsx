import { content } from '@/lib/content'
import { enquiryHref, portfolioRoutes } from '@/lib/content/urls'
import { serviceCards } from '@/lib/services/pages'
import { JsonLd } from '@/components/json-ld'
import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CallToAction } from '@/components/sections/call-to-action'
import { FeatureCards } from '@/components/sections/feature-cards'
import { Hero } from '@/components/sections/hero'
import { PermitNotes } from '@/components/sections/permit-notes'
import { ProjectCards } from '@/components/sections/project-card'
import { OnwardLinks } from '@/components/sections/project-links'
import { Prose } from '@/components/sections/prose'
import { newestFirst, Testimonials } from '@/components/sections/testimonials'
import { Section } from '@/components/ui/section'
import {
  categoryLabel,
  projectsInArea,
  projectTitles,
  testimonialsInArea,
} from '@/lib/portfolio/rules'
import { fillTemplate } from '@/lib/template'
import { areaPage } from '@/lib/portfolio/pages'
import { areaServiceJsonLd } from '@/lib/seo/portfolio-structured-data'
import { breadcrumbTrailJsonLd } from '@/lib/seo/structured-data'
import { type ItemPageProps, itemRoutes } from '../../item-routes'

const route = itemRoutes.area

export function generateStaticParams() {
  return route.generateStaticParams()
}
export const generateMetadata = route.generateMetadata

export default async function AreaPage(props: ItemPageProps<'area'>) {
  const { areas, portfolio, portfolioPage, services, site, testimonials } = content
  const area = await route.itemFor(props)
  const page = areaPage(content, area)
  const projects = projectsInArea(portfolio, area)
  const quotes = newestFirst(testimonialsInArea(testimonials.items, portfolio, area))
  return (
    <>
      <JsonLd data={breadcrumbTrailJsonLd(site, page.breadcrumbs)} />
      <JsonLd data={areaServiceJsonLd(site, area, page)} />
      <Hero
        breadcrumbs={<Breadcrumbs trail={page.breadcrumbs} label={portfolioPage.breadcrumbLabel} />}
        eyebrow={area.eyebrow}
        title={area.title}
        lead={area.intro}
        image={area.image}
      />
      <Section id="work" heading={{ title: area.work.heading }}>
        <Prose paragraphs={area.work.paragraphs} />
      </Section>
      <Section
        id="services"
        heading={{ title: fillTemplate(areas.services.heading, { area: area.name }) }}
      >
        <FeatureCards items={serviceCards(services)} compact />
      </Section>
      <Section
        id="projects"
        heading={{ title: fillTemplate(areas.projects.heading, { area: area.name }) }}
        tone="muted"
      >
        {projects.length > 0 ? (
          <ProjectCards
            projects={projects}
            tagOf={(project) => categoryLabel(portfolio, project)}
            viewLabel={portfolioPage.viewProject}
          />
        ) : (
          <p className="text-muted-foreground max-w-2xl text-lg leading-relaxed">
            {fillTemplate(areas.projects.empty, { area: area.name })}
          </p>
        )}
        {/* Right under the area's projects, where it leads on from, not adrift at the page's end. */}
        <OnwardLinks
          links={[{ label: portfolioPage.seeAll, href: portfolioRoutes.list }]}
          className="mt-6 sm:mt-8"
        />
      </Section>
      {quotes.length > 0 && (
        <Section
          id="testimonials"
          heading={{ title: fillTemplate(testimonials.areaHeading, { area: area.name }) }}
        >
          <Testimonials
            items={quotes}
            words={testimonials}
            projectTitles={projectTitles(portfolio)}
            newTabHint={content.footer.socialNewTabHint}
          />
        </Section>
      )}
      <Section id="permits" heading={{ title: area.permits.heading, intro: area.permits.intro }}>
        <PermitNotes notes={area.permits.notes} />
      </Section>
      <CallToAction
        {...area.callToAction}
        primary={{
          ...area.callToAction.primary,
          // A link to the form arrives with the area named in the message.
          href: enquiryHref('area', area.slug, area.callToAction.primary.href),
        }}
      />
    </>
  )
}
