import { content } from '@/lib/content'
import { JsonLd } from '@/components/json-ld'
import { CallToAction } from '@/components/sections/call-to-action'
import { Hero } from '@/components/sections/hero'
import { ServiceList } from '@/components/sections/service-list'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumbJsonLd, servicesJsonLd } from '@/lib/seo/structured-data'

export function generateMetadata() {
  return pageMetadata('services')
}

export default function ServicesPage() {
  const { services, servicesPage, portfolio } = content
  const categoriesWithProjects = portfolio.categories.filter((category) =>
    portfolio.projects.some((project) => project.category === category.id),
  )
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(content, 'services')} />
      <JsonLd data={servicesJsonLd(content)} />
      <Hero {...servicesPage.hero} lead={servicesPage.hero.intro} />
      <Section id="service-list">
        <ServiceList
          services={services}
          categories={categoriesWithProjects}
          words={servicesPage}
          priceLabels={servicesPage.price.labels}
        />
        {services.some((service) => service.price) && (
          <p className="text-muted-foreground mt-8 max-w-3xl">{servicesPage.price.firmness}</p>
        )}
      </Section>
      <CallToAction {...servicesPage.callToAction} terms={servicesPage.price.whatIsFree} />
    </>
  )
}
