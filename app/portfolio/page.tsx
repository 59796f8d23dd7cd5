import { content } from '@/lib/content'
import { PortfolioListing } from '@/components/sections/portfolio-listing'
import { generatedPageMetadata } from '@/lib/seo/metadata'
import { filterState } from '@/lib/portfolio/rules'
import { filterPage } from '@/lib/portfolio/pages'

const state = filterState(content.portfolio, content.areas)!
const page = filterPage(content, state)

export const metadata = generatedPageMetadata(page)

export default function PortfolioPage() {
  return <PortfolioListing content={content} state={state} page={page} />
}
