/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { contentFiles } from '@/lib/content/registry'
import {
  artworkIn,
  picturesInContent,
  rasterImagesIn,
  unusedPictures,
} from '@/lib/content/content-pictures'

describe('the pictures the content names', () => {
  const photo = { src: '/images/cottage.jpg', width: 300, height: 400 }

  it('finds the photographs and the SVG artwork anywhere in the content', () => {
    const content = {
      hero: { image: { src: '/images/hero.svg', alt: 'Hero', width: 1200, height: 960 } },
      sharing: { artwork: { src: '/images/card.svg' } },
      projects: [{ image: { ...photo, alt: 'Cottage' } }],
    }
    expect(rasterImagesIn(content).map((image) => image.src)).toEqual([photo.src])
    expect(artworkIn(content)).toEqual(['/images/hero.svg', '/images/card.svg'])
  })

  it('reads them from the data files as written, with no size, and skips a file that is not YAML', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-pictures-'))
    try {
      const write = (file: string, text: string) => {
        mkdirSync(dirname(join(root, file)), { recursive: true })
        writeFileSync(join(root, file), text)
      }
      const [first, second] = contentFiles
      write(
        first!.file,
        `hero:\n  image:\n    src: ${photo.src}\n    alt: A cottage\ncard:\n  artwork:\n    src: /images/deck.jpg\n`,
      )
      write(second!.file, 'hero: [not: closed\n')
      expect(picturesInContent(root)).toEqual({
        images: [{ src: photo.src }],
        artwork: [],
        measuredOnly: ['/images/deck.jpg'],
      })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('lists the files of content/images that no content names, and only those', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-pictures-'))
    try {
      const [first] = contentFiles
      mkdirSync(join(root, 'content', 'images'), { recursive: true })
      mkdirSync(dirname(join(root, first!.file)), { recursive: true })
      writeFileSync(
        join(root, first!.file),
        `hero:\n  image:\n    src: ${photo.src}\n    alt: A cottage\ncard:\n  artwork:\n    src: /images/card.svg\n`,
      )
      for (const name of ['cottage.jpg', 'card.svg', 'img_4821.webp', '.gitkeep'])
        writeFileSync(join(root, 'content', 'images', name), '')
      expect(unusedPictures(root)).toEqual(['content/images/img_4821.webp'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
