import type { MetadataRoute } from 'next'
import { content } from '@/lib/content'
import { canonicalUrl } from '@/lib/seo/site-files'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: canonicalUrl(content.site.url, '/sitemap.xml'),
  }
}
