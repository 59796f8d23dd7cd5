import { content } from '@/lib/content'
import { howWeWorkSections } from '@/lib/content/urls'
import { CallToAction } from '@/components/sections/call-to-action'
import { FixedPageHero } from '@/components/sections/fixed-page-hero'
import { PaymentSchedule, ProcessSteps, WarrantyTerms } from '@/components/sections/process'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = () => pageMetadata('howWeWork')

export default function HowWeWorkPage() {
  const { howWeWorkPage } = content
  const { hero, promise, steps, payments, warranty, callToAction } = howWeWorkPage
  return (
    <>
      <FixedPageHero page="howWeWork" content={content} hero={hero}>
        <p className="border-accent bg-card mt-8 max-w-2xl rounded-r-lg border-l-4 px-5 py-4 text-lg">
          <strong className="font-semibold">{promise.label}:</strong> {promise.text}
        </p>
      </FixedPageHero>
      <Section id={howWeWorkSections.steps} heading={steps.heading} tone="muted">
        <ProcessSteps steps={steps} />
      </Section>
      <Section id={howWeWorkSections.payments} heading={payments.heading}>
        <PaymentSchedule payments={payments} />
      </Section>
      <Section id={howWeWorkSections.warranty} heading={warranty.heading} tone="muted">
        <WarrantyTerms warranty={warranty} />
      </Section>
      <CallToAction {...callToAction} />
    </>
  )
}
