/**
 * Puts on each photograph of the validated content what the image step published for it (its
 * entry in lib/content/image-manifest.ts): the copies (`variants`) and the blurred placeholder, so
 * <Artwork> renders from its props alone. Added after validation: they are the build's facts, not
 * the editor's, and the schema is also the editor's form (lib/cms/fields.ts). Before the
 * first build (no manifest, or a stale entry) a photograph gets the copies the step will write and
 * no placeholder.
 */
import fs from 'node:fs'
import path from 'node:path'
import { freshEntry, type ImageManifest, type ManifestEntry } from './image-manifest'
import type { Image } from './schema'
import { isRasterImage, type PublishedImage, publishedVariants } from '@/lib/responsive-images'

/** `image` with, if it is a photograph, its published copies and placeholder, from its manifest `entry` when there is one. */
export function publishedImage(image: Image, entry?: ManifestEntry): PublishedImage {
  if (!isRasterImage(image.src)) return image
  return {
    ...image,
    variants: entry?.variants ?? publishedVariants(image.src, image.width),
    ...(entry?.placeholder && { placeholder: entry.placeholder }),
  }
}

function isImage(node: object): node is Image {
  const { src, width, height } = node as Record<string, unknown>
  return typeof src === 'string' && typeof width === 'number' && typeof height === 'number'
}

/** Every image object anywhere in `node` made a published image (`imagesDir`: content/images). */
export function withPublishedImages<T>(node: T, manifest: ImageManifest, imagesDir: string): T {
  if (Array.isArray(node))
    return node.map((child: unknown) => withPublishedImages(child, manifest, imagesDir)) as T
  if (node === null || typeof node !== 'object') return node
  if (isImage(node)) {
    // Artwork needs no look-up in the manifest.
    if (!isRasterImage(node.src)) return node
    const file = path.join(imagesDir, node.src.slice('/images/'.length))
    const entry = fs.existsSync(file) ? freshEntry(manifest, node.src, file) : undefined
    return publishedImage(node, entry) as T
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      withPublishedImages(value, manifest, imagesDir),
    ]),
  ) as T
}
