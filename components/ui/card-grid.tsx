import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * Columns for `count` cards when at most `max` fit side by side: as many as fit, but one fewer
 * when that fills the last row better (4 cards in 2 × 2, not 3 + 1). Never one wide card: a lone
 * card keeps the width it would have beside a second one.
 */
export function balancedColumns(count: number, max: number): number {
  if (max <= 1) return 1
  if (count <= max) return Math.max(count, 2)
  const lastRowFill = (columns: number) => (count % columns === 0 ? columns : count % columns)
  return lastRowFill(max - 1) > lastRowFill(max) ? max - 1 : max
}

// Static class names, so Tailwind generates them: the column count on each breakpoint.
const columnsAt = {
  base: { 1: '[--columns:1]', 2: '[--columns:2]', 3: '[--columns:3]', 4: '[--columns:4]' },
  sm: {
    1: 'sm:[--columns:1]',
    2: 'sm:[--columns:2]',
    3: 'sm:[--columns:3]',
    4: 'sm:[--columns:4]',
  },
  md: {
    1: 'md:[--columns:1]',
    2: 'md:[--columns:2]',
    3: 'md:[--columns:3]',
    4: 'md:[--columns:4]',
  },
  lg: {
    1: 'lg:[--columns:1]',
    2: 'lg:[--columns:2]',
    3: 'lg:[--columns:3]',
    4: 'lg:[--columns:4]',
  },
} as const
type Breakpoint = keyof typeof columnsAt
type Columns = 1 | 2 | 3 | 4

const gaps = { sm: '[--gap:1rem]', md: '[--gap:1.25rem]', lg: '[--gap:1.5rem]' } as const

/**
 * Cards in rows that wrap; a last row with fewer cards is centred, not stretched, so any number
 * of items looks intended. `columns` gives the most cards per row from each breakpoint up (one per
 * row below the first one given); the widest is balanced against the number of items.
 */
export function CardGrid({
  count,
  columns,
  gap = 'lg',
  as: List = 'ul',
  label,
  className,
  children,
}: {
  count: number
  columns: Partial<Record<Breakpoint, Columns>>
  gap?: keyof typeof gaps
  as?: 'ul' | 'ol' | 'dl' | 'div'
  /** Names the list for screen readers when no heading precedes it. */
  label?: string
  className?: string
  children: ReactNode
}) {
  const breakpoints = (Object.keys(columnsAt) as Breakpoint[]).filter((bp) => columns[bp])
  const widest = breakpoints.at(-1)
  return (
    <List
      aria-label={label}
      className={cn(
        'flex flex-wrap justify-center gap-(--gap)',
        !columns.base && columnsAt.base[1],
        '*:min-w-0 *:basis-[calc((100%-(var(--columns)-1)*var(--gap))/var(--columns))]',
        gaps[gap],
        ...breakpoints.map((bp) =>
          bp === widest
            ? columnsAt[bp][balancedColumns(count, columns[bp]!) as Columns]
            : columnsAt[bp][Math.min(columns[bp]!, Math.max(count, 2)) as Columns],
        ),
        className,
      )}
    >
      {children}
    </List>
  )
}
