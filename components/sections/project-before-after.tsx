import type { BeforeAfterPair } from '@/content/schema'
import { Artwork } from '@/components/ui/artwork'

/**
 * The same view before and after the work, as two labelled pictures side by side (one above the
 * other on a phone). Works without JavaScript; the interactive comparison replaces this
 * component, with the same `pair` and labels.
 */
export function ProjectBeforeAfter({
  pair,
  labels,
}: {
  pair: BeforeAfterPair
  labels: { before: string; after: string }
}) {
  const sides = [
    { image: pair.before, label: labels.before },
    { image: pair.after, label: labels.after },
  ]
  return (
    <figure>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        {sides.map(({ image, label }) => (
          <figure
            key={label}
            className="rounded-card bg-card shadow-card ring-border/60 overflow-hidden ring-1"
          >
            <div className="aspect-[3/2] overflow-hidden">
              <Artwork
                image={image}
                className="h-full object-cover"
                sizes="(min-width: 1024px) 34rem, (min-width: 640px) 50vw, 100vw"
              />
            </div>
            <figcaption className="px-5 py-3 font-semibold">{label}</figcaption>
          </figure>
        ))}
      </div>
      {pair.caption && (
        <figcaption className="text-muted-foreground mt-4 leading-relaxed">
          {pair.caption}
        </figcaption>
      )}
    </figure>
  )
}
