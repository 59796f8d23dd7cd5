import type { Image } from '@/lib/content/schema'
import { placeholderFor } from '@/lib/content/image-manifest'
import { cn } from '@/lib/cn'
import { fallbackSrc, isRasterImage, srcSetFor } from '@/lib/responsive-images'

/**
 * An image from content/ with its intrinsic size set, so the page never shifts while it loads.
 * `priority` marks the largest image above the fold: fetched first and never lazy; every other
 * image loads lazily. A photograph is offered as AVIF, WebP and JPEG at several widths (written by
 * scripts/build-images.ts), over a blurred placeholder of a few hundred bytes (from the image step's manifest, none before the
 * first build); SVG artwork is one <img>.
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
  const raster = isRasterImage(image.src)
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: images are prepared at build time
    <img
      src={raster ? fallbackSrc(image.src, image.width) : image.src}
      srcSet={raster ? srcSetFor(image.src, image.width, 'jpeg') : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={raster ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={cn('relative h-auto w-full', className)}
    />
  )
  if (!raster) return img
  const placeholder = placeholderFor(image.src)
  const picture = (
    <picture>
      <source type="image/avif" srcSet={srcSetFor(image.src, image.width, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetFor(image.src, image.width, 'webp')} sizes={sizes} />
      {img}
    </picture>
  )
  if (!placeholder) return picture
  return (
    <span className="relative block size-full">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of a few hundred bytes */}
      <img
        src={placeholder}
        alt=""
        aria-hidden="true"
        className={cn('absolute inset-0 size-full object-cover', className)}
      />
      {picture}
    </span>
  )
}
