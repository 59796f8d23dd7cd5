import type { ReactNode } from 'react'
import type { PortfolioProject, ProjectFact, ProjectPage } from '@/lib/content/schema'
import { cn } from '@/lib/cn'
import { BreakAtSpaces } from '@/components/ui/word-breaks'
import { CheckList } from './check-list'

/** The project's category, work, year and area under its title; the area links to its page. */
export function ProjectSummary({
  items,
}: {
  items: { label: string; value: string; href?: string }[]
}) {
  return (
    // A row per fact on a phone, label and value side by side: two columns there broke a price
    // band and a hyphenated town ("Carmel-by-the- / Sea") across lines.
    <dl className="border-border mt-8 flex flex-col gap-y-1 border-t pt-6 sm:flex-row sm:flex-wrap sm:gap-x-8 sm:gap-y-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex min-h-11 items-center justify-between gap-4 sm:block sm:min-h-0"
        >
          <dt className="text-muted-foreground text-sm">{item.label}</dt>
          <dd className="text-right text-lg font-semibold sm:text-left">
            {item.href ? (
              <a
                href={item.href}
                className="text-primary inline-flex min-h-11 items-center underline underline-offset-4 hover:no-underline sm:min-h-0"
              >
                <BreakAtSpaces text={item.value} />
              </a>
            ) : (
              <BreakAtSpaces text={item.value} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Block({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** A fact longer than this takes a row of its own, so the card beside it is not left half empty. */
const shortFactLength = 16

/** Figures the editor chose, such as duration and size. */
function ProjectFacts({ facts }: { facts: ProjectFact[] }) {
  return (
    <dl className="mt-5 grid grid-cols-2 gap-3">
      {facts.map((fact, index) => (
        <div
          key={index}
          className={cn(
            'rounded-card bg-card ring-border/60 flex flex-col-reverse justify-end p-4 ring-1',
            fact.value.length > shortFactLength && 'col-span-2',
          )}
        >
          <dt className="text-muted-foreground mt-1 text-sm">{fact.label}</dt>
          <dd className="font-display text-primary text-xl font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * What the project was about: the brief, the challenge and the result, beside the key facts and
 * the scope of work. Each part shows only when the project has it.
 */
export function ProjectStory({
  project,
  labels,
}: {
  project: PortfolioProject
  labels: Pick<ProjectPage, 'story' | 'facts' | 'scope'>
}) {
  const { story, facts, scope } = project
  const parts = story
    ? (['brief', 'challenge', 'result'] as const).map((part) => ({
        part,
        heading: labels.story[part],
        text: story[part],
      }))
    : []
  return (
    <div className="grid gap-12 lg:grid-cols-[1.35fr_1fr] lg:gap-16">
      {parts.length > 0 && (
        <div className="space-y-10">
          {parts.map(({ part, heading, text }) => (
            <Block key={part} id={`story-${part}`} heading={heading}>
              <p className="text-muted-foreground mt-3 text-lg leading-relaxed">{text}</p>
            </Block>
          ))}
        </div>
      )}
      {(facts || scope) && (
        <div className="space-y-10">
          {facts && (
            <Block id="project-facts" heading={labels.facts}>
              <ProjectFacts facts={facts} />
            </Block>
          )}
          {scope && (
            <Block id="project-scope" heading={labels.scope}>
              <CheckList items={scope} className="mt-5" />
            </Block>
          )}
        </div>
      )}
    </div>
  )
}
