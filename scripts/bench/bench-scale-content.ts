/**
 * The synthetic content set of scripts/bench/bench-scale.ts: seeded camera-like photographs made with
 * sharp, and the portfolio that lists them.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { content } from '@/lib/content'
import {
  projects,
  photos,
  photoWidth,
  setDir,
  type Portfolio,
  type Project,
  type Photo,
} from './bench-scale-config'

/** A small seeded generator (mulberry32), so every run makes the same photographs. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A photograph-like JPEG, `width` × `height` as seen upright: a low-resolution random colour field scaled up smoothly (light and
 * shade), a few soft-edged shapes (walls, cabinets, windows) and sensor grain. A camera file is
 * written on its side with EXIF Orientation 6, as a phone held upright writes it.
 */
async function writePhoto(
  file: string,
  seed: number,
  width: number,
  height: number,
  camera: boolean,
) {
  const next = random(seed)
  const cells = Buffer.alloc(12 * 8 * 3)
  const base = [next() * 200 + 40, next() * 200 + 40, next() * 200 + 40]
  for (let i = 0; i < cells.length; i++)
    cells[i] = Math.min(255, base[i % 3]! * (0.6 + next() * 0.7))
  const shapes = Array.from({ length: 6 }, () => {
    const [x, y] = [next() * width, next() * height]
    const [w, h] = [(0.1 + next() * 0.4) * width, (0.1 + next() * 0.4) * height]
    const colour = `rgb(${[0, 1, 2].map(() => Math.round(next() * 255)).join(',')})`
    return `<rect x="${x | 0}" y="${y | 0}" width="${w | 0}" height="${h | 0}" fill="${colour}" opacity="${(0.3 + next() * 0.5).toFixed(2)}"/>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`
  const { data } = await sharp(cells, { raw: { width: 12, height: 8, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .blur(0.8)
    .raw()
    .toBuffer({ resolveWithObject: true })
  for (let i = 0; i < data.length; i++) {
    const value = data[i]! + (next() + next() + next() - 1.5) * 10
    data[i] = value < 0 ? 0 : value > 255 ? 255 : value
  }
  let photo = sharp(data, { raw: { width, height, channels: 3 } })
  if (camera) photo = photo.rotate(270)
  photo = photo
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Bench Camera', Model: camera ? 'Phone 4000' : 'Studio 2400' } })
  if (camera) photo = photo.withMetadata({ orientation: 6 })
  await photo.toFile(file)
}

const places = content.areas.items.map((area) => area.name)
const nouns: Record<string, string> = {}
for (const category of content.portfolio.categories)
  nouns[category.id] = category.label.replace(/s$/, '')

/** The photograph `index` of project `p`: every 4th of a project is a camera file, shown portrait. */
export function photoFor(
  p: number,
  index: number,
  added = false,
): Photo & { seed: number; camera: boolean } {
  const camera = index % 8 === 3
  const long = Math.round((photoWidth * 5) / 3)
  const short = Math.round((photoWidth * 5) / 4)
  const name = `scale-p${p + 1}-${added ? 'added' : index + 1}`
  return {
    src: `/images/${name}.jpg`,
    alt: `Photograph ${index + 1} of synthetic project ${p + 1}: a finished room with light from a window, cabinets along one wall and a wooden floor.`,
    // Upright size, as a visitor sees it.
    width: camera ? short : photoWidth,
    height: camera ? long : Math.round((photoWidth * 2) / 3),
    seed: (p + 1) * 1000 + index + (added ? 999 : 0),
    camera,
  }
}

export async function writePhotos(list: ReturnType<typeof photoFor>[]) {
  const missing = list.filter((photo) => !existsSync(join(setDir, 'content', photo.src)))
  for (let start = 0; start < missing.length; start += 2)
    await Promise.all(
      missing
        .slice(start, start + 2)
        .map((photo) =>
          writePhoto(
            join(setDir, 'content', photo.src),
            photo.seed,
            photo.width,
            photo.height,
            photo.camera,
          ),
        ),
    )
  return missing.length
}

export const strip = ({ src, alt, width, height }: Photo): Photo => ({ src, alt, width, height })

export function syntheticPortfolio(extra?: Photo): Portfolio {
  const { categories } = content.portfolio
  const firstYear = Math.max(content.site.foundedYear, 2000)
  const list: Project[] = Array.from({ length: projects }, (_, p) => {
    const category = categories[p % categories.length]!
    const place = places[p % places.length]!
    const gallery = Array.from({ length: photos }, (_, i) => strip(photoFor(p, i)))
    if (p === 0 && extra) gallery.push(extra)
    return {
      id: `scale-project-${p + 1}`,
      title: `${place} ${nouns[category.id]} ${p + 1}`,
      description: `A synthetic ${category.label.toLowerCase()} project in ${place}, made by the scale bench: ${photos} photographs, a scope, facts and a story like a real project's.`,
      image: gallery[0]!,
      category: category.id,
      workType: `${nouns[category.id]} Remodel`,
      year: firstYear + (p % 15),
      location: place,
      scope: [
        'Took out a wall and carried the roof on a new beam',
        'New wiring, lighting and a dedicated circuit for the range',
        'Custom white oak cabinetry and a full-height pantry',
        'Tiled floors and walls, with radiant heat underneath',
      ],
      facts: [
        { label: 'Duration', value: `${3 + (p % 6)} months` },
        { label: 'Size', value: `${120 + p * 7} sq ft` },
      ],
      story: {
        brief: 'The owners wanted one bright room where they cook, eat and talk to their guests.',
        challenge:
          'The wall between the rooms carried part of the roof, so a beam had to fit within the ceiling.',
        result: 'One open room, lit from the garden all day, with storage for everything.',
      },
      gallery,
    }
  })
  return {
    ...content.portfolio,
    projects: list.map((project, index) =>
      index < 3 ? { ...project, homePagePlace: index + 1 } : project,
    ),
  }
}

export function writePortfolio(portfolio: Portfolio) {
  const header = `// Made by scripts/bench/bench-scale.ts: today's content with a synthetic portfolio of ${projects} projects.\nimport type { z } from 'zod'\nimport type * as schema from '@/lib/content/schema'\n\n`
  writeFileSync(
    join(setDir, 'content', 'portfolio.ts'),
    `${header}export const portfolio: z.infer<typeof schema.portfolio> = ${JSON.stringify(portfolio, null, 2)}\n`,
  )
}
