/**
 * The naming rule shared by the image build step (scripts/build-images.ts) and <Artwork>: a JPEG or
 * PNG in public/images gets AVIF and WebP copies at each width below, up to its own width, in
 * public/images/responsive/. Both sides compute the same file names, so the markup never points
 * at a file the build did not write.
 */
export const responsiveWidths = [480, 800, 1200, 1600] as const
export const responsiveFormats = ['avif', 'webp'] as const
export type ResponsiveFormat = (typeof responsiveFormats)[number]

const raster = /\.(jpe?g|png)$/i

export function isRasterImage(src: string): boolean {
  return raster.test(src)
}

/** The widths written for an image `width` pixels wide: every standard width below it, then its own. */
export function widthsFor(width: number): number[] {
  return [...responsiveWidths.filter((candidate) => candidate < width), width].filter(
    (candidate, index, all) => all.indexOf(candidate) === index,
  )
}

/** "/images/kitchen.jpg", 800, "avif" → "/images/responsive/kitchen-800.avif" */
export function variantSrc(src: string, width: number, format: ResponsiveFormat): string {
  const name = src.slice(src.lastIndexOf('/') + 1).replace(raster, '')
  return `/images/responsive/${name}-${width}.${format}`
}

export function srcSetFor(src: string, width: number, format: ResponsiveFormat): string {
  return widthsFor(width)
    .map((candidate) => `${variantSrc(src, candidate, format)} ${candidate}w`)
    .join(', ')
}
