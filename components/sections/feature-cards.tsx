import type { IconKey } from '@/lib/content/schema'
import { Icon } from '@/components/ui/icon'
import { CardGrid } from '@/components/ui/card-grid'
import { cn } from '@/lib/cn'

/** A grid of cards, each with an icon, a title and a short description (core values, service overview). */
export function FeatureCards({
  items,
  compact = false,
}: {
  items: { icon: IconKey; title: string; description: string; href?: string }[]
  /** On a phone, two titles a row without their descriptions: an overview that leads on. */
  compact?: boolean
}) {
  return (
    <CardGrid count={items.length} columns={{ base: compact ? 2 : 1, sm: 2, lg: 4 }} gap="md">
      {items.map((item, index) => (
        <li
          key={index}
          className={cn(
            'rounded-card bg-card shadow-card ring-border/60 has-[a:hover]:ring-primary/40 relative grid grid-cols-[auto_1fr] gap-x-4 p-5 ring-1 transition-shadow sm:block sm:p-7',
            compact && 'max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:p-4',
          )}
        >
          {/* On a phone the icon stands beside the words, so six cards stay within a few screens. */}
          <span className="bg-accent-soft text-accent row-span-2 inline-flex size-11 items-center justify-center rounded-full sm:size-12">
            <Icon name={item.icon} />
          </span>
          <h3
            className={cn(
              'self-center text-xl font-semibold sm:mt-5',
              compact && 'max-sm:self-start max-sm:text-lg max-sm:leading-snug',
            )}
          >
            {item.href ? (
              // The whole card is the link's click area; the name stays the title.
              <a
                href={item.href}
                className="after:rounded-card hover:text-primary after:absolute after:inset-0"
              >
                {item.title}
              </a>
            ) : (
              item.title
            )}
          </h3>
          <p
            className={cn(
              'text-muted-foreground mt-1 leading-relaxed sm:mt-2',
              compact && 'max-sm:hidden',
            )}
          >
            {item.description}
          </p>
        </li>
      ))}
    </CardGrid>
  )
}
