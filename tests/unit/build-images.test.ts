/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, rmSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { buildImages, rasterImagesIn } from '@/scripts/build-images'

describe('the image build step', () => {
  let publicDir: string

  beforeEach(async () => {
    publicDir = mkdtempSync(join(tmpdir(), 'build-images-'))
    mkdirSync(join(publicDir, 'images'))
    // A 1000 × 600 fixture PNG: a gradient-free two-colour image is enough to encode and measure.
    await sharp({
      create: { width: 1000, height: 600, channels: 3, background: '#1e4d48' },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 400, height: 300, channels: 3, background: '#f4e3d3' },
          })
            .png()
            .toBuffer(),
          top: 100,
          left: 100,
        },
      ])
      .png()
      .toFile(join(publicDir, 'images', 'fixture-kitchen.png'))
  })

  afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

  it('finds the JPEG and PNG images anywhere in the content, and leaves SVG artwork alone', () => {
    const content = {
      hero: { image: { src: '/images/hero.svg', alt: 'Hero', width: 1200, height: 960 } },
      projects: [
        { image: { src: '/images/fixture-kitchen.png', alt: 'Kitchen', width: 1000, height: 600 } },
        { image: { src: '/images/bath.jpg', alt: 'Bath', width: 800, height: 600 } },
      ],
    }
    expect(rasterImagesIn(content).map((image) => image.src)).toEqual([
      '/images/fixture-kitchen.png',
      '/images/bath.jpg',
    ])
  })

  it('writes AVIF and WebP copies at each width up to the original, with the right dimensions', async () => {
    const image = { src: '/images/fixture-kitchen.png', width: 1000, height: 600 }
    const written = await buildImages([image], publicDir)
    expect(readdirSync(join(publicDir, 'images', 'responsive')).sort()).toEqual([
      'fixture-kitchen-1000.avif',
      'fixture-kitchen-1000.webp',
      'fixture-kitchen-480.avif',
      'fixture-kitchen-480.webp',
      'fixture-kitchen-800.avif',
      'fixture-kitchen-800.webp',
    ])
    expect(written).toHaveLength(6)
    const small = await sharp(
      join(publicDir, 'images', 'responsive', 'fixture-kitchen-480.avif'),
    ).metadata()
    expect([small.format, small.width, small.height]).toEqual(['heif', 480, 288])
    const large = await sharp(
      join(publicDir, 'images', 'responsive', 'fixture-kitchen-1000.webp'),
    ).metadata()
    expect([large.format, large.width, large.height]).toEqual(['webp', 1000, 600])

    // A second build finds every copy up to date and writes nothing.
    expect(await buildImages([image], publicDir)).toEqual([])
  })

  it('stops with a message when content/ claims a larger width than the file has', async () => {
    await expect(
      buildImages([{ src: '/images/fixture-kitchen.png', width: 1600, height: 960 }], publicDir),
    ).rejects.toThrow(/1000 px wide, but content\/ says 1600/)
  })
})
