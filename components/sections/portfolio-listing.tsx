import type { Content } from '@/lib/content'
import { portfolioFilterHref, portfolioFiltersId, portfolioRoutes } from '@/lib/content/urls'
import { JsonLd } from '@/components/json-ld'
import { Container } from '@/components/ui/container'
import { categoryLabel, countText, type FilterState, filterState } from '@/lib/portfolio/rules'
import { fillTemplate } from '@/lib/template'
import type { GeneratedPage } from '@/lib/portfolio/pages'
import { projectListJsonLd } from '@/lib/seo/portfolio-structured-data'
import { breadcrumbTrailJsonLd } from '@/lib/seo/structured-data'
import { Breadcrumbs } from './breadcrumbs'
import { CallToAction } from './call-to-action'
import { Hero } from './hero'
import { PortfolioFilters } from './portfolio-filters'
import { ProjectCards } from './project-card'

type ListingContent = Pick<Content, 'portfolio' | 'portfolioPage' | 'areas' | 'site'>

/**
 * Where a visitor can go from a filter state without projects: one filter fewer, or everything;
 * only the lists that have projects, so a suggestion is never another empty list.
 */
function wider(content: ListingContent, state: FilterState) {
  const { portfolio, areas, portfolioPage } = content
  const { empty, seeAll } = portfolioPage
  const hasProjects = (categoryId?: string, areaSlug?: string) =>
    (filterState(portfolio, areas, categoryId, areaSlug)?.projects.length ?? 0) > 0
  const links = []
  if (state.category && state.area) {
    if (hasProjects(state.category.id))
      links.push({
        label: fillTemplate(empty.withoutArea, { category: state.category.label }),
        href: portfolioFilterHref(state.category.id),
      })
    if (hasProjects(undefined, state.area.slug))
      links.push({
        label: fillTemplate(empty.withoutCategory, { area: state.area.name }),
        href: portfolioFilterHref(undefined, state.area.slug),
      })
  }
  if ((state.category || state.area) && hasProjects())
    links.push({ label: seeAll, href: `${portfolioRoutes.list}#${portfolioFiltersId}` })
  return links
}

/**
 * /portfolio and each of its filter pages: the heading, the two groups of filter links, how many
 * projects match, and their cards, or, when none match, links that widen the choice.
 */
export function PortfolioListing({
  content,
  state,
  page,
}: {
  content: ListingContent
  state: FilterState
  page: GeneratedPage
}) {
  const { portfolio, portfolioPage, areas, site } = content
  const count = countText(portfolioPage.count, state.projects.length)
  const suggestions = state.projects.length > 0 ? [] : wider(content, state)
  return (
    <>
      <JsonLd data={breadcrumbTrailJsonLd(site, page.breadcrumbs)} />
      <JsonLd data={projectListJsonLd(site, page, state.projects)} />
      <Hero
        breadcrumbs={<Breadcrumbs trail={page.breadcrumbs} label={portfolioPage.breadcrumbLabel} />}
        eyebrow={portfolioPage.hero.eyebrow}
        title={page.heading}
        lead={portfolioPage.hero.intro}
      />
      <section aria-labelledby="portfolio-results-heading" className="py-12 sm:py-16">
        <Container>
          <PortfolioFilters
            portfolio={portfolio}
            areas={areas}
            page={portfolioPage}
            state={state}
          />
          <h2 id="portfolio-results-heading" className="mt-10 mb-6 text-2xl font-semibold sm:mt-12">
            {count}
          </h2>
          {state.projects.length > 0 ? (
            <ProjectCards
              projects={state.projects}
              tagOf={(project) => categoryLabel(portfolio, project)}
              viewLabel={portfolioPage.viewProject}
            />
          ) : (
            <div className="rounded-card border-border bg-muted max-w-2xl border p-6 sm:p-8">
              <p className="text-lg leading-relaxed">{portfolioPage.empty.text}</p>
              {suggestions.length > 0 && (
                <ul className="mt-4 space-y-2">
                  {suggestions.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        className="text-primary inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </Container>
      </section>
      <CallToAction {...portfolioPage.callToAction} />
    </>
  )
}
