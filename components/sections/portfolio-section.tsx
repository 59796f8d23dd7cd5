import { MapPin } from 'lucide-react'
import type { Portfolio } from '@/content/schema'
import { homeSections } from '@/content/routes'
import { Artwork } from '@/components/ui/artwork'
import { ButtonLink } from '@/components/ui/button-link'
import { CardGrid } from '@/components/ui/card-grid'
import { Section } from '@/components/ui/section'

/** The portfolio projects; each card's tag is the label of the project's category. */
export function PortfolioSection({ portfolio }: { portfolio: Portfolio }) {
  const tagOf = new Map(portfolio.categories.map((category) => [category.id, category.label]))
  return (
    <Section id={homeSections.portfolio} heading={portfolio.heading} tone="muted">
      <CardGrid count={portfolio.projects.length} columns={{ md: 2, lg: 3 }}>
        {portfolio.projects.map((project) => (
          <li key={project.id}>
            <article
              id={project.id}
              aria-labelledby={`${project.id}-title`}
              className="rounded-card bg-card shadow-card ring-border/60 flex h-full flex-col overflow-hidden ring-1"
            >
              {/* Every card's picture has the same shape, whatever the photo's, so a row lines up. */}
              <div className="relative aspect-[3/2] overflow-hidden">
                <Artwork
                  className="h-full object-cover"
                  image={project.image}
                  sizes="(min-width: 1024px) 22rem, (min-width: 768px) 50vw, 100vw"
                />
                <span className="bg-card/95 text-primary absolute top-4 left-4 rounded-full px-3 py-1 text-sm font-semibold shadow-sm">
                  {tagOf.get(project.category)}
                </span>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-accent text-sm font-semibold">{project.workType}</p>
                <p className="text-muted-foreground mt-1 flex items-center gap-3 text-sm">
                  <span>{project.year}</span>
                  <span aria-hidden="true">·</span>
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-4" />
                    {project.location}
                  </span>
                </p>
                <h3 id={`${project.id}-title`} className="mt-3 text-xl font-semibold">
                  {project.title}
                </h3>
                <p className="text-muted-foreground mt-2 leading-relaxed">{project.description}</p>
              </div>
            </article>
          </li>
        ))}
      </CardGrid>
      <div className="mt-10 flex justify-center">
        <ButtonLink href={portfolio.quoteButton.href}>{portfolio.quoteButton.label}</ButtonLink>
      </div>
    </Section>
  )
}
