/**
 * The pictures the content names, found in its data files as they are written, for the image step
 * (scripts/build/build-images.ts). It does not go through the content loader (lib/content), which would
 * measure every picture without a manifest, on a fresh clone's first build: the image step measures
 * them itself as it reads them, so each picture's bytes are read once. A content mistake is the
 * loader's to report, in the steps after this one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { contentFiles } from '@/lib/content/registry'
import { isRasterImage } from '@/lib/responsive-images'

/** A photograph the content names, with the size the content gives it if it gives one. */
export type SourceImage = { src: string; width?: number; height?: number }

/**
 * Every image object ({ src, alt, width?, height? }) anywhere in the content tree whose file is a
 * JPEG or PNG. A social card's artwork ({ src } alone) is not one: the card is drawn from the file.
 */
export function rasterImagesIn(node: unknown): SourceImage[] {
  if (Array.isArray(node)) return node.flatMap(rasterImagesIn)
  if (node === null || typeof node !== 'object') return []
  const { src, alt, width, height } = node as Record<string, unknown>
  if (typeof src === 'string' && typeof alt === 'string')
    return isRasterImage(src)
      ? [
          {
            src,
            ...(typeof width === 'number' && { width }),
            ...(typeof height === 'number' && { height }),
          },
        ]
      : []
  return Object.values(node).flatMap(rasterImagesIn)
}

/** Every "/images/…" file the content names, once, wherever it is named. */
function picturesNamedIn(node: unknown): string[] {
  if (typeof node === 'string') return /^\/images\/[^/]+$/.test(node) ? [node] : []
  if (node === null || typeof node !== 'object') return []
  return [...new Set(Object.values(node).flatMap(picturesNamedIn))]
}

/** Every "/images/….svg" the content names (artwork objects and social card artwork alike). */
export function artworkIn(node: unknown): string[] {
  return picturesNamedIn(node).filter((src) => src.endsWith('.svg'))
}

/**
 * The pictures every data file of the registry under `root` names: the photographs to publish, the
 * artwork to copy, and the photographs named only as a social card's artwork, which the step
 * measures for the manifest (the card is drawn from the file; nothing is published).
 */
export function picturesInContent(root: string) {
  const data = contentFiles
    .map(({ file }) => join(root, file))
    .filter((file) => existsSync(file))
    .map((file) => parseDocument(readFileSync(file, 'utf8')))
    // A file that is not valid YAML names no picture here; the loader stops the build on it.
    .map((document): unknown => (document.errors.length ? undefined : document.toJS()))
  const images = rasterImagesIn(data)
  const published = new Set(images.map((image) => image.src))
  return {
    images,
    artwork: artworkIn(data),
    measuredOnly: picturesNamedIn(data).filter((src) => isRasterImage(src) && !published.has(src)),
  }
}

/**
 * The files of content/images under `root` that no data file names: a photo uploaded and then
 * removed from the form, or replaced, stays in the folder (the editor never deletes a file), and
 * would sit in the repository for good. The content check lists them; one uploaded to the
 * editor's library to be picked in a later save is listed until then.
 */
export function unusedPictures(root: string): string[] {
  const named = new Set(
    contentFiles
      .map(({ file }) => join(root, file))
      .filter((file) => existsSync(file))
      .map((file) => parseDocument(readFileSync(file, 'utf8')))
      .flatMap((document) => (document.errors.length ? [] : picturesNamedIn(document.toJS()))),
  )
  const folder = join(root, 'content', 'images')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.') && !named.has(`/images/${name}`))
    .map((name) => `content/images/${name}`)
}
