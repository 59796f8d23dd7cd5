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
import { areaServiceJsonLd } from '@/lib/seo/portfolio-structured-data'
import { itemRoutes } from '../../item-routes'

export function generateStaticParams() {
  return itemRoutes.area.generateStaticParams()
}
export const generateMetadata = itemRoutes.area.generateMetadata

export default itemRoutes.area.page(function AreaPage({ item: area, page }) {
  const { areas, portfolio, portfolioPage, services, site, testimonials } = content
  const projects = projectsInArea(portfolio, area)
  const quotes = newestFirst(testimonialsInArea(testimonials.items, portfolio, area))
  return (
    <>
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
})
