import type { MetadataRoute } from 'next'
import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { generatedPages } from '@/lib/portfolio/pages'
import { servicePages } from '@/lib/services/pages'
import { canonicalUrl } from '@/lib/seo/site-files'

// A static export writes this file once at build time (out/sitemap.xml).
export const dynamic = 'force-static'

/**
 * Every indexable page, at the same canonical URL its own <link rel="canonical"> gives: the fixed
 * pages, each service's page, then the portfolio, its filter pages with projects, each project and
 * each area.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...Object.values(routes),
    ...servicePages(content).map((page) => page.path),
    ...generatedPages(content)
      .filter((page) => page.indexable)
      .map((page) => page.path),
  ]
  return paths.map((path) => ({ url: canonicalUrl(content.site.url, path) }))
}
