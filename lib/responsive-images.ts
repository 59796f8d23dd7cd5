/**
 * The responsive copies of a JPEG or PNG photograph: AVIF, WebP and JPEG at each width below, up
 * to its own width, in public/images/responsive/. The image step (scripts/build/build-images.ts) writes
 * the copies `publishedVariants` names and lists them in its manifest; the content loader puts that
 * list on each image (`variants`), and the markup is made from the list alone, so it never points
 * at a file the step did not write; only the photo viewer, in the browser, applies the rule itself
 * (components/media/viewer-picture.tsx). The original is never published. Safe in the browser: no
 * disk.
 */
import type { Image } from '@/lib/content/schema'

const responsiveWidths = [480, 800, 1200, 1600, 2400] as const
export const responsiveFormats = ['avif', 'webp', 'jpeg'] as const
export type ResponsiveFormat = (typeof responsiveFormats)[number]

/** One published copy of a photograph. */
export type PublishedVariant = { format: ResponsiveFormat; width: number; src: string }

/**
 * A picture of the content as a page shows it: a photograph carries its published copies and, once
 * the image step has run, its blurred placeholder (a data: URL of a few hundred bytes).
 */
export type PublishedImage = Image & { variants?: PublishedVariant[]; placeholder?: string }

/** The widest copy: a 4000 px camera original is published at most this wide. */
const largestWidth = responsiveWidths.at(-1)!
/** The JPEG every browser can show, as the <img> src: at most this wide. */
const fallbackWidth = 1200

const raster = /\.(jpe?g|png|webp)$/i
const extensions: Record<ResponsiveFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

export function isRasterImage(src: string): boolean {
  return raster.test(src)
}

/** The widths written for an image `width` pixels wide: every standard width below it, then its own (capped). */
export function widthsFor(width: number): number[] {
  const own = Math.min(width, largestWidth)
  return [...responsiveWidths.filter((candidate) => candidate < own), own]
}

/**
 * "/images/uploads/IMG_5104.webp" → "uploads-img_5104-webp": the copies' name keeps the folder and
 * the extension, so two phones' IMG_5104 publish as two pictures. Two sources that still meet on
 * one name (a-b.jpg and a/b.jpg) are refused by the content check (validate/ids-images.ts).
 */
export function publishedName(src: string): string {
  return src
    .replace(/^\/images\//, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
}

/** "/images/kitchen.jpg", 800, "avif" → "/images/responsive/kitchen-jpg-800.avif" */
function variantSrc(src: string, width: number, format: ResponsiveFormat): string {
  return `/images/responsive/${publishedName(src)}-${width}.${extensions[format]}`
}

/** The copies of a photograph `width` pixels wide as the content gives it, narrowest first. */
export function publishedVariants(src: string, width: number): PublishedVariant[] {
  return widthsFor(width).flatMap((candidate) =>
    responsiveFormats.map((format) => ({
      format,
      width: candidate,
      src: variantSrc(src, candidate, format),
    })),
  )
}

function ofFormat(variants: readonly PublishedVariant[], format: ResponsiveFormat) {
  return variants.filter((variant) => variant.format === format)
}

export function srcSetOf(variants: readonly PublishedVariant[], format: ResponsiveFormat): string {
  return ofFormat(variants, format)
    .map((variant) => `${variant.src} ${variant.width}w`)
    .join(', ')
}

/** The copy a browser takes without `srcset`: the widest up to 1200 px, JPEG unless asked. */
export function fallbackSrcOf(
  variants: readonly PublishedVariant[],
  format: ResponsiveFormat = 'jpeg',
): string {
  const copies = ofFormat(variants, format)
  return (copies.filter((variant) => variant.width <= fallbackWidth).at(-1) ?? copies[0]!).src
}

/** The widest JPEG copy, for a link to the full-size picture; artwork is its own file. */
export function fullSizeSrcOf({ src, variants }: PublishedImage): string {
  return variants ? ofFormat(variants, 'jpeg').at(-1)!.src : src
}

/** The widest copy by the naming rule alone, for the photo viewer in the browser (components/media/viewer-picture.tsx). */
export function fullSizeSrc(src: string, width: number): string {
  return isRasterImage(src) ? variantSrc(src, widthsFor(width).at(-1)!, 'jpeg') : src
}
