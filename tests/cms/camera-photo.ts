/**
 * The iPhone photo the editor's test uploads and what it must be once saved, and the name the
 * upload guard gives every photo, its own rather than the camera's.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import type { PhonePhotos } from '../harness/phone-photos'

/** "photo-" and the first 10 hex digits of the saved bytes' SHA-256 (lib/cms/browser/upload-guard.js). */
export function ownName(file: string, extension: string) {
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10)
  return `photo-${hash}${extension}`
}

/** The files in `dir` that were not there `before`, but for Sveltia's half-written `.sveltia-tmp-…`. */
export function newFiles(dir: string, before: string[]) {
  return readdirSync(dir).filter((name) => !before.includes(name) && !name.startsWith('.'))
}

/** The iPhone JPEG the editor's test uploads (tests/cms/editor.spec.ts), and what it must be once saved. */
export function cameraPhoto(photos: PhonePhotos) {
  return {
    file: photos.iphoneJpeg,
    // Stored 4032 × 3024 and turned by EXIF: upright, its red corner at the top right.
    expected: { width: 1800, height: 2400, metadata: false, topLeft: 'blue', topRight: 'red' },
  }
}
