import type { Image } from '@/content/schema'
import { cn } from '@/lib/cn'
import { isRasterImage, srcSetFor } from '@/lib/responsive-images'

/**
 * An image from content/ with its intrinsic size set, so the page never shifts while it loads.
 * `priority` marks the largest image above the fold: fetched first and never lazy; every other
 * image loads lazily. A JPEG or PNG is offered as AVIF and WebP at several widths (written by
 * scripts/build-images.ts), the original staying as the fallback; SVG artwork is one <img>.
 */
export function Artwork({
  image,
  priority = false,
  sizes,
  className,
}: {
  image: Image
  priority?: boolean
  sizes?: string
  className?: string
}) {
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: images are prepared at build time
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={cn('h-auto w-full', className)}
    />
  )
  if (!isRasterImage(image.src)) return img
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetFor(image.src, image.width, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetFor(image.src, image.width, 'webp')} sizes={sizes} />
      {img}
    </picture>
  )
}
