/**
 * Addresses of the files made for search engines and link previews, shared by the pages' metadata,
 * the structured data and the build script that makes the images (scripts/build/generate-social-images.mts).
 */
import { type PageKey, routes } from '@/lib/content/urls'

export type { PageKey }

export const pageKeys = Object.keys(routes) as PageKey[]

/**
 * Absolute URL of a site path in its one canonical form: "https://…/about", never "…/about/", and
 * the home page as "https://…" with no slash after the host, as Next writes its canonical link.
 */
export function canonicalUrl(siteUrl: string, path: string): string {
  const url = new URL(path, siteUrl)
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href
}

/** Open Graph's recommended size; JPEG because some previewers (LinkedIn) ignore WebP. */
export const socialCardSize = { width: 1200, height: 630 } as const

export function socialCardPath(page: PageKey): string {
  return `/og/${page}.jpg`
}

/**
 * The social card of a page made from the portfolio or the areas, by its path, in one flat folder
 * ("/portfolio/category/kitchens" → "/og/portfolio.category.kitchens.jpg"); ids and slugs hold no
 * dot, so no two pages share a card.
 */
export function socialCardPathFor(path: string): string {
  return `/og/${path.slice(1).split('/').join('.')}.jpg`
}

/** Raster icons made from the SVG logo at build time. */
export const iconFiles = {
  favicon: { path: '/favicon.ico', size: 32 },
  png32: { path: '/icons/favicon-32.png', size: 32 },
  appleTouch: { path: '/icons/apple-touch-icon.png', size: 180 },
  app192: { path: '/icons/icon-192.png', size: 192 },
  app512: { path: '/icons/icon-512.png', size: 512 },
} as const
