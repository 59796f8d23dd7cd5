import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { JsonLd } from '@/components/json-ld'
import { ServiceLanding } from '@/components/sections/service-landing'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/structured-data'
import { serviceLandingWords, serviceProof } from '@/lib/services/landing'

export function generateMetadata() {
  return pageMetadata('kitchen')
}

export default function KitchenRenovationPage() {
  const proof = serviceProof(content, routes.kitchen)
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(content, 'kitchen')} />
      <JsonLd data={serviceJsonLd(content, proof.service)} />
      <ServiceLanding
        page={content.kitchenPage}
        proof={proof}
        words={serviceLandingWords(content)}
      />
    </>
  )
}
