import type { Image } from '@/lib/content/schema'
import { fullSizeSrc, isRasterImage, srcSetFor } from '@/lib/responsive-images'

/**
 * One picture filling the photo viewer (components/media/gallery-lightbox.tsx): a photograph as AVIF,
 * WebP or JPEG at the width the screen needs, artwork (SVG) as it is.
 */
export function ViewerPicture({ image }: { image: Image }) {
  const raster = isRasterImage(image.src)
  return (
    <picture>
      {raster && (
        <>
          <source
            type="image/avif"
            srcSet={srcSetFor(image.src, image.width, 'avif')}
            sizes="100vw"
          />
          <source
            type="image/webp"
            srcSet={srcSetFor(image.src, image.width, 'webp')}
            sizes="100vw"
          />
        </>
      )}
      <img
        src={fullSizeSrc(image.src, image.width)}
        srcSet={raster ? srcSetFor(image.src, image.width, 'jpeg') : undefined}
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
