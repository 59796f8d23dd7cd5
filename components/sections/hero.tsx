import type { ReactNode } from 'react'
import type { Image, Link } from '@/lib/content/schema'
import { Artwork } from '@/components/ui/artwork'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { Eyebrow } from '@/components/ui/section'
import { BreakAtSpaces } from '@/components/ui/word-breaks'

/**
 * How a heading's word is kept whole: a short one at every width; one of up to 18 characters
 * ("Carmel-by-the-Sea") from a 380 px phone up, whose line holds it, never "Carmel- / by-the-Sea";
 * a longer one from 640 px. On a narrower screen a long word may break at its hyphens, so it never
 * runs off the screen.
 */
const headingWord = (word: string) => {
  if (word.length <= 12) return 'whitespace-nowrap'
  return word.length <= 18 ? 'min-[380px]:whitespace-nowrap' : 'sm:whitespace-nowrap'
}

/** Where the artwork stands beside the title (`lg:grid-cols` below); narrower, it follows the words. */
const besideTitle = '(min-width: 1024px)'

/** The opening of a page: its one h1, a lead paragraph, up to two actions and optional artwork. */
export function Hero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  image,
  breadcrumbs,
  terms,
  longOpening = false,
  children,
}: {
  /** The breadcrumb trail above the heading, on inner pages that show one. */
  breadcrumbs?: ReactNode
  eyebrow?: string
  title: string
  lead?: string
  primary?: Link
  secondary?: Link
  image?: Image
  /** What is free and what is paid, under actions that offer an estimate, a quote or a visit. */
  terms?: string
  /** The words fill a phone's first screen (a project's facts), so there the artwork, under them,
   * waits for the words' fonts; on a wide screen, beside the title, it is still fetched first. */
  longOpening?: boolean
  /** Extra facts under the actions, such as highlights or a claim. */
  children?: ReactNode
}) {
  const opening = (
    <>
      {breadcrumbs}
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h1 className="text-display font-semibold">
        <BreakAtSpaces text={title} keepWords={headingWord} />
      </h1>
    </>
  )
  const rest = (
    <>
      {lead && <p className="text-muted-foreground text-lg leading-relaxed sm:text-xl">{lead}</p>}
      {(primary || secondary) && (
        // On a phone two buttons that wrap each take the whole width, rather than two widths.
        <div className="mt-8 flex flex-wrap gap-3 max-sm:*:grow">
          {primary && <ButtonLink href={primary.href}>{primary.label}</ButtonLink>}
          {secondary && (
            <ButtonLink href={secondary.href} variant="secondary">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      )}
      {terms && <p className="text-muted-foreground mt-3 text-sm">{terms}</p>}
      {children}
    </>
  )
  return (
    <section className="border-border/60 from-muted/70 to-background pt-header overflow-hidden border-b bg-gradient-to-b">
      {image ? (
        <Container className="grid items-center gap-8 py-8 sm:gap-10 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:py-20">
          <div className="max-w-2xl">
            {opening}
            <div className="mt-5">{rest}</div>
          </div>
          <div className="relative">
            <div className="rounded-card shadow-card ring-border/60 overflow-hidden ring-1">
              <Artwork
                image={image}
                priority
                firstScreen={longOpening ? besideTitle : undefined}
                sizes={`${besideTitle} 34rem, 100vw`}
              />
            </div>
          </div>
        </Container>
      ) : (
        // Without artwork, the heading and the words beside it share a wide screen's width.
        <Container className="grid gap-5 py-10 sm:py-20 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div className="max-w-2xl">{opening}</div>
          <div className="max-w-2xl">{rest}</div>
        </Container>
      )}
    </section>
  )
}

/** Short figures under a hero: "15+ years / of experience". */
export function HeroHighlights({ items }: { items: { value: string; label: string }[] }) {
  return (
    <dl className="border-border mt-10 flex flex-wrap gap-x-10 gap-y-4 border-t pt-6">
      {items.map((item, index) => (
        <div key={index} className="flex flex-col-reverse">
          <dt className="text-muted-foreground text-sm">{item.label}</dt>
          <dd className="font-display text-primary text-2xl font-semibold">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
