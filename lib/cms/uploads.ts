/** What the editor does with an uploaded picture, before anything is written. */
import { photoMinWidth } from '@/lib/content/validate'

/**
 * Sveltia's media library: a picture's name in lower case (an SVG drawing keeps its own; a photo
 * is already named after its bytes by the guard), and no
 * transformation of its own: lib/cms/browser/upload-guard.js has prepared the photo already (Sveltia's
 * would fetch a WebP encoder from a CDN in Safari, which the editor's CSP refuses).
 */
export const photoUpload = {
  max_file_size: 40_000_000,
  slugify_filename: true,
} as const

/**
 * What lib/cms/browser/upload-guard.js makes of a photo (read from its <script> element's data-
 * attributes): at most 2,400 px on its long side (the widest copy the build publishes), yet never
 * narrower than the content check's minimum width, in WebP (or JPEG where the browser's canvas
 * cannot write WebP) at quality 0.9.
 */
export const photoPreparation = {
  longestSide: 2400,
  minWidth: photoMinWidth,
  quality: 0.9,
} as const

/**
 * Said at every picture field, where the limit applies: Sveltia refuses a save holding two new
 * uploads, with an error that names no field (docs/cms.md, "Limits").
 */
export const oneUploadPerSave =
  'One new upload per Save: for several new photos, upload them together in Assets (the picture icon; on a phone, then All Assets), then pick each here.'

/** The picture files an image field takes; a HEIC photo is refused as the editor picks it. */
export const acceptedPictures = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml'
