import { notFound } from 'next/navigation'
import { content } from '@/lib/content'
import { generatedServices } from '@/lib/content/urls'
import { JsonLd } from '@/components/json-ld'
import { ServiceLanding } from '@/components/sections/service-landing'
import { generatedPageMetadata } from '@/lib/seo/metadata'
import { breadcrumbTrailJsonLd, serviceJsonLd } from '@/lib/seo/structured-data'
import { proofOf, serviceLandingWords } from '@/lib/services/landing'
import { servicePage, servicePageView } from '@/lib/services/pages'

type Params = { params: Promise<{ service: string }> }

/** Only the services of content/services.yaml without a page of their own have one here; any other address is a 404. */
export const dynamicParams = false

export function generateStaticParams() {
  return generatedServices(content.services).map((service) => ({ service: service.id }))
}

async function serviceFor({ params }: Params) {
  const { service: id } = await params
  return generatedServices(content.services).find((service) => service.id === id) ?? notFound()
}

export async function generateMetadata(props: Params) {
  return generatedPageMetadata(servicePage(content, await serviceFor(props)))
}

export default async function ServicePage(props: Params) {
  const service = await serviceFor(props)
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
