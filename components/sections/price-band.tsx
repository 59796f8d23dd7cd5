import type { PriceBand as PriceBandContent, PriceLabels } from '@/lib/content/schema'
import { cn } from '@/lib/cn'
import { formatCost } from '@/lib/format'

/** A typical cost and duration (a service's) or a budget band (a project's), as a term list. */
export function PriceBand({
  band,
  labels,
  className,
}: {
  band: PriceBandContent
  labels: PriceLabels
  className?: string
}) {
  const rows = [
    { term: labels.cost, value: formatCost(band.cost) },
    { term: labels.duration, value: band.duration },
  ]
  return (
    <dl className={cn('bg-muted/60 rounded-lg px-4 py-3 text-[0.9375rem]', className)}>
      {rows.map((row) => (
        <div key={row.term} className="flex flex-wrap justify-between gap-x-4 py-1">
          <dt className="text-muted-foreground">{row.term}</dt>
          <dd className="text-foreground font-semibold">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
