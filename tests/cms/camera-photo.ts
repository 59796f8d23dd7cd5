/**
 * The phone photo each project of the editor's tests uploads, the name it is saved under and what
 * it must be once saved (tests/cms/editor.spec.ts): the desktop an iPhone JPEG turned by EXIF, the
 * phone a Pixel JPEG.
 */
import type { PhonePhotos } from '../harness/phone-photos'

export function cameraPhoto(project: string, photos: PhonePhotos) {
  // One camera photo a save: Sveltia 0.221 refuses a save holding two new uploads, with an error
  // it cannot show (docs/cms.md, "Limits"). The desktop's is the one the build then publishes.
  return project === 'desktop'
    ? {
        file: photos.iphoneJpeg,
        saved: 'img_4821.webp',
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
        saved: 'pxl_20261120_153012345.webp',
        expected: {
          width: 2400,
          height: 1800,
          metadata: false,
          topLeft: 'blue',
          topRight: 'blue',
        },
      }
}
