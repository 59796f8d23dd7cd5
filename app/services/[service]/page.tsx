import { content } from '@/lib/content'
import { JsonLd } from '@/components/json-ld'
import { ServiceLanding } from '@/components/sections/service-landing'
import { serviceJsonLd } from '@/lib/seo/structured-data'
import { proofOf, serviceLandingWords } from '@/lib/services/landing'
import { servicePageView } from '@/lib/services/pages'
import { itemRoutes } from '../../item-routes'

export function generateStaticParams() {
  return itemRoutes.service.generateStaticParams()
}
export const generateMetadata = itemRoutes.service.generateMetadata

export default itemRoutes.service.page(function ServicePage({ item: service }) {
  return (
    <>
      <JsonLd data={serviceJsonLd(content, service)} />
      <ServiceLanding
        page={servicePageView(content, service)}
        proof={proofOf(content, service)}
        words={serviceLandingWords(content)}
      />
    </>
  )
})
