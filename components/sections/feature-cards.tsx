import type { IconKey } from '@/lib/content/schema'
import { Icon } from '@/components/ui/icon'
import { CardGrid } from '@/components/ui/card-grid'

/** A grid of cards, each with an icon, a title and a short description (core values, service overview). */
export function FeatureCards({
  items,
}: {
  items: { icon: IconKey; title: string; description: string; href?: string }[]
}) {
  return (
    <CardGrid count={items.length} columns={{ sm: 2, lg: 4 }} gap="md">
      {items.map((item, index) => (
        <li
          key={index}
          className="rounded-card bg-card shadow-card ring-border/60 has-[a:hover]:ring-primary/40 relative p-6 ring-1 transition-shadow sm:p-7"
        >
          <span className="bg-accent-soft text-accent inline-flex size-12 items-center justify-center rounded-full">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-5 text-xl font-semibold">
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
          <p className="text-muted-foreground mt-2 leading-relaxed">{item.description}</p>
        </li>
      ))}
    </CardGrid>
  )
}
