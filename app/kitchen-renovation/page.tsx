import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { JsonLd } from '@/components/json-ld'
import { ServiceLanding } from '@/components/sections/service-landing'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumbTrailJsonLd, serviceJsonLd } from '@/lib/seo/structured-data'
import { serviceLandingWords, serviceProof } from '@/lib/services/landing'
import { servicePage } from '@/lib/services/pages'

export const generateMetadata = () => pageMetadata('kitchen')

export default function KitchenRenovationPage() {
  const proof = serviceProof(content, routes.kitchen)
  // Home › Services › the service, as on every other service's page.
  const trail = servicePage(content, proof.service).breadcrumbs
  return (
    <>
      <JsonLd data={breadcrumbTrailJsonLd(content.site, trail)} />
      <JsonLd data={serviceJsonLd(content, proof.service)} />
      <ServiceLanding
        page={{
          ...content.kitchenPage,
          breadcrumbs: { trail, label: content.portfolioPage.breadcrumbLabel },
        }}
        proof={proof}
        words={serviceLandingWords(content)}
      />
    </>
  )
}
