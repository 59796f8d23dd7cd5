/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as fontkit from 'fontkit'
import {
  baseCharacters,
  cssWeight,
  siteFonts,
  stringsIn,
  subsetFonts,
  subsetText,
} from '@/scripts/build/subset-fonts'

/** HarfBuzz (wasm) subsets both fonts in a second or two, slower on a busy machine. */
const subsetting = 60_000

/** fontkit reads WOFF2 itself (it unpacks the Brotli-compressed tables). */
function openWoff2(file: string) {
  return fontkit.create(readFileSync(file)) as fontkit.Font
}

describe('the characters the fonts keep', () => {
  it('collects every string of a content tree, at any depth', () => {
    const content = {
      site: { name: 'Saltwood', founded: 2009, areas: ['Carmel', 'Pebble Beach'] },
      home: { hero: { title: 'Zürich', image: { src: '/images/a.svg', width: 10 } } },
      flag: true,
      none: null,
    }
    expect(stringsIn(content).sort()).toEqual(
      ['Saltwood', 'Carmel', 'Pebble Beach', 'Zürich', '/images/a.svg'].sort(),
    )
  })

  it('keeps ASCII, the punctuation and each character of the content in both cases, once, in code point order', () => {
    const text = subsetText(['Café au lait\n', 'straße'])
    for (const char of baseCharacters) expect(text).toContain(char)
    for (const char of ['é', 'É', 'ß']) expect(text).toContain(char)
    expect(text).not.toContain('\n')
    expect(new Set(text).size).toBe([...text].length)
    const codePoints = [...text].map((char) => char.codePointAt(0)!)
    expect(codePoints).toEqual([...codePoints].sort((a, b) => a - b))
    expect(subsetText(['straße', 'Café au lait\n'])).toBe(text)
  })
})

describe('the subset fonts', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'subset-fonts-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it(
    'are smaller woff2 files with the new letters, the weights the site uses, and no emoji',
    async () => {
      const results = await subsetFonts(subsetText(['Grüße aus Zürich, café 🏠']), dir)
      expect(results.map((result) => result.name)).toEqual(siteFonts.map((font) => font.name))
      for (const result of results) {
        expect(result.written).toBe(true)
        expect(result.bytes).toBeLessThan(result.sourceBytes)
        // An emoji is not in the font: the browser draws it with a system font.
        expect(result.missing).toBe('🏠')
        const font = openWoff2(result.file)
        for (const char of 'üÜßéÉ’—A~')
          expect(font.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(true)
        expect(font.hasGlyphForCodePoint('ñ'.codePointAt(0)!)).toBe(false)
        const { weight } = siteFonts.find((site) => site.name === result.name)!
        if (typeof weight === 'number') {
          // Pinned: a static font of that weight, with no variation axis left.
          expect(font.variationAxes.wght).toBeUndefined()
          expect(font['OS/2'].usWeightClass).toBe(weight)
        } else expect(font.variationAxes.wght).toMatchObject(weight)
      }
    },
    subsetting,
  )

  it(
    'are not written again from the same inputs, and are when the characters change',
    async () => {
      const text = subsetText(['Monterey'])
      await subsetFonts(text, dir)
      expect((await subsetFonts(text, dir)).map((result) => result.written)).toEqual([false, false])
      const changed = await subsetFonts(subsetText(['Montereý']), dir)
      expect(changed.map((result) => result.written)).toEqual([true, true])
    },
    subsetting,
  )
})

describe('the weights lib/fonts.ts declares to the browser', () => {
  it('are the weights each subset font keeps', () => {
    const source = readFileSync(join(process.cwd(), 'lib', 'fonts.ts'), 'utf8')
    for (const { name, weight } of siteFonts) {
      const declaration = new RegExp(
        `localFont\\(\\{\\s*src: '\\.\\./fonts/${name}\\.woff2',[^}]*?weight: '([^']+)'`,
      ).exec(source)
      expect(declaration?.[1]).toBe(cssWeight(weight))
    }
  })
})
