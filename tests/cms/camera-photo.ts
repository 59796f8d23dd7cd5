/**
 * The phone photo each project of the editor's tests uploads and what it must be once saved
 * (tests/cms/editor.spec.ts): the desktop an iPhone JPEG turned by EXIF, the phone a Pixel JPEG;
 * and the name the upload guard gives every photo, its own rather than the camera's.
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

export function cameraPhoto(project: string, photos: PhonePhotos) {
  // One camera photo a save: Sveltia 0.221 refuses a save holding two new uploads, with an error
  // it cannot show (docs/cms.md, "Limits"). The desktop's is the one the build then publishes.
  return project === 'desktop'
    ? {
        file: photos.iphoneJpeg,
        // Stored 4032 × 3024 and turned by EXIF: upright, its red corner at the top right.
        expected: {
          width: 1800,
          height: 2400,
          metadata: false,
          topLeft: 'blue',
          topRight: 'red',
        },
      }
    : {
        file: photos.pixelJpeg,
        expected: {
          width: 2400,
          height: 1800,
          metadata: false,
          topLeft: 'blue',
          topRight: 'blue',
        },
      }
}
