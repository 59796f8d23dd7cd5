import { Check, X } from 'lucide-react'
import { cn } from '@/lib/cn'

/** What each item is marked with: a check for what is included, a muted cross for what is not. */
const marks = {
  check: { Icon: Check, colour: 'text-primary' },
  cross: { Icon: X, colour: 'text-muted-foreground' },
}

/**
 * A list with check marks: service features, kitchen benefits, the about section's points; with
 * crosses, what the warranty does not cover.
 */
export function CheckList({
  items,
  columns = 1,
  mark = 'check',
  className,
}: {
  items: string[]
  columns?: 1 | 2 | 3
  mark?: keyof typeof marks
  className?: string
}) {
  const { Icon, colour } = marks[mark]
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
          <Icon aria-hidden="true" className={cn('mt-1 size-5 shrink-0', colour)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
