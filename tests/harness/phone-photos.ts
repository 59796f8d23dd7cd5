/**
 * Photos as they come off phones, made for the test rather than committed: a 12 MP iPhone JPEG
 * stored sideways with EXIF orientation 6 and a GPS position (IMG_4821.JPG), a Pixel JPEG with
 * GPS (PXL_…jpg) and an iPhone HEIC (IMG_4822.HEIC). The sideways photo has a red block in the
 * corner that is its top-left as stored: once turned upright it is the top-right corner.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

export interface PhonePhotos {
  iphoneJpeg: string
  pixelJpeg: string
  heic: string
}

const gps = [
  '-GPSLatitude=36.5552',
  '-GPSLatitudeRef=N',
  '-GPSLongitude=121.9233',
  '-GPSLongitudeRef=W',
]

export async function makePhonePhotos(dir: string): Promise<PhonePhotos> {
  mkdirSync(dir, { recursive: true })
  const photos = {
    iphoneJpeg: join(dir, 'IMG_4821.JPG'),
    pixelJpeg: join(dir, 'PXL_20261120_153012345.jpg'),
    heic: join(dir, 'IMG_4822.HEIC'),
  }
  const corner = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 230, g: 20, b: 20 } },
  })
    .png()
    .toBuffer()
  await sharp({
    create: { width: 4032, height: 3024, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .composite([{ input: corner, left: 0, top: 0 }])
    .jpeg({ quality: 80 })
    .toFile(photos.iphoneJpeg)
  execFileSync('exiftool', [
    '-q',
    '-overwrite_original',
    '-Orientation#=6',
    ...gps,
    photos.iphoneJpeg,
  ])
  await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 160, b: 90 } },
  })
    .jpeg({ quality: 80 })
    .toFile(photos.pixelJpeg)
  execFileSync('exiftool', ['-q', '-overwrite_original', ...gps, photos.pixelJpeg])
  // Debian's ImageMagick writes HEIC; the build's sharp cannot read it, which is the point.
  execFileSync('convert', [photos.pixelJpeg, '-resize', '800x600', photos.heic])
  return photos
}

/** What a photo in the repository holds: its size, whether any metadata is left, and the colour of its top corners. */
export async function inspectPhoto(file: string) {
  const image = sharp(file)
  const { width = 0, height = 0, exif, xmp, iptc, orientation } = await image.metadata()
  const cornerColour = async (left: number) => {
    const { data } = await sharp(file)
      .extract({ left, top: 0, width: 8, height: 8 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    return data[0]! > 180 && data[1]! < 80 ? 'red' : 'blue'
  }
  return {
    width,
    height,
    metadata: Boolean(exif || xmp || iptc || orientation),
    topLeft: await cornerColour(0),
    topRight: await cornerColour(width - 8),
  }
}
