/**
 * The run's settings for scripts/bench/bench-scale.ts: its size (PROJECTS, PHOTOS, PHOTO_WIDTH), where the
 * content set, its image cache, its log and its export are, and the content types it writes.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { z } from 'zod'
import type * as schema from '@/lib/content/schema'

export type Portfolio = z.infer<typeof schema.portfolio>
export type Project = Portfolio['projects'][number]
export type Photo = z.infer<typeof schema.image>

export const kb = 1024
export const portfolioBudget = 250 * kb
export const projects = positive('PROJECTS', 40)
export const photos = positive('PHOTOS', 8)
export const photoWidth = positive('PHOTO_WIDTH', 2400)
export const repo = process.cwd()
export const runName = `${projects}x${photos}@${photoWidth}`
const scaleDir = process.env.SCALE_DIR ?? join(tmpdir(), 'saltwood-scale')
export const setDir = join(scaleDir, `scale-${projects}x${photos}-${photoWidth}`)
export const imagesDir = join(setDir, 'content', 'images')
export const cacheDir = join(scaleDir, `image-cache-${projects}x${photos}-${photoWidth}`)
export const logFile = join(scaleDir, `build-${runName}.log`)
export const buildsFile = join(scaleDir, `builds-${runName}.json`)
/** scripts/test/with-content-set.sh builds in .content-sets/<the set folder's name>. */
export const outDir = join(
  repo,
  '.content-sets',
  `scale-${projects}x${photos}-${photoWidth}`,
  'out',
)
export const resultFile = join(repo, '.bench', 'scale.json')

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`)
  return value
}
