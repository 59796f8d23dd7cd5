/**
 * A photograph's published copies (scripts/build/build-images.ts publishes them): turned upright,
 * stripped of metadata, encoded at each width and format, with a blurred placeholder, and cached
 * by the photo's bytes and these settings.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import {
  type PublishedVariant,
  publishedVariants,
  type ResponsiveFormat,
  widthsFor,
} from '@/lib/responsive-images'

type SharpImage = ReturnType<typeof sharp>

/**
 * SITE_IMAGES_DRAFT=1 (scripts/serve/dev.mjs, after a save at /admin): the preview's copies, quick to
 * make, in two passes (`main` below). First the JPEG copies alone, without mozjpeg's slower
 * compression, published with a manifest naming only them: the page offers what the manifest
 * lists, so a new photo shows as soon as they are written (about 1 s for a 12 MP photo on a
 * two-core machine, where all three formats took some 20 s even at AVIF's fastest effort). Then
 * the AVIF copies at the encoder's fastest effort and the WebP ones, and the manifest names all.
 * A photo the build has published already keeps the build's copies. Drafts are cached under their
 * own key, so a build never publishes a draft copy.
 */
export const draft = process.env.SITE_IMAGES_DRAFT === '1'

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

export type CacheEntry = { placeholder: string; variants: PublishedVariant[] }

/** A photograph as the step publishes it: the size the content gives it, or its own. */
export type SizedImage = { src: string; width: number; height: number }

/** A copy's file name, the same in the cache and in public/images/responsive/. */
export const fileOf = ({ src }: PublishedVariant) => src.slice(src.lastIndexOf('/') + 1)

/** Width and height as a visitor sees the photo: EXIF orientations 5–8 turn it a quarter turn. */
export async function uprightSize(source: Buffer) {
  const { width = 0, height = 0, orientation = 1 } = await sharp(source).metadata()
  return orientation >= 5 ? { width: height, height: width } : { width, height }
}

/** Stops with a message naming the file when the content's size does not fit the photo. */
export function checkSize(image: SizedImage, actual: { width: number; height: number }) {
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
export async function processImage(
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
 * Where `image`'s copies in `formats` are cached (by the photo's bytes and these settings), and the
 * cached entry if it holds them all. A draft reuses the build's copies when the build has made them.
 */
export function cachedCopies(
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
