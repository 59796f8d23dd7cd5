/**
 * Publishes the pictures the content names from content/images into public/images (git-ignored;
 * runs before `next build` and `next dev`, as `npm run assets`, the first step of both). SVG
 * artwork is copied as it is (scripts/optimize-export.mjs minifies it). Each JPEG/PNG photograph becomes, in
 * public/images/responsive/:
 *  - turned upright by its EXIF orientation, then stripped of all metadata (a camera's GPS
 *    position of a client's home is never published);
 *  - AVIF, WebP and JPEG copies at the widths lib/responsive-images.ts names;
 *  - a blurred placeholder of a few hundred bytes, shown until the photo arrives.
 * Each picture's upright size and placeholder go into one manifest (lib/content/image-manifest.ts),
 * which the content loader and <Artwork> read instead of opening the pictures again.
 * Work is cached by the photo's bytes and these settings (node_modules/.cache/site-images), so a
 * rebuild with no new photo processes none, and a new photo is the only one processed. The
 * original photograph is never published.
 *
 *   tsx scripts/build-images.ts
 */
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { imageSize } from 'image-size'
import sharp from 'sharp'
import {
  type ImageManifest,
  imageManifestFile,
  type ManifestEntry,
} from '@/lib/content/image-manifest'
import {
  isRasterImage,
  responsiveFormats,
  variantSrc,
  widthsFor,
  type ResponsiveFormat,
} from '@/lib/responsive-images'

export type SourceImage = { src: string; width: number; height: number }

/** Every image object ({ src, width, height }) anywhere in the content tree whose file is a JPEG or PNG. */
export function rasterImagesIn(node: unknown): SourceImage[] {
  if (Array.isArray(node)) return node.flatMap(rasterImagesIn)
  if (node === null || typeof node !== 'object') return []
  const record = node as Record<string, unknown>
  if (
    typeof record.src === 'string' &&
    typeof record.width === 'number' &&
    typeof record.height === 'number'
  )
    return isRasterImage(record.src)
      ? [{ src: record.src, width: record.width, height: record.height }]
      : []
  return Object.values(record).flatMap(rasterImagesIn)
}

type SharpImage = ReturnType<typeof sharp>

const encoders: Record<ResponsiveFormat, (image: SharpImage) => SharpImage> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 75, effort: 5 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
}
/** Part of every cache key: change it when the encoders or widths above change. */
const pipelineVersion = `2:${JSON.stringify(widthsFor(100_000))}:avif55:webp75:jpeg78`

type CacheEntry = { placeholder: string; files: { src: string; file: string }[] }

/** Width and height as a visitor sees the photo: EXIF orientations 5–8 turn it a quarter turn. */
async function uprightSize(source: Buffer) {
  const { width = 0, height = 0, orientation = 1 } = await sharp(source).metadata()
  return orientation >= 5 ? { width: height, height: width } : { width, height }
}

