import { ShieldCheck } from 'lucide-react'
import { content } from '@/lib/content'
import { CallToAction } from '@/components/sections/call-to-action'
import { FixedPageHero } from '@/components/sections/fixed-page-hero'
import { Questions } from '@/components/sections/questions'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = () => pageMetadata('olderHomes')

export default function OlderHomesPage() {
  const { olderHomesPage, servicesPage } = content
  const { hero, certification, questions, callToAction } = olderHomesPage
  return (
    <>
      <FixedPageHero page="olderHomes" content={content} hero={hero}>
        <p className="rounded-card bg-card ring-border/60 mt-6 inline-flex items-center gap-3 px-4 py-3 ring-1">
          <ShieldCheck aria-hidden="true" className="text-primary size-6 shrink-0" />
          <span>
            <span className="font-semibold">{certification.label}</span>{' '}
            <span className="text-muted-foreground whitespace-nowrap">{certification.number}</span>
          </span>
        </p>
      </FixedPageHero>
      <Section id="questions" heading={questions.heading}>
        <Questions items={questions.items} />
      </Section>
      <CallToAction {...callToAction} terms={servicesPage.price.whatIsFree} />
    </>
  )
}
