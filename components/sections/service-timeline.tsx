import type { Service, ServicePageWords } from '@/lib/content/schema'
import { cn } from '@/lib/cn'

/**
 * How long a service's work takes, stage by stage, ending with the whole time from the first call
 * to move-in, so a visitor plans for all of it rather than the construction alone.
 */
export function ServiceTimeline({
  timeline,
  labels,
}: {
  timeline: NonNullable<Service['timeline']>
  labels: ServicePageWords['timeline']['labels']
}) {
  const stages = [
    { term: labels.design, value: timeline.design },
    { term: labels.permits, value: timeline.permits },
    ...(timeline.build ? [{ term: labels.build, value: timeline.build }] : []),
  ]
  return (
    <dl
      className={cn('grid grid-cols-2 gap-3', timeline.build ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}
    >
      {stages.map((stage) => (
        <div
          key={stage.term}
          className="rounded-card bg-card shadow-card ring-border/60 flex flex-col gap-1 p-4 ring-1 sm:p-5"
        >
          <dt className="text-muted-foreground text-sm">{stage.term}</dt>
          <dd className="text-lg font-semibold">{stage.value}</dd>
        </div>
      ))}
      {/* Below the stages in two columns, across both when they leave none beside it. */}
      <div
        className={cn(
          'rounded-card bg-primary text-primary-foreground flex flex-col gap-1 p-4 sm:p-5',
          stages.length % 2 === 0 && 'col-span-2 lg:col-span-1',
        )}
      >
        <dt className="text-sm">{labels.total}</dt>
        <dd className="font-display text-xl font-semibold">{timeline.total}</dd>
      </div>
    </dl>
  )
}
