/**
 * Reads one content data file (YAML) for validation: its data, the parser's own errors with their
 * line, and the line of any field, so every problem can name the file, the line, the item and the
 * field. Pictures' sizes come from the image step's manifest (lib/content/image-manifest.ts), or
 * from the file itself when the manifest has no fresh entry for it, so an editor (or the CMS)
 * never types them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml'
import { freshEntry, type ImageManifest, imageManifest } from './image-manifest'
import type { ContentFile } from './registry'
import type { ContentSource, PathKey } from './validate'

/** A picture in content: "/images/<file>" from content/images. */
const contentImage = /^\/images\/[a-z0-9_-]+\.(svg|jpe?g|png|webp|avif)$/

/** The size a visitor sees: EXIF orientations 5 to 8 turn the photo a quarter turn. */
function measure(file: string): { width?: number; height?: number } {
  const { width, height, orientation = 1 } = imageSize(fs.readFileSync(file))
  return orientation >= 5 ? { width: height, height: width } : { width, height }
}

/** Fills in `width` and `height` of every picture whose file is there and whose size is not written. */
function withImageSizes(node: unknown, imagesDir: string, manifest: ImageManifest = {}): unknown {
  if (Array.isArray(node)) return node.map((child) => withImageSizes(child, imagesDir, manifest))
  if (node === null || typeof node !== 'object') return node
  const record = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withImageSizes(value, imagesDir, manifest)]),
  )
  const src = record.src
  if (typeof src !== 'string' || !contentImage.test(src)) return record
  if (record.width !== undefined && record.height !== undefined) return record
  const file = path.join(imagesDir, src.slice('/images/'.length))
  if (!fs.existsSync(file)) return record
  const { width, height } = freshEntry(manifest, src, file) ?? measure(file)
  return { ...record, width: record.width ?? width, height: record.height ?? height }
}

export function readContentFile(file: ContentFile, root: string): ContentSource {
  const fullPath = path.join(root, file.file)
  const base = { file: file.file, name: file.name, schema: file.schema, page: file.page }
  if (!fs.existsSync(fullPath))
    return { ...base, data: undefined, readProblems: [`${file.file}: the file is missing`] }
  const lineCounter = new LineCounter()
  const document = parseDocument(fs.readFileSync(fullPath, 'utf8'), { lineCounter })
  if (document.errors.length)
    return {
      ...base,
      data: undefined,
      readProblems: document.errors.map(
        (error) =>
          `${file.file}:${error.linePos?.[0].line ?? 1}: this is not valid YAML (${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}); check the indentation, the dashes of lists and the quotes`,
      ),
    }
  return {
    ...base,
    data: withImageSizes(
      document.toJS(),
      path.join(root, 'content', 'images'),
      imageManifest(root),
    ),
    /** The line of the field at `fieldPath`, or of the nearest item or field above it that exists. */
    lineOf: (fieldPath: readonly PathKey[]) => {
      for (let length = fieldPath.length; length >= 0; length--) {
        const node = document.getIn(fieldPath.slice(0, length), true)
        const range =
          node && typeof node === 'object' && 'range' in node
            ? (node as { range?: [number, number, number] }).range
            : undefined
        if (range) return lineCounter.linePos(range[0]).line
        if (length === 0 && (isMap(document.contents) || isSeq(document.contents)))
          return lineCounter.linePos(document.contents.range[0]).line
      }
      return undefined
    },
  }
}
