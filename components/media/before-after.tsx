import type { BeforeAfterPair } from '@/lib/content/schema'
import type { BeforeAfterLabels } from './before-after-slider'
import { Island } from '@/components/islands/island'
import { Artwork } from '@/components/ui/artwork'
import { cn } from '@/lib/cn'

export type { BeforeAfterLabels }

/**
 * A before/after comparison: <BeforeAfterSlider> stacks the two captioned pictures under a divider
 * that a range input (and a drag on the pictures) moves, in the page's HTML already, so nothing
 * moves when the runtime arrives (without script at all they stand side by side). The optional
 * caption describes the pair as a whole.
 */
export function BeforeAfter({
  pair,
  labels,
  sizes = '(min-width: 60rem) 56rem, 100vw',
  className,
}: {
  pair: BeforeAfterPair
  labels: BeforeAfterLabels
  /** The pictures' `sizes`: each is as wide as the comparison once stacked (at most 56rem). */
  sizes?: string
  className?: string
}) {
  const slider = (
    <Island
      name="comparison"
      props={{ labels }}
      slots={{
        before: <Artwork image={pair.before} sizes={sizes} />,
        after: <Artwork image={pair.after} sizes={sizes} />,
      }}
    />
  )
  if (!pair.caption) return <div className={className}>{slider}</div>
  return (
    <figure className={cn('m-0', className)}>
      {slider}
      <figcaption className="text-muted-foreground mt-2 text-center text-sm">
        {pair.caption}
      </figcaption>
    </figure>
  )
}
