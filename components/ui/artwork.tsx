import type { Image } from '@/content/schema'
import { cn } from '@/lib/cn'

/**
 * An image from content/ with its intrinsic size set, so the page never shifts while it loads.
 * `priority` marks the largest image above the fold: fetched first and never lazy.
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
  return (
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
}
