import { content } from '@/lib/content'
import { JsonLd } from '@/components/json-ld'
import { CallToAction } from '@/components/sections/call-to-action'
import { Hero } from '@/components/sections/hero'
import { ServiceCards, ServiceDetails } from '@/components/sections/service-cards'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumbJsonLd, servicesJsonLd } from '@/lib/seo/structured-data'

export function generateMetadata() {
  return pageMetadata('services')
}

export default function ServicesPage() {
  const { services, servicesPage } = content
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(content, 'services')} />
      <JsonLd data={servicesJsonLd(content)} />
      <Hero {...servicesPage.hero} lead={servicesPage.hero.intro} />
      <Section id="service-list">
        <ServiceCards
          services={services}
          learnMore={servicesPage.learnMore}
          learnMoreAbout={servicesPage.learnMoreAbout}
          priceLabels={servicesPage.price.labels}
          titleLevel={2}
        />
        {services.some((service) => service.price) && (
          <p className="text-muted-foreground mt-8 max-w-3xl">{servicesPage.price.firmness}</p>
        )}
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
