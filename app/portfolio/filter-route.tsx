import { notFound } from 'next/navigation'
import { content } from '@/lib/content'
import { PortfolioListing } from '@/components/sections/portfolio-listing'
import { generatedPageMetadata } from '@/lib/seo/metadata'
import { filterState } from '@/lib/portfolio/rules'
import { filterPage } from '@/lib/portfolio/pages'

type Filter = 'category' | 'area'
type Params = { params: Promise<Partial<Record<Filter, string>>> }

/** Each filter's values, read at each call, so `next dev` follows a save (lib/content/index.ts). */
const values: Record<Filter, () => string[]> = {
  category: () => content.portfolio.categories.map((category) => category.id),
  area: () => content.areas.items.map((area) => area.slug),
}

/**
 * /portfolio and its filter pages, one module for the four routes: each route names the filters its
 * address holds (/portfolio/category/[category]/area/[area] holds both), and has a page for every
 * value of each, with projects or without; any other value is a 404.
 */
export function portfolioRoute(...filters: Filter[]) {
  async function stateFor({ params }: Params) {
    const { category, area } = await params
    return filterState(content.portfolio, content.areas, category, area) ?? notFound()
  }
  return {
    generateStaticParams: () =>
      filters.reduce<Partial<Record<Filter, string>>[]>(
        (combinations, filter) =>
          combinations.flatMap((combination) =>
            values[filter]().map((value) => ({ ...combination, [filter]: value })),
          ),
        [{}],
      ),
    generateMetadata: async (props: Params) =>
      generatedPageMetadata(filterPage(content, await stateFor(props))),
    Page: async function PortfolioPage(props: Params) {
      const state = await stateFor(props)
      return <PortfolioListing content={content} state={state} page={filterPage(content, state)} />
    },
  }
}
