import { Check } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A list with check marks: service features, kitchen benefits, the about section's points. */
export function CheckList({
  items,
  columns = 1,
  className,
}: {
  items: string[]
  columns?: 1 | 2 | 3
  className?: string
}) {
  return (
    <ul
      className={cn(
        'grid gap-2 sm:gap-3',
        columns === 2 && 'sm:grid-cols-2',
        columns === 3 && 'sm:grid-cols-2 lg:grid-cols-3',
        className,
      )}
    >
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 leading-relaxed">
          <Check aria-hidden="true" className="text-primary mt-1 size-5 shrink-0" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
