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
import { createHash } from 'node:crypto'
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
import { availableParallelism, setPriority } from 'node:os'
import { dirname, join } from 'node:path'
import { imageSize } from 'image-size'
import sharp from 'sharp'
import { picturesInContent, type SourceImage } from '@/lib/content/content-pictures'
import {
  type ImageManifest,
  imageManifestFile,
  type ManifestEntry,
} from '@/lib/content/image-manifest'
import {
  type PublishedVariant,
  publishedVariants,
  responsiveFormats,
  type ResponsiveFormat,
  widthsFor,
} from '@/lib/responsive-images'

type SharpImage = ReturnType<typeof sharp>

/**
 * SITE_IMAGES_DRAFT=1 (scripts/serve/dev.mjs, after a save at /admin): the preview's copies, quick to
 * make, in two passes (`main`). First the JPEG copies alone, without mozjpeg's slower
 * compression, published with a manifest naming only them: the page offers what the manifest
 * lists, so a new photo shows as soon as they are written (about 1 s for a 12 MP photo on a
 * two-core machine, where all three formats took some 20 s even at AVIF's fastest effort). Then
 * the AVIF copies at the encoder's fastest effort and the WebP ones, and the manifest names all.
 * A photo the build has published already keeps the build's copies. Drafts are cached under their
 * own key, so a build never publishes a draft copy.
 */
const draft = process.env.SITE_IMAGES_DRAFT === '1'

/**
 * AVIF at effort 4 is the encoder's default and most of the step's time: 12 CPU-seconds for one
 * 2400 px copy, against 1.6 at effort 2 (docs/performance.md, "Photos"). The copies a phone loads
 * (up to 1200 px) keep effort 4; the wider ones, for large screens, take effort 2.
 */
const avifEffort = (width: number) => (draft ? 0 : width > 1200 ? 2 : 4)

const encoders: Record<ResponsiveFormat, (image: SharpImage, width: number) => SharpImage> = {
  avif: (image, width) => image.avif({ quality: 55, effort: avifEffort(width) }),
  webp: (image) => image.webp({ quality: 75, effort: 5 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: !draft }),
}
/** Part of every cache key: change it when the encoders, the widths or the cached entry's shape change. */
const pipelineVersion = (asDraft: boolean) =>
  `4:${JSON.stringify(widthsFor(100_000))}:avif55${asDraft ? '-draft' : ''}:webp75:jpeg78${asDraft ? '-draft' : ''}`

type CacheEntry = { placeholder: string; variants: PublishedVariant[] }

/** A photograph as the step publishes it: the size the content gives it, or its own. */
type SizedImage = { src: string; width: number; height: number }

/** A copy's file name, the same in the cache and in public/images/responsive/. */
const fileOf = ({ src }: PublishedVariant) => src.slice(src.lastIndexOf('/') + 1)

/** Width and height as a visitor sees the photo: EXIF orientations 5–8 turn it a quarter turn. */
async function uprightSize(source: Buffer) {
  const { width = 0, height = 0, orientation = 1 } = await sharp(source).metadata()
  return orientation >= 5 ? { width: height, height: width } : { width, height }
}

/** Stops with a message naming the file when the content's size does not fit the photo. */
function checkSize(image: SizedImage, actual: { width: number; height: number }) {
  const say = (why: string) => {
    throw new Error(
      `build-images: ${image.src} is ${actual.width} × ${actual.height} px when upright, ${why}; set width: ${actual.width}, height: ${actual.height} in content/`,
    )
  }
  if (actual.width < image.width) say(`but content/ says ${image.width} px wide`)
  const declared = image.width / image.height
  const real = actual.width / actual.height
  if (Math.abs(declared - real) / real > 0.01)
    say(`but content/ says ${image.width} × ${image.height}, another shape`)
}

/** Whether `entry` holds a copy in each of `formats`. */
const covers = (entry: CacheEntry, formats: readonly ResponsiveFormat[]) =>
  formats.every((format) => entry.variants.some((variant) => variant.format === format))

