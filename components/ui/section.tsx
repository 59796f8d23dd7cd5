import type { ReactNode } from 'react'
import type { SectionHeading as SectionHeadingContent } from '@/lib/content/schema'
import { cn } from '@/lib/cn'
import { Container } from './container'

export type SectionTone = 'default' | 'muted' | 'inverse'

const tones: Record<SectionTone, string> = {
  default: '',
  muted: 'bg-muted',
  inverse: 'bg-inverse text-inverse-foreground focus-ring-inverse',
}

/** A page section with an optional heading; `id` makes it an anchor target. */
export function Section({
  id,
  heading,
  tone = 'default',
  headingLevel = 2,
  centered = false,
  headingBeside = false,
  ownHeading = false,
  children,
  className,
}: {
  id?: string
  /** On a wide screen, the heading in the left half and the children in the right, as the hero's
   * title beside its lead: a single column of text would leave half the section empty. */
  headingBeside?: boolean
  /** The children hold the section's heading, with id `${id}-heading`. */
  ownHeading?: boolean
  heading?: SectionHeadingContent
  tone?: SectionTone
  headingLevel?: 1 | 2
  centered?: boolean
  children?: ReactNode
  className?: string
}) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      aria-labelledby={heading || ownHeading ? headingId : undefined}
      className={cn('py-12 sm:py-24', tones[tone], className)}
    >
      <Container className={cn(headingBeside && 'lg:grid lg:grid-cols-2 lg:items-start lg:gap-16')}>
        {heading && (
          <SectionHeading
            {...heading}
            id={headingId}
            level={headingLevel}
            centered={centered}
            inverse={tone === 'inverse'}
            className={cn(headingBeside && 'lg:mb-0')}
          />
        )}
        {headingBeside ? <div>{children}</div> : children}
      </Container>
    </section>
  )
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  level = 2,
  centered = false,
  inverse = false,
  className,
}: SectionHeadingContent & {
  id?: string
  level?: 1 | 2
  centered?: boolean
  inverse?: boolean
  className?: string
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={cn('mb-8 max-w-2xl sm:mb-14', centered && 'mx-auto text-center', className)}>
      {eyebrow && <Eyebrow inverse={inverse}>{eyebrow}</Eyebrow>}
      <Heading id={id} className={cn(level === 1 ? 'text-display' : 'text-title', 'font-semibold')}>
        {title}
      </Heading>
      {intro && (
        <p
          className={cn(
            'mt-4 text-lg leading-relaxed',
            inverse ? 'text-inverse-muted' : 'text-muted-foreground',
          )}
        >
          {intro}
        </p>
      )}
    </div>
  )
}

export function Eyebrow({ children, inverse = false }: { children: ReactNode; inverse?: boolean }) {
  return (
    <p
      className={cn(
        'mb-3 text-sm font-semibold tracking-[0.14em] uppercase',
        inverse ? 'text-accent-soft' : 'text-accent',
      )}
    >
      {children}
    </p>
  )
}
