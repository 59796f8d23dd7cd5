/**
 * The one record of the content's pictures, written by the image step (scripts/build-images.ts,
 * the first step of `npm run build` and `npm run dev`), which reads each picture's bytes once. For
 * each "/images/…" src: its size as a visitor sees it (upright), the file's size and modification
 * time when it was measured, and a photograph's blurred placeholder. The content loader
 * (lib/content/yaml.ts) takes sizes from here and <Artwork> its placeholders, so neither opens a
 * picture. The published copies' names are not listed: the step and <Artwork> both call
 * lib/responsive-images.ts for them.
 *
 * The file is git-ignored and not published. When it is missing (a fresh clone before the first
 * build: jest, `npm run content:check`) or an entry is stale (the picture changed since), the
 * loader measures that picture itself, as it always could; a photograph then shows no placeholder
 * until the next build.
 */
import fs from 'node:fs'
import path from 'node:path'

export type ManifestEntry = {
  width: number
  height: number
  /** The file's size in bytes and modification time when measured: an entry is stale when they differ. */
  bytes: number
  modified: number
  /** A photograph's blurred placeholder, a data: URL of a few hundred bytes. */
  placeholder?: string
}

export type ImageManifest = Record<string, ManifestEntry>

/** Where the image step writes the manifest, relative to the project's root (git-ignored). */
export const imageManifestFile = '.images/manifest.json'

const manifests = new Map<string, ImageManifest>()

/** The manifest under `root`, read once per process; empty when the image step has not run. */
export function imageManifest(root = process.cwd()): ImageManifest {
  let manifest = manifests.get(root)
  if (!manifest) {
    const file = path.join(root, imageManifestFile)
    manifest = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ImageManifest)
      : {}
    manifests.set(root, manifest)
  }
  return manifest
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

/** A photograph's blurred placeholder, when the image step has made one. */
export function placeholderFor(src: string): string | undefined {
  return imageManifest()[src]?.placeholder
}