/** Writes the copies in `formats` that `cacheDir` lacks (an earlier pass may have written some). */
async function processImage(
  image: SizedImage,
  source: Buffer,
  cacheDir: string,
  formats: readonly ResponsiveFormat[],
): Promise<CacheEntry> {
  mkdirSync(cacheDir, { recursive: true })
  // Decoded once: rotate() with no angle applies the EXIF orientation, and each copy is made from
  // these upright pixels (sharp writes no metadata unless asked).
  const { data, info } = await sharp(source).rotate().raw().toBuffer({ resolveWithObject: true })
  const upright = () => sharp(data, { raw: info })
  const variants = publishedVariants(image.src, image.width).filter((variant) =>
    formats.includes(variant.format),
  )
  for (const variant of variants) {
    const file = join(cacheDir, fileOf(variant))
    if (existsSync(file)) continue
    // Written whole or not at all: a step stopped midway leaves no half copy in the cache.
    await encoders[variant.format](
      upright().resize({ width: variant.width }),
      variant.width,
    ).toFile(`${file}.part`)
    renameSync(`${file}.part`, file)
  }
  const tiny = await upright().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer()
  const entry = { placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, variants }
  writeFileSync(join(cacheDir, 'entry.json'), JSON.stringify(entry))
  return entry
}

/**
 * `run` over `items`, `lanes` at a time, the results in the items' order (p-map does this; six
 * lines do not earn a dependency).
 */
async function eachInParallel<T, R>(items: T[], lanes: number, run: (item: T) => Promise<R>) {
  const results: R[] = []
  let next = 0
  const lane = async () => {
    for (let at = next++; at < items.length; at = next++) results[at] = await run(items[at]!)
  }
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane))
  return results
}

/**
 * Where `image`'s copies in `formats` are cached (by the photo's bytes and these settings), and the
 * cached entry if it holds them all. A draft reuses the build's copies when the build has made them.
 */
function cachedCopies(
  source: Buffer,
  image: SizedImage,
  cacheRoot: string,
  formats: readonly ResponsiveFormat[],
): { cacheDir: string; cached?: CacheEntry } {
  const cacheDirOf = (asDraft: boolean) =>
    join(
      cacheRoot,
      createHash('sha256')
        .update(source)
        .update(`${pipelineVersion(asDraft)}:${image.src}:${image.width}`)
        .digest('hex')
        .slice(0, 24),
    )
  const cachedEntry = (dir: string) => {
    const file = join(dir, 'entry.json')
    const entry = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as CacheEntry)
      : undefined
    return entry && covers(entry, formats) ? entry : undefined
  }
  const built = draft ? cachedEntry(cacheDirOf(false)) : undefined
  const cacheDir = built ? cacheDirOf(false) : cacheDirOf(draft)
  return { cacheDir, cached: built ?? cachedEntry(cacheDir) }
}

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
 * manifest of them all at the root that holds `sourceDir`. A photograph gets its copies in
 * `formats` (all three unless told). What an earlier build published and this one did not is
 * removed at the end, so a removed picture goes too, and the preview never finds a picture missing
 * while the step runs.
 */
export async function buildImages(
  images: SourceImage[],
  {
    artwork = [],
    measuredOnly = [],
    sourceDir,
    publicDir,
    cacheRoot,
    formats = responsiveFormats,
  }: {
    artwork?: string[]
    measuredOnly?: string[]
    sourceDir: string
    publicDir: string
    cacheRoot: string
    formats?: readonly ResponsiveFormat[]
  },
) {
  const result = { processed: [] as string[], reused: [] as string[] }
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
  // One photo per core: an encode keeps about one core busy (docs/performance.md, "Photos").
  const done = await eachInParallel(unique, availableParallelism(), async (image) => {
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
    const entry = cached ?? (await processImage(sized, source, cacheDir, formats))
    return { image, path, upright, cacheDir, entry, reused: !!cached }
  })
  for (const { image, path, upright, cacheDir, entry, reused } of done) {
    ;(reused ? result.reused : result.processed).push(image.src)
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
  const manifestFile = join(dirname(sourceDir), imageManifestFile)
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
  // A draft publishes the JPEG copies first (`draft`), then every format, at the
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
