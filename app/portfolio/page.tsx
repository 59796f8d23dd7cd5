import { content } from '@/lib/content'
import { PortfolioListing } from '@/components/sections/portfolio-listing'
import { generatedPageMetadata } from '@/lib/seo/metadata'
import { filterState } from '@/lib/portfolio/rules'
import { filterPage } from '@/lib/portfolio/pages'

/** The unfiltered list: read at each call, so `next dev` follows a save (lib/content/index.ts). */
function listing() {
  const state = filterState(content.portfolio, content.areas)!
  return { state, page: filterPage(content, state) }
}

export function generateMetadata() {
  return generatedPageMetadata(listing().page)
}

export default function PortfolioPage() {
  return <PortfolioListing content={content} {...listing()} />
}
