import { notFound } from 'next/navigation'
import { content } from '@/lib/content'
import { PortfolioListing } from '@/components/sections/portfolio-listing'
import { generatedPageMetadata } from '@/lib/seo/metadata'
import { filterState } from '@/lib/portfolio/rules'
import { filterPage } from '@/lib/portfolio/pages'

type Params = { params: Promise<{ area: string }> }

/** Only the areas in content/areas.yaml have a page; any other address is a 404. */
export const dynamicParams = false

export function generateStaticParams() {
  return content.areas.items.map((area) => ({ area: area.slug }))
}

async function stateFor({ params }: Params) {
  const { area } = await params
  return filterState(content.portfolio, content.areas, undefined, area) ?? notFound()
}

export async function generateMetadata(props: Params) {
  return generatedPageMetadata(filterPage(content, await stateFor(props)))
}

export default async function PortfolioAreaPage(props: Params) {
  const state = await stateFor(props)
  return <PortfolioListing content={content} state={state} page={filterPage(content, state)} />
}
