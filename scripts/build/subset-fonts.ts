/**
 * `npm run assets`: subsets Inter and Fraunces (@fontsource's latin variable files) to the weights
 * the design uses (`siteFonts`) and to every character of the content in both cases, plus ASCII
 * and typographic punctuation; writes fonts/<name>.woff2 for lib/fonts.ts, only when its inputs
 * changed. A content character the font lacks is listed (it shows in a system font).
 *
 *   tsx scripts/build/subset-fonts.ts
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import * as fontkit from 'fontkit'
import subsetFont, { type SubsetOptions } from 'subset-font'

/** Where the subset fonts go; lib/fonts.ts points next/font/local at these files. */
export const fontsDir = join(process.cwd(), 'fonts')

/** A weight axis kept as a range (the file stays variable), or pinned to one weight (static). */
export type FontWeight = number | { min: number; max: number }

export type SiteFont = { name: string; source: string; weight: FontWeight }

/**
 * The source files: one variable woff2 per family, from @fontsource-variable (devDependencies),
 * and the weights the site draws with each: body text, labels and buttons in Inter 400, 500 and
 * 600 (`font-normal`, `font-medium`, `font-semibold`), headings and the name in Fraunces 600
 * (`font-semibold`). The rest of the axis is cut away: the fonts are the largest files a page
 * loads before its largest paint, and the two files went from about 49 KB to 30 KB. lib/fonts.ts
 * declares the same weights to the browser (a unit test compares them), and the browser tests
 * check that no text asks a font for a weight outside its range.
 */
export const siteFonts: SiteFont[] = [
  {
    name: 'inter',
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weight: { min: 400, max: 600 },
  },
  {
    name: 'fraunces',
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    weight: 600,
  },
]

/** The weights as CSS writes them in `font-weight` of @font-face (and next/font's `weight`). */
export const cssWeight = (weight: FontWeight): string =>
  typeof weight === 'number' ? String(weight) : `${weight.min} ${weight.max}`

/** Always kept, whatever the content: ASCII printable (digits included) and common punctuation. */
export const baseCharacters =
  Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('') +
  '\u00a0‘’“”–—…•·©×'

/**
 * OpenType features kept: those browsers apply to Latin text by default, and the numeric and case
 * forms CSS can switch on (`tabular-nums`, `slashed-zero`, `ordinal`…). Inter's stylistic sets
 * and character variants, and fractions (`diagonal-fractions`, which needs `frac`), are dropped.
 */
export const keptFeatures = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'rvrn',
  'lnum',
  'onum',
  'pnum',
  'tnum',
  'zero',
  'ordn',
  'case',
]

const subsetOptions: SubsetOptions = { targetFormat: 'woff2', keepFeatures: keptFeatures }

/** Every string anywhere in a content tree (object values and array items, at any depth). */
export function stringsIn(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (Array.isArray(node)) return node.flatMap(stringsIn)
  if (node === null || typeof node !== 'object') return []
  return Object.values(node as Record<string, unknown>).flatMap(stringsIn)
}

/** Control characters (line breaks, tabs) are never drawn with a glyph. */
const isControl = (char: string) => /^[\u0000-\u001f\u007f-\u009f]$/u.test(char)

/**
 * The characters to keep, once each and sorted by code point (the same content always gives the
 * same text): the base set, and each text with its upper- and lower-case forms.
 */
export function subsetText(texts: string[]): string {
  const characters = new Set<string>(baseCharacters)
  for (const text of texts)
    for (const form of [text, text.toUpperCase(), text.toLowerCase()])
      for (const char of form) if (!isControl(char)) characters.add(char)
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('')
}

/**
 * Writes `<name>.woff2` for each font under `dir`, unless the file there was made from the same
 * inputs; each result names the characters the source font lacks (they show in a system font).
 */
export async function subsetFonts(text: string, dir = fontsDir) {
  mkdirSync(dir, { recursive: true })
  const packageOf = createRequire(join(process.cwd(), 'package.json'))
  const { version } = packageOf('subset-font/package.json') as { version: string }
  const results = []
  for (const { name, source, weight } of siteFonts) {
    const original = readFileSync(source)
    const file = join(dir, `${name}.woff2`)
    const stampFile = join(dir, `${name}.inputs`)
    const options: SubsetOptions = { ...subsetOptions, variationAxes: { wght: weight } }
    const stamp = createHash('sha256')
      .update(original)
      .update(JSON.stringify({ text, options, version }))
      .digest('hex')
    const font = fontkit.create(original) as fontkit.Font
    const missing = [...text].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!))
    const upToDate =
      existsSync(file) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp
    if (!upToDate) {
      writeFileSync(file, await subsetFont(original, text, options))
      writeFileSync(stampFile, stamp)
    }
    results.push({
      name,
      file,
      sourceBytes: original.length,
      bytes: readFileSync(file).length,
      written: !upToDate,
      missing: missing.join(''),
    })
  }
  return results
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  const { content } = await import('@/lib/content')
  const text = subsetText(stringsIn(content))
  const results = await subsetFonts(text)
  const total = (key: 'sourceBytes' | 'bytes') => results.reduce((sum, r) => sum + r[key], 0)
  for (const r of results) {
    console.log(
      `subset-fonts: ${r.name} ${kb(r.sourceBytes)} → ${kb(r.bytes)} (${[...text].length} characters${r.written ? '' : ', up to date'})`,
    )
    // An emoji (or any character outside the latin source) falls back to a system font.
    const missing = r.missing.replace(/\s/gu, '')
    if (missing)
      console.log(
        `subset-fonts: not in ${r.name}, shown in a system font: ${[...missing].join(' ')}`,
      )
  }
  console.log(`subset-fonts: ${kb(total('sourceBytes'))} → ${kb(total('bytes'))} in ${fontsDir}`)
}

if (process.argv[1]?.endsWith('subset-fonts.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
