import { content } from '@/lib/content'
import { portfolioRoutes, projectEnquiryHref } from '@/lib/content/urls'
import { BeforeAfter } from '@/components/media/before-after'
import { Gallery } from '@/components/media/gallery'
import { JsonLd } from '@/components/json-ld'
import { Breadcrumbs } from '@/components/sections/breadcrumbs'
import { CallToAction } from '@/components/sections/call-to-action'
import { Hero } from '@/components/sections/hero'
import { ProjectStory, ProjectSummary } from '@/components/sections/project-details'
import { ProjectLinks } from '@/components/sections/project-links'
import { newestFirst, Testimonials } from '@/components/sections/testimonials'
import { Section } from '@/components/ui/section'
import { formatCost } from '@/lib/format'
import { areaNamed, categoryLabel } from '@/lib/portfolio/rules'
import { fillTemplate } from '@/lib/template'
import { projectJsonLd } from '@/lib/seo/portfolio-structured-data'
import { itemRoutes } from '../../item-routes'

export function generateStaticParams() {
  return itemRoutes.project.generateStaticParams()
}
export const generateMetadata = itemRoutes.project.generateMetadata

export default itemRoutes.project.page(function ProjectPage({ item: project, page }) {
  const { portfolio, portfolioPage, projectPage, areas, testimonials } = content
  const area = areaNamed(areas, project.location)
  const { details } = projectPage
  const quotes = newestFirst(
    testimonials.items.filter((testimonial) => testimonial.project === project.id),
  )
  return (
    <>
      <JsonLd data={projectJsonLd(content, project)} />
      <Hero
        breadcrumbs={<Breadcrumbs trail={page.breadcrumbs} label={portfolioPage.breadcrumbLabel} />}
        eyebrow={categoryLabel(portfolio, project)}
        title={project.title}
        lead={project.description}
        image={project.image}
        longOpening
      >
        <ProjectSummary
          items={[
            {
              label: details.category,
              value: categoryLabel(portfolio, project),
              href: portfolioRoutes.category(project.category),
            },
            { label: details.workType, value: project.workType },
            { label: details.year, value: String(project.year) },
            {
              label: details.area,
              value: project.location,
              href: portfolioRoutes.areaPage(area.slug),
            },
            ...(project.budget
              ? [
                  { label: projectPage.budget.labels.cost, value: formatCost(project.budget.cost) },
                  { label: projectPage.budget.labels.duration, value: project.budget.duration },
                ]
              : []),
          ]}
        />
        {project.budgetWhy && (
          <p className="text-muted-foreground mt-3 text-sm">{project.budgetWhy}</p>
        )}
        {project.budget && (
          <p className="text-muted-foreground mt-3 text-sm">{projectPage.budget.note}</p>
        )}
      </Hero>
      {(project.story || project.facts || project.scope) && (
        <Section id="project-story">
          <ProjectStory project={project} labels={projectPage} />
        </Section>
      )}
      {project.gallery && (
        // Laid out only as it nears the screen: a forty-photo gallery then costs a phone's first
        // screen neither layout nor thumbnails (docs/performance.md, "Photos").
        <Section
          id="gallery"
          heading={{ title: projectPage.gallery.heading }}
          tone="muted"
          className="[contain-intrinsic-size:auto_60rem] [content-visibility:auto]"
        >
          <Gallery images={project.gallery} labels={projectPage.gallery} />
        </Section>
      )}
      {project.beforeAfter && (
        <Section id="before-after" heading={{ title: projectPage.beforeAfter.heading }}>
          <div className="space-y-12">
            {project.beforeAfter.map((pair, index) => (
              <BeforeAfter key={index} pair={pair} labels={projectPage.beforeAfter} />
            ))}
          </div>
        </Section>
      )}
      {quotes.length > 0 && (
        <Section id="testimonials" heading={{ title: testimonials.projectHeading }} tone="muted">
          <Testimonials
            items={quotes}
            words={testimonials}
            newTabHint={content.footer.socialNewTabHint}
          />
        </Section>
      )}
      <ProjectLinks
        links={[
          {
            label: fillTemplate(projectPage.areaLink, { area: area.name }),
            href: portfolioRoutes.areaPage(area.slug),
          },
          { label: portfolioPage.seeAll, href: portfolioRoutes.list },
        ]}
      />
      <CallToAction
        title={projectPage.callToAction.title}
        text={projectPage.callToAction.text}
        primary={{ label: projectPage.callToAction.button, href: projectEnquiryHref(project.id) }}
      />
    </>
  )
})
