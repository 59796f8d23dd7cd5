/**
 * `npm run assets`: publishes the pictures the content names (lib/content/content-pictures.ts)
 * from content/images to public/images. SVG is copied; each photograph is turned upright, stripped
 * of its metadata (GPS included) and written as AVIF, WebP and JPEG at the widths of
 * lib/responsive-images.ts, with a blurred placeholder; the original is never published. Sizes,
 * placeholders and copies go into one manifest (lib/content/image-manifest.ts). Work is cached by
 * the photo's bytes and the settings, so a rebuild processes only new photos.
 *
 *   tsx scripts/build/build-images.ts
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { setPriority } from 'node:os'
import { dirname, join } from 'node:path'
import { imageSize } from 'image-size'
import { picturesInContent, type SourceImage } from '@/lib/content/content-pictures'
import {
  type CacheEntry,
  cachedCopies,
  checkSize,
  draft,
  fileOf,
  processImage,
  uprightSize,
} from './photo-copies'
import {
  type ImageManifest,
  imageManifestFile,
  type ManifestEntry,
} from '@/lib/content/image-manifest'
import { responsiveFormats, type ResponsiveFormat } from '@/lib/responsive-images'

export type BuildResult = { processed: string[]; reused: string[] }

/** A manifest entry for the file at `path`: its size on the disk now, and what was measured. */
function entryFor(
  path: string,
  measured: { width: number; height: number },
  published?: CacheEntry,
): ManifestEntry {
  const { size, mtimeMs } = statSync(path)
  return { ...measured, bytes: size, modified: mtimeMs, ...published }
}

/**
 * Publishes `artwork` and `images` (found under `sourceDir` by their src) into `publicDir`, taking
 * photographs from the cache in `cacheRoot` where it can, measures `measuredOnly`, and writes the
 * manifest of them all (by default at the root that holds `sourceDir`). A photograph gets its
 * copies in `formats` (all three unless told). What an earlier build published and this one did
 * not is removed at the end, so a removed picture goes too, and the preview never finds a picture
 * missing while the step runs.
 */
export async function buildImages(
  images: SourceImage[],
  {
    artwork = [],
    measuredOnly = [],
    sourceDir,
    publicDir,
    cacheRoot,
    manifestFile = join(dirname(sourceDir), imageManifestFile),
    formats = responsiveFormats,
  }: {
    artwork?: string[]
    measuredOnly?: string[]
    sourceDir: string
    publicDir: string
    cacheRoot: string
    manifestFile?: string
    formats?: readonly ResponsiveFormat[]
  },
): Promise<BuildResult> {
  const result: BuildResult = { processed: [], reused: [] }
  const written = new Set<string>()
  const publish = (file: string, write: (file: string) => void) => {
    write(file)
    written.add(file)
  }
  const outDir = join(publicDir, 'images', 'responsive')
  mkdirSync(outDir, { recursive: true })
  const manifest: ImageManifest = {}
  const sourceOf = (src: string) => {
    const path = join(sourceDir, src)
    if (!existsSync(path)) throw new Error(`build-images: ${src} is not in ${sourceDir}`)
    return path
  }
  for (const src of artwork) {
    const path = sourceOf(src)
    const source = readFileSync(path)
    publish(join(publicDir, src), (file) => writeFileSync(file, source))
    const { width = 0, height = 0 } = imageSize(source)
    manifest[src] = entryFor(path, { width, height })
  }
  for (const src of measuredOnly) {
    const path = sourceOf(src)
    manifest[src] = entryFor(path, await uprightSize(readFileSync(path)))
  }
  const unique = [...new Map(images.map((image) => [image.src, image])).values()]
  for (const image of unique) {
    const path = sourceOf(image.src)
    const source = readFileSync(path)
    const upright = await uprightSize(source)
    const sized = {
      src: image.src,
      width: image.width ?? upright.width,
      height: image.height ?? upright.height,
    }
    checkSize(sized, upright)
    const { cacheDir, cached } = cachedCopies(source, sized, cacheRoot, formats)
    let entry = cached
    if (entry) result.reused.push(image.src)
    else {
      entry = await processImage(sized, source, cacheDir, formats)
      result.processed.push(image.src)
    }
    for (const variant of entry.variants)
      publish(join(outDir, fileOf(variant)), (file) =>
        copyFileSync(join(cacheDir, fileOf(variant)), file),
      )
    manifest[image.src] = entryFor(path, upright, entry)
  }
  for (const entry of readdirSync(join(publicDir, 'images'), {
    recursive: true,
    withFileTypes: true,
  })) {
    const file = join(entry.parentPath, entry.name)
    if (entry.isFile() && !written.has(file)) rmSync(file)
  }
  mkdirSync(dirname(manifestFile), { recursive: true })
  // Whole or not at all: next dev reads the manifest while the step runs.
  writeFileSync(`${manifestFile}.part`, JSON.stringify(manifest, null, 1))
  renameSync(`${manifestFile}.part`, manifestFile)
  return result
}

async function main() {
  const root = process.cwd()
  const { images, artwork, measuredOnly } = picturesInContent(root)
  const options = {
    artwork,
    measuredOnly,
    sourceDir: join(root, 'content'),
    publicDir: join(root, 'public'),
    // SITE_IMAGES_CACHE: another cache folder, one that outlives `npm ci` (the CI workflows' cache).
    cacheRoot: process.env.SITE_IMAGES_CACHE ?? join(root, 'node_modules', '.cache', 'site-images'),
  }
  // A draft publishes the JPEG copies first (SITE_IMAGES_DRAFT above), then every format, at the
  // lowest priority: next dev answers the preview's pages before the AVIF and WebP copies are made.
  for (const formats of draft ? [['jpeg'] as const, responsiveFormats] : [responsiveFormats]) {
    if (formats.length > 1 && draft) setPriority(19)
    const { processed, reused } = await buildImages(images, { ...options, formats })
    console.log(
      `build-images: ${artwork.length} artwork file(s) published; ${images.length} photograph(s) in ${formats.join(', ')}: ${processed.length} processed, ${reused.length} from the cache`,
    )
  }
}

if (process.argv[1]?.endsWith('build-images.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
