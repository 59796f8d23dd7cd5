import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { JsonLd } from '@/components/json-ld'
import { ServiceLanding } from '@/components/sections/service-landing'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumbJsonLd } from '@/lib/seo/structured-data'
import { serviceProof } from '@/lib/services/landing'

export function generateMetadata() {
  return pageMetadata('kitchen')
}

export default function KitchenRenovationPage() {
  const { kitchenPage, servicesPage, portfolioPage, testimonials, footer } = content
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(content, 'kitchen')} />
      <ServiceLanding
        page={kitchenPage}
        proof={serviceProof(content, routes.kitchen)}
        words={{
          price: servicesPage.price,
          viewProject: portfolioPage.viewProject,
          testimonials,
          newTabHint: footer.socialNewTabHint,
        }}
      />
    </>
  )
}
