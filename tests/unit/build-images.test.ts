/**
 * @jest-environment node
 */
import fs, {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { imageManifestFile } from '@/lib/content/image-manifest'
import { contentFiles } from '@/lib/content/registry'
import { readContentFile } from '@/lib/content/yaml'
import { buildImages } from '@/scripts/build/build-images'
import { picturesInContent } from '@/lib/content/content-pictures'

/** A camera file: stored 400 × 300 on its side (EXIF orientation 6), with a GPS position. */
async function writeCameraPhoto(file: string) {
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1e4d48' } })
    .composite([
      {
        input: await sharp({
          create: { width: 100, height: 300, channels: 3, background: '#f4e3d3' },
        })
          .png()
          .toBuffer(),
        top: 0,
        left: 0,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: 'Test', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '121/1 55/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toFile(file)
}

describe('the image build step', () => {
  let root: string
  let dirs: { sourceDir: string; publicDir: string; cacheRoot: string }
  const photo = { src: '/images/cottage.jpg', width: 300, height: 400 }

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'build-images-'))
    dirs = {
      sourceDir: join(root, 'content'),
      publicDir: join(root, 'public'),
      cacheRoot: join(root, 'cache'),
    }
    mkdirSync(join(dirs.sourceDir, 'images'), { recursive: true })
    await writeCameraPhoto(join(dirs.sourceDir, photo.src))
  })

  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('publishes upright AVIF, WebP and JPEG copies without any metadata, never the original', async () => {
    await buildImages([photo], dirs)
    const published = join(dirs.publicDir, 'images', 'responsive')
    expect(readdirSync(published).sort()).toEqual([
      'cottage-jpg-300.avif',
      'cottage-jpg-300.jpg',
      'cottage-jpg-300.webp',
    ])
    expect(readdirSync(join(dirs.publicDir, 'images'))).toEqual(['responsive'])
    const jpeg = await sharp(join(published, 'cottage-jpg-300.jpg')).metadata()
    // Turned upright: 300 × 400, no orientation flag left, no EXIF (no GPS) at all.
    expect([jpeg.width, jpeg.height, jpeg.orientation, jpeg.exif]).toEqual([
      300,
      400,
      undefined,
      undefined,
    ])
    const webp = await sharp(join(published, 'cottage-jpg-300.webp')).metadata()
    expect([webp.width, webp.height, webp.exif]).toEqual([300, 400, undefined])
    const manifest = JSON.parse(readFileSync(join(root, imageManifestFile), 'utf8'))
    expect(manifest[photo.src].placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(manifest[photo.src].placeholder.length).toBeLessThan(1000)
  })

  it('reads each picture once on a first build: the loader takes its size from the manifest', async () => {
    const portfolio = contentFiles.find(({ name }) => name === 'portfolio')!
    mkdirSync(dirname(join(root, portfolio.file)), { recursive: true })
    // As an editor or the CMS writes it: no size, so only the file can tell it.
    writeFileSync(join(root, portfolio.file), `image:\n  src: ${photo.src}\n  alt: A cottage\n`)
    const reads = jest.spyOn(fs, 'readFileSync')
    try {
      const { images, artwork } = picturesInContent(root)
      await buildImages(images, { ...dirs, artwork })
      const { data } = readContentFile(portfolio, root)
      const photoFile = join(dirs.sourceDir, photo.src)
      expect(reads.mock.calls.filter(([file]) => file === photoFile)).toHaveLength(1)
      expect(data).toEqual({ image: { ...photo, alt: 'A cottage' } })
    } finally {
      reads.mockRestore()
    }
    const manifest = JSON.parse(readFileSync(join(root, imageManifestFile), 'utf8'))
    expect(manifest[photo.src].variants).toEqual([
      { format: 'avif', width: 300, src: '/images/responsive/cottage-jpg-300.avif' },
      { format: 'webp', width: 300, src: '/images/responsive/cottage-jpg-300.webp' },
      { format: 'jpeg', width: 300, src: '/images/responsive/cottage-jpg-300.jpg' },
    ])
  })

  it('processes a photograph once: a rebuild takes it from the cache, a new one is the only one processed', async () => {
    expect(await buildImages([photo], dirs)).toEqual({ processed: [photo.src], reused: [] })
    expect(await buildImages([photo], dirs)).toEqual({ processed: [], reused: [photo.src] })
    const second = { src: '/images/second.jpg', width: 300, height: 400 }
    await writeCameraPhoto(join(dirs.sourceDir, second.src))
    expect(await buildImages([photo, second], dirs)).toEqual({
      processed: [second.src],
      reused: [photo.src],
    })
    expect(readdirSync(join(dirs.publicDir, 'images', 'responsive'))).toContain(
      'second-jpg-300.jpg',
    )
  })

  it('publishes two different photos called IMG_5104 (two phones, two folders) as two pictures', async () => {
    // Chrome saved one as WebP in the uploads folder, Safari another as JPEG beside the content.
    const chrome = { src: '/images/uploads/img_5104.webp', width: 300, height: 200 }
    const safari = { src: '/images/IMG_5104.jpg', width: 300, height: 200 }
    mkdirSync(join(dirs.sourceDir, 'images', 'uploads'), { recursive: true })
    const tile = (colour: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    await tile('#d9622b').webp().toFile(join(dirs.sourceDir, chrome.src))
    await tile('#2b6cd9').jpeg().toFile(join(dirs.sourceDir, safari.src))
    await buildImages([chrome, safari], dirs)
    const manifest = JSON.parse(readFileSync(join(root, imageManifestFile), 'utf8'))
    const shown = (src: string) => join(dirs.publicDir, manifest[src].variants.at(-1).src)
    expect(shown(chrome.src)).not.toBe(shown(safari.src))
    const colourOf = async (file: string) =>
      (await sharp(file).stats()).channels.map((channel) => Math.round(channel.mean))
    // Within 5 of each channel: the orange tile and the blue one, each where it belongs.
    const near = (rgb: number[]) => rgb.map((value) => expect.closeTo(value, -1))
    expect(await colourOf(shown(chrome.src))).toEqual(near([217, 98, 43]))
    expect(await colourOf(shown(safari.src))).toEqual(near([43, 108, 217]))
  })

  it('stops with the real size when the content gives the photo another shape', async () => {
    // The camera stored it 400 × 300, but it is seen 300 × 400.
    await expect(buildImages([{ src: photo.src, width: 400, height: 300 }], dirs)).rejects.toThrow(
      /300 × 400 px when upright.*set width: 300, height: 400/,
    )
  })

  it('copies SVG artwork as it is and clears pictures an earlier build published', async () => {
    mkdirSync(join(dirs.sourceDir, 'images'), { recursive: true })
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'
    writeFileSync(join(dirs.sourceDir, 'images', 'art.svg'), svg)
    await buildImages([photo], { ...dirs, artwork: ['/images/art.svg'] })
    expect(readFileSync(join(dirs.publicDir, 'images', 'art.svg'), 'utf8')).toBe(svg)
    await buildImages([], dirs)
    expect(readdirSync(join(dirs.publicDir, 'images'))).toEqual(['responsive'])
  })
})
