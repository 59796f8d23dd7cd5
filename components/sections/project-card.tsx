import { ArrowRight, CalendarDays, MapPin } from 'lucide-react'
import type { PortfolioProject } from '@/lib/content/schema'
import { portfolioRoutes } from '@/lib/content/urls'
import { Artwork } from '@/components/ui/artwork'
import { CardGrid } from '@/components/ui/card-grid'
import { cn } from '@/lib/cn'

/**
 * A project's card: picture with its category tag, work type, year and area, title and
 * description. The title links to the project's page and the whole card is its click area.
 */
function ProjectCard({
  project,
  tag,
  viewLabel,
  anchor = false,
  compact = false,
}: {
  project: PortfolioProject
  /** The label of the project's category. */
  tag: string
  /** The words at the foot of the card ("View project"); the title is the link. */
  viewLabel: string
  /** Give the card the project's id, so a link like "/#carmel-point-kitchen" lands on it. */
  anchor?: boolean
  /**
   * A short list to scan: no category tag (the work type names the kind, "Kitchen Renovation", so
   * "Kitchens" would only repeat it) and, on a phone, a 4:3 picture beside the title, most of the
   * photo rather than a slice of it, and no description.
   */
  compact?: boolean
}) {
  const titleId = `${project.id}-title`
  return (
    <article
      id={anchor ? project.id : undefined}
      aria-labelledby={titleId}
      className={cn(
        'rounded-card bg-card shadow-card ring-border/60 has-[a:hover]:ring-primary/40 relative flex h-full flex-col overflow-hidden ring-1 transition-shadow',
        compact && 'max-sm:grid max-sm:grid-cols-[45%_1fr] max-sm:items-start',
      )}
    >
      {/* Every card's picture has the same shape, whatever the photo's, so a row lines up. A little
          wider than 3:2 and cut from the top, where interior artwork draws its ceiling as a pale
          strip that reads as a gap under the card's edge. A compact card's phone picture is 4:3,
          most of the photo's width, so it shows the room, not a slice of it. */}
      <div
        className={cn('relative aspect-[16/10] overflow-hidden', compact && 'max-sm:aspect-[4/3]')}
      >
        <Artwork
          className="h-full object-cover object-bottom"
          image={project.image}
          sizes="(min-width: 1024px) 22rem, (min-width: 768px) 50vw, 100vw"
        />
        {!compact && (
          <span className="bg-card/95 text-primary absolute top-4 left-4 rounded-full px-3 py-1 text-sm font-semibold shadow-sm">
            {tag}
          </span>
        )}
      </div>
      <div className={cn('flex flex-1 flex-col p-6', compact && 'max-sm:p-3')}>
        <p className="text-accent text-sm font-semibold">{project.workType}</p>
        {/* Each fact behind its own icon, no separator between them: where the line wraps, nothing
            is left dangling at its end. */}
        <p className="text-muted-foreground mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {project.year}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {project.location}
          </span>
        </p>
        <h3
          id={titleId}
          className={cn('mt-3 text-xl font-semibold', compact && 'max-sm:mt-1 max-sm:text-lg')}
        >
          <a
            href={portfolioRoutes.project(project.id)}
            className="after:rounded-card hover:text-primary after:absolute after:inset-0"
          >
            {project.title}
          </a>
        </h3>
        <p className={cn('text-muted-foreground mt-2 leading-relaxed', compact && 'max-sm:hidden')}>
          {project.description}
        </p>
        {/* The title is the link; this only shows where the card leads. */}
        <p
          aria-hidden="true"
          className={cn(
            'text-primary mt-auto inline-flex items-center gap-2 pt-5 font-semibold',
            compact && 'max-sm:hidden',
          )}
        >
          {viewLabel}
          <ArrowRight className="size-4" />
        </p>
      </div>
    </article>
  )
}

/** Project cards in balanced rows. */
export function ProjectCards({
  projects,
  tagOf,
  viewLabel,
  anchors = false,
  compact = false,
  label,
}: {
  projects: PortfolioProject[]
  tagOf: (project: PortfolioProject) => string
  viewLabel: string
  anchors?: boolean
  /** Small cards on a phone (see ProjectCard). */
  compact?: boolean
  label?: string
}) {
  return (
    <CardGrid count={projects.length} columns={{ md: 2, lg: 3 }} label={label}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard
            project={project}
            tag={tagOf(project)}
            viewLabel={viewLabel}
            anchor={anchors}
            compact={compact}
          />
        </li>
      ))}
    </CardGrid>
  )
}
