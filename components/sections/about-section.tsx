import type { Home } from '@/lib/content/schema'
import { homeSections } from '@/lib/content/urls'
import { ButtonLink } from '@/components/ui/button-link'
import { Section, SectionHeading } from '@/components/ui/section'
import { CheckList } from './check-list'
import { HeroHighlights } from './hero'

/** The home page's about section: who we are, in short, with a link to the full story. */
export function AboutSection({
  about,
  highlights,
}: {
  about: Home['about']
  highlights: { value: string; label: string }[]
}) {
  return (
    <Section id={homeSections.about} ownHeading>
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading {...about.heading} id={`${homeSections.about}-heading`} />
          <div className="text-muted-foreground -mt-4 space-y-4 text-lg leading-relaxed">
            {about.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-card bg-card shadow-card ring-border/60 self-center p-6 ring-1 sm:p-9">
          <CheckList items={about.points} className="text-lg" />
          {/* The hero shows the same figures a few screens up: a phone is spared them twice. */}
          <div className="max-sm:hidden">
            <HeroHighlights items={highlights} />
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={about.primary.href}>{about.primary.label}</ButtonLink>
            <ButtonLink href={about.secondary.href} variant="secondary">
              {about.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  )
}
