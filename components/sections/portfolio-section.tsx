import type { Portfolio, PortfolioPage } from '@/lib/content/schema'
import { homeSections, portfolioRoutes } from '@/lib/content/urls'
import { ButtonLink } from '@/components/ui/button-link'
import { Section } from '@/components/ui/section'
import { categoryLabel, featuredProjects } from '@/lib/portfolio/rules'
import { ProjectCards } from './project-card'

/**
 * The home page's portfolio: the featured projects, each card tagged with its category and
 * leading to its page, a link to every project, and the quote button with what is free and what
 * is paid.
 */
export function PortfolioSection({
  portfolio,
  portfolioPage,
  terms,
}: {
  portfolio: Portfolio
  portfolioPage: PortfolioPage
  /** What is free and what is paid, under the quote button. */
  terms: string
}) {
  return (
    <Section id={homeSections.portfolio} heading={portfolio.heading} tone="muted">
      <ProjectCards
        projects={featuredProjects(portfolio)}
        tagOf={(project) => categoryLabel(portfolio, project)}
        viewLabel={portfolioPage.viewProject}
        anchors
        compact
      />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href={portfolio.quoteButton.href}>{portfolio.quoteButton.label}</ButtonLink>
        <ButtonLink href={portfolioRoutes.list} variant="secondary">
          {portfolioPage.seeAll}
        </ButtonLink>
      </div>
      <p className="text-muted-foreground mx-auto mt-3 max-w-xl text-center text-sm">{terms}</p>
    </Section>
  )
}
