import type { Metadata, Viewport } from 'next'
import { content, fixedPageContent } from '@/lib/content'
import type { GeneratedPage } from '@/lib/portfolio/pages'
import { canonicalUrl, iconFiles, type PageKey, socialCardPath, socialCardSize } from './site-files'

// `content` is read when each function is called, never copied here: in `npm run dev` it is a new
// object after every save (lib/content/index.ts), and a copy would keep the first one's words.

const titleTemplate = () => `%s | ${content.site.name}`

/**
 * A fixed page's metadata from content: its own title and description (the page's words), its
 * canonical URL, and the Open Graph and Twitter card tags with its social card. Next replaces (does
 * not merge) the layout's openGraph and twitter objects, so every field is set here.
 */
export function pageMetadata(page: PageKey): Metadata {
  const { path, words, card } = fixedPageContent(page)
  return metadataFor({
    path,
    title: words.metaTitle,
    description: words.metaDescription,
    card: { path: socialCardPath(page), alt: card.cardAlt },
  })
}

/**
 * The metadata of a page made from the portfolio or the areas (lib/portfolio/pages.ts). A filter
 * page without projects keeps its canonical URL (itself) but asks not to be indexed.
 */
export function generatedPageMetadata(page: GeneratedPage): Metadata {
  const metadata = { ...metadataFor(page), title: { absolute: page.documentTitle } }
  return page.indexable ? metadata : { ...metadata, robots: { index: false, follow: true } }
}

function metadataFor({
  path,
  title,
  description,
  card,
}: {
  path: string
  title: string
  description: string
  card: { path: string; alt: string }
}): Metadata {
  const { site } = content
  const url = canonicalUrl(site.url, path)
  const image = {
    url: canonicalUrl(site.url, card.path),
    ...socialCardSize,
    alt: card.alt,
    type: 'image/jpeg',
  }
  return {
    // Written out in full: Next applies the layout's template only below the layout, not to the home page.
    title: { absolute: titleTemplate().replace('%s', title) },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_US',
      url,
      title,
      description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  }
}

/** The root layout's metadata (its generateMetadata), which every page inherits. */
export function siteMetadata(): Metadata {
  const { site, sharing } = content
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: titleTemplate() },
    description: site.description,
    applicationName: site.name,
    icons: {
      icon: [
        { url: sharing.logo.src, type: 'image/svg+xml' },
        { url: iconFiles.png32.path, type: 'image/png', sizes: '32x32' },
      ],
      apple: [{ url: iconFiles.appleTouch.path, sizes: '180x180' }],
    },
  }
}

/** The root layout's viewport (its generateViewport). */
export const siteViewport = (): Viewport => ({ themeColor: content.sharing.themeColor })
