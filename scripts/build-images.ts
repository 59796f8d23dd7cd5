/**
 * Turns every JPEG/PNG image referenced from content/ into AVIF and WebP copies at several widths
 * (lib/responsive-images.ts names them; <Artwork> renders them as a <picture> with srcset). Runs
 * before `next build` and `next dev` (the "prebuild"/"predev" scripts) and writes into
 * public/images/responsive/, which git ignores. A copy newer than its source is kept, so repeated
 * builds cost nothing. SVG artwork is minified after the build by scripts/optimize-export.mjs.
 *
 *   tsx scripts/build-images.ts
 */
import { mkdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
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
}

const modified = (file: string) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return -1
  }
}

/** Writes the copies of each image under `publicDir`; returns the files written (up-to-date ones are skipped). */
export async function buildImages(images: SourceImage[], publicDir: string): Promise<string[]> {
  const written: string[] = []
  const unique = [...new Map(images.map((image) => [image.src, image])).values()]
  for (const image of unique) {
    const source = join(publicDir, image.src)
    const sourceTime = modified(source)
    if (sourceTime < 0) throw new Error(`build-images: ${image.src} is not in ${publicDir}`)
    const { width: actualWidth = 0 } = await sharp(source).metadata()
    if (actualWidth < image.width)
      throw new Error(
        `build-images: ${image.src} is ${actualWidth} px wide, but content/ says ${image.width}; correct the width in content/`,
      )
    for (const width of widthsFor(image.width)) {
      for (const format of responsiveFormats) {
        const target = join(publicDir, variantSrc(image.src, width, format))
        if (modified(target) > sourceTime) continue
        mkdirSync(dirname(target), { recursive: true })
        await encoders[format](sharp(source).resize({ width })).toFile(target)
        written.push(target)
      }
    }
  }
  return written
}

async function main() {
  const { content } = await import('@/content')
  const images = rasterImagesIn(content)
  const written = await buildImages(images, join(process.cwd(), 'public'))
  console.log(
    `build-images: ${images.length} JPEG/PNG image(s) in content/, ${written.length} responsive file(s) written`,
  )
}

if (process.argv[1]?.endsWith('build-images.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
