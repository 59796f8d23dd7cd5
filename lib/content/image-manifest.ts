/**
 * The one record of the content's pictures, written by the image step (scripts/build/build-images.ts,
 * the first step of `npm run build` and `npm run dev`), which reads each picture's bytes once. For
 * each "/images/…" src: its size as a visitor sees it (upright), the file's size and modification
 * time when it was measured, and for a photograph its blurred placeholder and the copies the step
 * published. The content loader takes sizes from here (lib/content/yaml.ts) and puts placeholders
 * and copies on the content's images (lib/content/published-images.ts), so it measures no picture
 * the step has read, and no component reads this file. (The social cards are drawn from the
 * pictures themselves: scripts/build/generate-social-images.mts.)
 *
 * The file is git-ignored and not published. When it is missing (a fresh clone before the first
 * build: jest, `npm run content:check`), does not match its schema below, or an entry is stale
 * (the picture changed since), the loader measures that picture itself, as it always could; a
 * photograph then shows no placeholder until the next build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { responsiveFormats } from '@/lib/responsive-images'

const manifestEntry = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The file's size in bytes and modification time when measured: an entry is stale when they differ. */
  bytes: z.number().int().nonnegative(),
  modified: z.number(),
  /** A photograph's blurred placeholder, a data: URL of a few hundred bytes. */
  placeholder: z.string().startsWith('data:image/').optional(),
  /** A photograph's published copies, narrowest first. */
  variants: z
    .array(
      z.object({
        format: z.enum(responsiveFormats),
        width: z.number().int().positive(),
        src: z.string().startsWith('/images/responsive/'),
      }),
    )
    .min(1)
    .optional(),
})
const imageManifestSchema = z.record(z.string(), manifestEntry)

export type ManifestEntry = z.infer<typeof manifestEntry>
export type ImageManifest = z.infer<typeof imageManifestSchema>

/** Where the image step writes the manifest, relative to the project's root (git-ignored). */
export const imageManifestFile = '.images/manifest.json'

const manifests = new Map<string, { modified: number; manifest: ImageManifest }>()

/**
 * The manifest under `root`, read again only when the file changed (in `next dev` the image step
 * runs again after each save: scripts/serve/dev.mjs); empty when the image step has not run.
 */
export function imageManifest(root: string): ImageManifest {
  const file = path.join(root, imageManifestFile)
  const modified = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0
  let known = manifests.get(root)
  if (known?.modified !== modified) {
    const parsed = modified
      ? imageManifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
      : undefined
    known = { modified, manifest: parsed?.success ? parsed.data : {} }
    manifests.set(root, known)
  }
  return known.manifest
}

/** The entry for `src` when it still describes `file` as it is on the disk now. */
export function freshEntry(
  manifest: ImageManifest,
  src: string,
  file: string,
): ManifestEntry | undefined {
  const entry = manifest[src]
  if (!entry) return undefined
  const { size, mtimeMs } = fs.statSync(file)
  return entry.bytes === size && entry.modified === mtimeMs ? entry : undefined
}
