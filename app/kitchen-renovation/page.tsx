import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { JsonLd } from '@/components/json-ld'
import { ServiceLanding } from '@/components/sections/service-landing'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumbJsonLd } from '@/lib/seo/structured-data'
import { serviceLandingWords, serviceProof } from '@/lib/services/landing'

export function generateMetadata() {
  return pageMetadata('kitchen')
}

export default function KitchenRenovationPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(content, 'kitchen')} />
      <ServiceLanding
        page={content.kitchenPage}
        proof={serviceProof(content, routes.kitchen)}
        words={serviceLandingWords(content)}
      />
    </>
  )
}
