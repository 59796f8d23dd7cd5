import { content } from '@/lib/content'
import { JsonLd } from '@/components/json-ld'
import { ServiceLanding } from '@/components/sections/service-landing'
import { breadcrumbTrailJsonLd, serviceJsonLd } from '@/lib/seo/structured-data'
import { proofOf, serviceLandingWords } from '@/lib/services/landing'
import { servicePage, servicePageView } from '@/lib/services/pages'
import { type ItemPageProps, itemRoutes } from '../../item-routes'

const route = itemRoutes.service

export function generateStaticParams() {
  return route.generateStaticParams()
}
export const generateMetadata = route.generateMetadata

export default async function ServicePage(props: ItemPageProps<'service'>) {
  const service = await route.itemFor(props)
  return (
    <>
      <JsonLd
        data={breadcrumbTrailJsonLd(content.site, servicePage(content, service).breadcrumbs)}
      />
      <JsonLd data={serviceJsonLd(content, service)} />
      <ServiceLanding
        page={servicePageView(content, service)}
        proof={proofOf(content, service)}
        words={serviceLandingWords(content)}
      />
    </>
  )
}
