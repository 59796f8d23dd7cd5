import { content } from '@/lib/content'
import { JsonLd } from '@/components/json-ld'
import { CallToAction } from '@/components/sections/call-to-action'
import { CheckList } from '@/components/sections/check-list'
import { Hero } from '@/components/sections/hero'
import { Steps } from '@/components/sections/steps'
import { ValueClaim } from '@/components/sections/value-claim'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumbJsonLd } from '@/lib/seo/structured-data'

export function generateMetadata() {
  return pageMetadata('kitchen')
}

export default function KitchenRenovationPage() {
  const { kitchenPage } = content
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(content, 'kitchen')} />
      <Hero {...kitchenPage.hero}>
        <ValueClaim {...kitchenPage.valueClaim} />
      </Hero>
      <Section id="benefits" heading={kitchenPage.benefits.heading}>
        <CheckList
          items={kitchenPage.benefits.items.map((item) => item.text)}
          columns={3}
          className="text-lg"
        />
      </Section>
      <Section id="process" heading={kitchenPage.process.heading} tone="muted">
        <Steps steps={kitchenPage.process.steps} stepLabel={kitchenPage.process.stepLabel} />
      </Section>
      <CallToAction {...kitchenPage.callToAction} />
    </>
  )
}
