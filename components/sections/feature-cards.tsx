import type { IconKey } from '@/content/schema'
import { Icon } from '@/components/ui/icon'
import { cn } from '@/lib/cn'

/** A grid of cards, each with an icon, a title and a short description (core values, service overview). */
export function FeatureCards({
  items,
}: {
  items: { icon: IconKey; title: string; description: string; href?: string }[]
}) {
  return (
    <ul
      className={cn(
        'grid gap-5 sm:grid-cols-2',
        items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      {items.map((item) => (
        <li
          key={item.title}
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
    </ul>
  )
}
