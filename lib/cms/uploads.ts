/** What the editor does with an uploaded picture, before anything is written. */

/**
 * What a photo becomes on upload, in the browser, before anything is written: redrawn upright
 * (the EXIF orientation applied) through a canvas, which keeps no metadata (no GPS), as WebP (the
 * one format the editor encodes), at most 2,400 px on its long side (the widest copy the build
 * publishes), its name in lower case ("IMG_4821.JPG" → "img_4821.webp").
 */
export const photoUpload = {
  max_file_size: 40_000_000,
  slugify_filename: true,
  transformations: {
    raster_image: { format: 'webp', quality: 90, width: 2400, height: 2400 },
  },
} as const

/** The picture files an image field takes; a HEIC photo is refused as the editor picks it. */
export const acceptedPictures = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml'
