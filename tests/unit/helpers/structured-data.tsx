/** The structured data as the pages render it, read back as a search engine would. */
import { render } from '@testing-library/react'
import { JsonLd } from '@/components/json-ld'
import { content } from '@/lib/content'

const { areas, site } = content

export type Json = Record<string, unknown>

/** Renders the structured data as the pages do and reads it back as a search engine would. */
export function rendered(data: Parameters<typeof JsonLd>[0]['data']): { text: string; json: Json } {
  const { container } = render(<JsonLd data={data} />)
  const scripts = container.querySelectorAll('script[type="application/ld+json"]')
  expect(scripts).toHaveLength(1)
  const text = scripts[0]!.textContent!
  return { text, json: JSON.parse(text) as Json }
}

/** The home page's address: the site's own URL from content/site.yaml. */
export const home = site.url

/** Each area served as the place content/areas.yaml identifies, in its order. */
export const servedPlaces = areas.items.map(({ name, place }) => {
  return {
    '@type': place.kind,
    name,
    sameAs: place.sameAs,
    address: {
      '@type': 'PostalAddress',
      addressLocality: name,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
  }
})
