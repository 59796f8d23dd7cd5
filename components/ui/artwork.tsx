import { preload } from 'react-dom'
import { cn } from '@/lib/cn'
import {
  fallbackSrcOf,
  type PublishedImage,
  responsiveFormats,
  srcSetOf,
} from '@/lib/responsive-images'

/**
 * An image from content/ with its intrinsic size set, so the page never shifts while it loads.
 * `priority` marks the page's main picture: never lazy, and fetched first. With `firstScreen`, a
 * media query, it is fetched first only where that matches (by a preload); elsewhere it stands
 * below the first screen (a phone, under a long opening), so it comes after the text's fonts.
 * Every other image loads lazily. A photograph is offered as the AVIF, WebP and JPEG copies it
 * carries (`variants`, published by scripts/build/build-images.ts), over its blurred placeholder of
 * a few hundred bytes (none before the first build); SVG artwork is one <img>. Everything comes from `image`,
 * which the content loader filled in (lib/content/published-images.ts): nothing here reads a file.
 */
export function Artwork({
  image,
  priority = false,
  firstScreen,
  sizes,
  className,
}: {
  image: PublishedImage
  priority?: boolean
  firstScreen?: string
  sizes?: string
  className?: string
}) {
  const { variants, placeholder } = image
  if (priority && firstScreen) {
    // The copy the <picture> will choose (its first format: AVIF once the image step has written
    // it), where the picture is on the first screen; `href` for a browser without `imagesrcset`.
    const format = responsiveFormats.find((each) => variants?.some((v) => v.format === each))
    preload(variants && format ? fallbackSrcOf(variants, format) : image.src, {
      as: 'image',
      fetchPriority: 'high',
      media: firstScreen,
      ...(variants &&
        format && {
          imageSrcSet: srcSetOf(variants, format),
          imageSizes: sizes,
          type: `image/${format}`,
        }),
    })
  }
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: images are prepared at build time
    <img
      src={variants ? fallbackSrcOf(variants) : image.src}
      srcSet={variants && srcSetOf(variants, 'jpeg')}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={variants && sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={!priority ? 'auto' : firstScreen ? 'low' : 'high'}
      decoding={priority ? 'sync' : 'async'}
      className={cn('relative h-auto w-full', className)}
    />
  )
  if (!variants) return img
  const picture = (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(variants, 'webp')} sizes={sizes} />
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
        // With its picture: one not yet near the screen costs the page's start nothing.
        loading={priority ? 'eager' : 'lazy'}
        className={cn('absolute inset-0 size-full object-cover', className)}
      />
      {picture}
    </span>
  )
}
