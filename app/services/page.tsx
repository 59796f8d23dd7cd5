import { content } from '@/lib/content'
import { CallToAction } from '@/components/sections/call-to-action'
import { FixedPageHero } from '@/components/sections/fixed-page-hero'
import { ServiceList } from '@/components/sections/service-list'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/seo/metadata'
import { servicesJsonLd } from '@/lib/seo/structured-data'

export const generateMetadata = () => pageMetadata('services')

export default function ServicesPage() {
  const { services, servicesPage, portfolio } = content
  const categoriesWithProjects = portfolio.categories.filter((category) =>
    portfolio.projects.some((project) => project.category === category.id),
  )
  return (
    <>
      <FixedPageHero
        page="services"
        content={content}
        hero={servicesPage.hero}
        structuredData={servicesJsonLd(content)}
      />
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
