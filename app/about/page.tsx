import { content } from '@/lib/content'
import { CallToAction } from '@/components/sections/call-to-action'
import { FeatureCards } from '@/components/sections/feature-cards'
import { FixedPageHero } from '@/components/sections/fixed-page-hero'
import { Prose } from '@/components/sections/prose'
import { StatGrid } from '@/components/sections/stat-grid'
import { TeamMembers } from '@/components/sections/team-members'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/seo/metadata'
import { teamJsonLd } from '@/lib/seo/structured-data'

export const generateMetadata = () => pageMetadata('about')

export default function AboutPage() {
  const { aboutPage } = content
  return (
    <>
      <FixedPageHero
        page="about"
        content={content}
        hero={aboutPage.hero}
        structuredData={teamJsonLd(content.site, aboutPage.team.people)}
      />
      <Section id="story" heading={aboutPage.story.heading} headingBeside>
        <Prose paragraphs={aboutPage.story.paragraphs} />
      </Section>
      <Section id="stats" tone="inverse" heading={{ title: aboutPage.stats.heading }} centered>
        <StatGrid items={aboutPage.stats.items} inverse />
      </Section>
      <Section id="values" heading={aboutPage.values.heading}>
        <FeatureCards items={aboutPage.values.items} />
      </Section>
      <Section id="team" heading={aboutPage.team.heading} tone="muted">
        <TeamMembers people={aboutPage.team.people} />
        <StatGrid items={aboutPage.team.counts} className="mt-8" />
      </Section>
      <CallToAction {...aboutPage.callToAction} />
    </>
  )
}
