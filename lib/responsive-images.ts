/**
 * The naming rule shared by the image build step (scripts/build-images.ts) and <Artwork>: a JPEG or
 * PNG photograph gets AVIF, WebP and JPEG copies at each width below, up to its own width, in
 * public/images/responsive/. Both sides compute the same file names from the content alone, so the
 * markup never points at a file the build did not write. The original is never published.
 */
const responsiveWidths = [480, 800, 1200, 1600, 2400] as const
export const responsiveFormats = ['avif', 'webp', 'jpeg'] as const
export type ResponsiveFormat = (typeof responsiveFormats)[number]

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

/** "/images/kitchen.jpg", 800, "avif" → "/images/responsive/kitchen-800.avif" */
export function variantSrc(src: string, width: number, format: ResponsiveFormat): string {
  const name = src.slice(src.lastIndexOf('/') + 1).replace(raster, '')
  return `/images/responsive/${name}-${width}.${extensions[format]}`
}

export function srcSetFor(src: string, width: number, format: ResponsiveFormat): string {
  return widthsFor(width)
    .map((candidate) => `${variantSrc(src, candidate, format)} ${candidate}w`)
    .join(', ')
}

/** The JPEG copy used as the <img> src: the widest up to 1200 px. */
export function fallbackSrc(src: string, width: number): string {
  const widths = widthsFor(width)
  const chosen = widths.filter((candidate) => candidate <= fallbackWidth).at(-1) ?? widths[0]!
  return variantSrc(src, chosen, 'jpeg')
}

/** The widest copy, for a link to the full-size picture. */
export function fullSizeSrc(src: string, width: number): string {
  return isRasterImage(src) ? variantSrc(src, widthsFor(width).at(-1)!, 'jpeg') : src
}
