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
  ownHeading = false,
  children,
  className,
}: {
  id?: string
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
      <Container>
        {heading && (
          <SectionHeading
            {...heading}
            id={headingId}
            level={headingLevel}
            centered={centered}
            inverse={tone === 'inverse'}
          />
        )}
        {children}
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
}: SectionHeadingContent & { id?: string; level?: 1 | 2; centered?: boolean; inverse?: boolean }) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={cn('mb-8 max-w-2xl sm:mb-14', centered && 'mx-auto text-center')}>
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
