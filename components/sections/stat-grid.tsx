import { CardGrid } from '@/components/ui/card-grid'
import { cn } from '@/lib/cn'

/** Figures with labels, e.g. "500+ Projects". Used for the about stats and the team counts. */
export function StatGrid({
  items,
  inverse = false,
  label,
  className,
}: {
  /** `note` says what a figure covers where the label alone would promise more ("24/7 Support"). */
  items: { value: string; label: string; note?: string }[]
  inverse?: boolean
  /** Names the list for screen readers when no heading precedes it. */
  label?: string
  className?: string
}) {
  return (
    <CardGrid
      as="dl"
      label={label}
      className={className}
      count={items.length}
      columns={{ base: 2, lg: 4 }}
      gap="sm"
    >
      {items.map((item, index) => (
        <div
          key={index}
          className={cn(
            // The figure above its label (a <dl> names the term first); figures line up across a row
            // whatever the length of their labels.
            'rounded-card grid content-start p-5 text-center sm:p-6',
            inverse
              ? 'bg-white/5 ring-1 ring-white/15'
              : 'bg-card shadow-card ring-border/60 ring-1',
          )}
        >
          <dt
            className={cn(
              'row-start-2 mt-1 text-base',
              inverse ? 'text-inverse-muted' : 'text-muted-foreground',
            )}
          >
            {item.label}
          </dt>
          <dd
            className={cn(
              'font-display row-start-1 text-4xl font-semibold sm:text-5xl',
              inverse ? 'text-inverse-foreground' : 'text-primary',
            )}
          >
            {item.value}
          </dd>
          {item.note && (
            <dd
              className={cn(
                'row-start-3 mt-2 text-sm leading-snug',
                inverse ? 'text-inverse-muted' : 'text-muted-foreground',
              )}
            >
              {item.note}
            </dd>
          )}
        </div>
      ))}
    </CardGrid>
  )
}
