import { content } from '@/content'
import { routes } from '@/content/routes'
import { CallToAction } from '@/components/sections/call-to-action'
import { Hero } from '@/components/sections/hero'
import { ServiceCards, ServiceDetails } from '@/components/sections/service-cards'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/metadata'

const { services, servicesPage } = content

export const metadata = pageMetadata({
  title: servicesPage.metaTitle,
  description: servicesPage.metaDescription,
  path: routes.services,
})

export default function ServicesPage() {
  return (
    <>
      <Hero {...servicesPage.hero} lead={servicesPage.hero.intro} />
      <Section id="service-list">
        <ServiceCards
          services={services}
          learnMore={servicesPage.learnMore}
          learnMoreAbout={servicesPage.learnMoreAbout}
        />
      </Section>
      <Section id="service-details" heading={servicesPage.detailsHeading} tone="muted">
        <ServiceDetails
          services={services}
          backLabel={servicesPage.backToServices}
          backHref="#service-list"
        />
      </Section>
      <CallToAction {...servicesPage.callToAction} />
    </>
  )
}