/** Stops with a message naming the file when the content's size does not fit the photo. */
function checkSize(image: SourceImage, actual: { width: number; height: number }) {
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

async function processImage(
  image: SourceImage,
  source: Buffer,
  cacheDir: string,
): Promise<CacheEntry> {
  mkdirSync(cacheDir, { recursive: true })
  // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
  const upright = () => sharp(source).rotate()
  const files: CacheEntry['files'] = []
  for (const width of widthsFor(image.width)) {
    for (const format of responsiveFormats) {
      const src = variantSrc(image.src, width, format)
      const file = src.slice(src.lastIndexOf('/') + 1)
      await encoders[format](upright().resize({ width })).toFile(join(cacheDir, file))
      files.push({ src, file })
    }
  }
  const tiny = await upright().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer()
  const entry = { placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, files }
  writeFileSync(join(cacheDir, 'entry.json'), JSON.stringify(entry))
  return entry
}

export type BuildResult = { processed: string[]; reused: string[] }

/** Every "/images/….svg" the content names (artwork objects and social card artwork alike). */
export function artworkIn(node: unknown): string[] {
  if (typeof node === 'string') return /^\/images\/[^/]+\.svg$/.test(node) ? [node] : []
  if (node === null || typeof node !== 'object') return []
  return [...new Set(Object.values(node).flatMap(artworkIn))]
}

/** A manifest entry for the file at `path`: its size on the disk now, and what was measured. */
function entryFor(
  path: string,
  measured: { width: number; height: number },
  placeholder?: string,
): ManifestEntry {
  const { size, mtimeMs } = statSync(path)
  return { ...measured, bytes: size, modified: mtimeMs, ...(placeholder && { placeholder }) }
}

/**
 * Publishes `artwork` and `images` (found under `sourceDir` by their src) into `publicDir`, taking
 * photographs from the cache in `cacheRoot` where it can, and writes the manifest (by default at
 * the root that holds `sourceDir`). Clears what an earlier build published, so a removed picture
 * goes too.
 */
export async function buildImages(
  images: SourceImage[],
  {
    artwork = [],
    sourceDir,
    publicDir,
    cacheRoot,
    manifestFile = join(dirname(sourceDir), imageManifestFile),
  }: {
    artwork?: string[]
    sourceDir: string
    publicDir: string
    cacheRoot: string
    manifestFile?: string
  },
): Promise<BuildResult> {
  const result: BuildResult = { processed: [], reused: [] }
  rmSync(join(publicDir, 'images'), { recursive: true, force: true })
  const outDir = join(publicDir, 'images', 'responsive')
  mkdirSync(outDir, { recursive: true })
  const manifest: ImageManifest = {}
  for (const src of artwork) {
    const path = join(sourceDir, src)
    if (!existsSync(path)) throw new Error(`build-images: ${src} is not in ${sourceDir}`)
    const source = readFileSync(path)
    writeFileSync(join(publicDir, src), source)
    const { width = 0, height = 0 } = imageSize(source)
    manifest[src] = entryFor(path, { width, height })
  }
  const unique = [...new Map(images.map((image) => [image.src, image])).values()]
  for (const image of unique) {
    const path = join(sourceDir, image.src)
    if (!existsSync(path)) throw new Error(`build-images: ${image.src} is not in ${sourceDir}`)
    const source = readFileSync(path)
    const upright = await uprightSize(source)
    checkSize(image, upright)
    const key = createHash('sha256')
      .update(source)
      .update(`${pipelineVersion}:${image.src}:${image.width}`)
      .digest('hex')
      .slice(0, 24)
    const cacheDir = join(cacheRoot, key)
    const cached = join(cacheDir, 'entry.json')
    let entry: CacheEntry
    if (existsSync(cached)) {
      entry = JSON.parse(readFileSync(cached, 'utf8')) as CacheEntry
      result.reused.push(image.src)
    } else {
      entry = await processImage(image, source, cacheDir)
      result.processed.push(image.src)
    }
    for (const { file } of entry.files) copyFileSync(join(cacheDir, file), join(outDir, file))
    manifest[image.src] = entryFor(path, upright, entry.placeholder)
  }
  mkdirSync(dirname(manifestFile), { recursive: true })
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 1))
  return result
}

async function main() {
  const { content } = await import('@/lib/content')
  const images = rasterImagesIn(content)
  const root = process.cwd()
  const artwork = artworkIn(content)
  const { processed, reused } = await buildImages(images, {
    artwork,
    sourceDir: join(root, 'content'),
    publicDir: join(root, 'public'),
    // SITE_IMAGES_CACHE: another cache folder (bench:scale keeps its synthetic photos out of this one).
    cacheRoot: process.env.SITE_IMAGES_CACHE ?? join(root, 'node_modules', '.cache', 'site-images'),
  })
  console.log(
    `build-images: ${artwork.length} artwork file(s) published; ${images.length} photograph(s): ${processed.length} processed, ${reused.length} from the cache`,
  )
}

if (process.argv[1]?.endsWith('build-images.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
