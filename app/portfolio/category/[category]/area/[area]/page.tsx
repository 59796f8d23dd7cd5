import { notFound } from 'next/navigation'
import { content } from '@/lib/content'
import { PortfolioListing } from '@/components/sections/portfolio-listing'
import { generatedPageMetadata } from '@/lib/seo/metadata'
import { filterState } from '@/lib/portfolio/rules'
import { filterPage } from '@/lib/portfolio/pages'

type Params = { params: Promise<{ category: string; area: string }> }

/** Every category in every area has a page, with projects or without; any other address is a 404. */
export const dynamicParams = false

export function generateStaticParams() {
  return content.portfolio.categories.flatMap((category) =>
    content.areas.items.map((area) => ({ category: category.id, area: area.slug })),
  )
}

async function stateFor({ params }: Params) {
  const { category, area } = await params
  return filterState(content.portfolio, content.areas, category, area) ?? notFound()
}

export async function generateMetadata(props: Params) {
  return generatedPageMetadata(filterPage(content, await stateFor(props)))
}

export default async function PortfolioCategoryAreaPage(props: Params) {
  const state = await stateFor(props)
  return <PortfolioListing content={content} state={state} page={filterPage(content, state)} />
}
