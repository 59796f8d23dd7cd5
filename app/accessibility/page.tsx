import { content } from '@/lib/content'
import { accessibilitySections } from '@/lib/content/urls'
import { BarrierReport, KnownLimitations } from '@/components/sections/accessibility-statement'
import { CheckList } from '@/components/sections/check-list'
import { FixedPageHero } from '@/components/sections/fixed-page-hero'
import { Prose } from '@/components/sections/prose'
import { Section } from '@/components/ui/section'
import { DatedNote } from '@/components/ui/dated-note'
import { pageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = () => pageMetadata('accessibility')

export default function AccessibilityPage() {
  const { accessibilityPage, site } = content
  const { hero, reviewed, conformance, measures, compatibility, limitations, feedback } =
    accessibilityPage
  return (
    <>
      <FixedPageHero page="accessibility" content={content} hero={hero}>
        <DatedNote {...reviewed} />
      </FixedPageHero>
      <Section id={accessibilitySections.conformance} heading={conformance.heading}>
        <Prose paragraphs={conformance.paragraphs} />
      </Section>
      <Section id={accessibilitySections.measures} heading={measures.heading} tone="muted">
        <CheckList items={measures.items} className="max-w-3xl" />
      </Section>
      <Section id={accessibilitySections.compatibility} heading={compatibility.heading}>
        <CheckList items={compatibility.items} className="max-w-3xl" />
        {compatibility.note && (
          <p className="text-muted-foreground mt-8 max-w-3xl text-lg leading-relaxed">
            {compatibility.note}
          </p>
        )}
      </Section>
      <Section id={accessibilitySections.limitations} heading={limitations.heading} tone="muted">
        <KnownLimitations limitations={limitations} />
      </Section>
      <Section id={accessibilitySections.feedback} heading={feedback.heading}>
        <BarrierReport feedback={feedback} site={site} />
      </Section>
    </>
  )
}
