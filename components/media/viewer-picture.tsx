import type { Image } from '@/lib/content/schema'
import { fullSizeSrc, isRasterImage, publishedVariants, srcSetOf } from '@/lib/responsive-images'

/**
 * One picture filling the photo viewer (components/media/gallery-lightbox.tsx): a photograph as AVIF,
 * WebP or JPEG at the width the screen needs, artwork (SVG) as it is. It runs in the browser, so it
 * names the copies by the rule the image step writes them by (lib/responsive-images.ts) instead of
 * receiving their list: the list would add about a kilobyte per photograph to every gallery page.
 */
export function ViewerPicture({ image }: { image: Image }) {
  const raster = isRasterImage(image.src)
  const variants = raster ? publishedVariants(image.src, image.width) : []
  return (
    <picture>
      {raster && (
        <>
          <source type="image/avif" srcSet={srcSetOf(variants, 'avif')} sizes="100vw" />
          <source type="image/webp" srcSet={srcSetOf(variants, 'webp')} sizes="100vw" />
        </>
      )}
      <img
        src={fullSizeSrc(image.src, image.width)}
        srcSet={raster ? srcSetOf(variants, 'jpeg') : undefined}
        sizes={raster ? '100vw' : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        draggable={false}
        className="absolute inset-0 size-full object-contain"
      />
    </picture>
  )
}
