import type { MetadataRoute } from 'next'
import { content } from '@/content'
import { routes } from '@/content/routes'
import { canonicalUrl } from '@/lib/site-files'

// A static export writes this file once at build time (out/sitemap.xml).
export const dynamic = 'force-static'

/** Every indexable page, at the same canonical URL its own <link rel="canonical"> gives. */
export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(routes).map((path) => ({ url: canonicalUrl(content.site.url, path) }))
}
