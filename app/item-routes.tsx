import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { type Content, content } from '@/lib/content'
import { generatedServices } from '@/lib/content/urls'
import { areaPage, type GeneratedPage, projectPage } from '@/lib/portfolio/pages'
import { generatedPageMetadata } from '@/lib/seo/metadata'
import { breadcrumbTrailJsonLd } from '@/lib/seo/structured-data'
import { servicePage } from '@/lib/services/pages'
import { JsonLd } from '@/components/json-ld'

/** What Next passes a page whose address ends in one dynamic segment, `param`. */
type ItemPageProps<Param extends string> = { params: Promise<Record<Param, string>> }

/**
 * A route with one page per item of a content list, the address's last segment (`param`) its
 * `key`: the addresses it exports, each page's metadata, and the page itself (any other address
 * is a 404). The list is read at each call, so `next dev` follows a save.
 */
function itemRoute<Param extends string, Key extends string, Item extends Record<Key, string>>(
  param: Param,
  items: () => Item[],
  key: Key,
  pageOf: (from: Content, item: Item) => GeneratedPage,
) {
  const idOf = (item: Item): string => item[key]
  async function itemFor({ params }: ItemPageProps<Param>) {
    const id = (await params)[param]
    return items().find((item) => idOf(item) === id) ?? notFound()
  }
  return {
    generateStaticParams: () =>
      items().map((item) => ({ [param]: idOf(item) }) as Record<Param, string>),
    generateMetadata: async (props: ItemPageProps<Param>) =>
      generatedPageMetadata(pageOf(content, await itemFor(props))),
    /**
     * The route's default export: the page's breadcrumb trail for search engines, then what `View`
     * shows of the item.
     */
    page: (View: (props: { item: Item; page: GeneratedPage }) => ReactNode) =>
      async function ItemPage(props: ItemPageProps<Param>) {
        const item = await itemFor(props)
        const page = pageOf(content, item)
        return (
          <>
            <JsonLd data={breadcrumbTrailJsonLd(content.site, page.breadcrumbs)} />
            <View item={item} page={page} />
          </>
        )
      },
  }
}

/** /services/<id> (a service without a page of its own), /areas/<slug>, /portfolio/<id>. */
export const itemRoutes = {
  service: itemRoute('service', () => generatedServices(content.services), 'id', servicePage),
  area: itemRoute('area', () => content.areas.items, 'slug', areaPage),
  project: itemRoute('project', () => content.portfolio.projects, 'id', projectPage),
}
