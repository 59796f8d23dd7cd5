import type { Metadata } from 'next'
import { content } from '@/content'

/** Page metadata from content: its own title and description, and its canonical URL. */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string
  description: string
  path: string
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path },
  }
}

export const siteMetadata: Metadata = {
  metadataBase: new URL(content.site.url),
  title: { default: content.site.name, template: `%s | ${content.site.name}` },
  description: content.site.description,
  openGraph: { siteName: content.site.name, locale: 'en_US', type: 'website' },
}
