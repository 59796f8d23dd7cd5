import type { MetadataRoute } from 'next'
import { content } from '@/lib/content'
import { iconFiles } from '@/lib/seo/site-files'

export const dynamic = 'force-static'

/** The web app manifest (out/manifest.webmanifest): name, colours and icons for a home screen. */
export default function manifest(): MetadataRoute.Manifest {
  const { site, sharing } = content
  return {
    name: site.name,
    short_name: sharing.shortName,
    description: site.description,
    start_url: '/',
    display: 'browser',
    theme_color: sharing.themeColor,
    background_color: sharing.backgroundColor,
    icons: [
      { src: sharing.logo.src, type: 'image/svg+xml', sizes: 'any' },
      ...[iconFiles.app192, iconFiles.app512].map((icon) => ({
        src: icon.path,
        type: 'image/png',
        sizes: `${icon.size}x${icon.size}`,
      })),
    ],
  }
}
