/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * WCAG 2.2 contrast of the design's colour pairs, computed from the tokens in app/globals.css, so a
 * token change that breaks AA fails here before any page is built.
 */

type Rgb = [number, number, number]

/** The colour tokens of the `@theme` block, read from the stylesheet itself. */
function readColourTokens(): Map<string, string> {
  const css = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8')
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)
  if (!theme) throw new Error('app/globals.css has no @theme block')
  const tokens = new Map<string, string>()
  for (const [, name, value] of theme[1]!.matchAll(/--color-([\w-]+)\s*:\s*([^;]+);/g)) {
    tokens.set(name!, value!.trim())
  }
  return tokens
}

const tokens = readColourTokens()

function hexToRgb(hex: string): Rgb {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1]
  if (!digits) throw new Error(`${hex} is not a hex colour: extend this test to read it`)
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb
}

/** A token as the design writes it: `primary`, `white`, or with Tailwind's opacity `foreground/85`. */
function resolve(colour: string, backdrop?: Rgb): Rgb {
  const [name, opacity] = colour.split('/')
  const value = name === 'white' ? '#ffffff' : tokens.get(name!)
  if (!value) throw new Error(`No colour token --color-${name} in app/globals.css`)
  const rgb = hexToRgb(value)
  if (!opacity) return rgb
  if (!backdrop) throw new Error(`${colour} needs a backdrop to be blended on`)
  const alpha = Number(opacity) / 100
  return rgb.map((channel, i) => channel * alpha + backdrop[i]! * (1 - alpha)) as Rgb
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** Body text needs 4.5:1; large text, control boundaries, icons and the focus ring need 3:1. */
const text = 4.5
const nonText = 3

/** Every foreground/background pair the components use, with where it is used. */
const pairs: { fg: string; bg: string; min: number; where: string }[] = [
  { fg: 'foreground', bg: 'background', min: text, where: 'body text' },
  { fg: 'foreground', bg: 'card', min: text, where: 'cards, form fields, toasts' },
  { fg: 'foreground', bg: 'muted', min: text, where: 'muted sections' },
  { fg: 'foreground/85', bg: 'background', min: text, where: 'header links' },
  { fg: 'foreground/80', bg: 'background', min: nonText, where: 'scroll-to-top icon' },
  { fg: 'card-foreground', bg: 'card', min: text, where: 'card text' },
  { fg: 'muted-foreground', bg: 'background', min: text, where: 'lead paragraphs' },
  {
    fg: 'muted-foreground',
    bg: 'card',
    min: text,
    where: 'card descriptions, placeholders, toast texts',
  },
  { fg: 'muted-foreground', bg: 'muted', min: text, where: 'text in muted sections' },
  { fg: 'primary', bg: 'background', min: text, where: 'brand, links' },
  {
    fg: 'primary',
    bg: 'card',
    min: text,
    where: 'secondary buttons, links in cards, success toast icon',
  },
  { fg: 'primary', bg: 'muted', min: text, where: 'links and figures in muted sections' },
  { fg: 'primary-foreground', bg: 'primary', min: text, where: 'primary buttons, skip link' },
  { fg: 'primary-foreground', bg: 'primary-hover', min: text, where: 'primary button hover' },
  { fg: 'accent', bg: 'background', min: text, where: 'eyebrows' },
  { fg: 'accent', bg: 'card', min: text, where: 'portfolio categories' },
  { fg: 'accent', bg: 'muted', min: text, where: 'eyebrows in muted sections' },
  { fg: 'accent', bg: 'accent-soft', min: nonText, where: 'service icons' },
  { fg: 'inverse-foreground', bg: 'inverse', min: text, where: 'dark sections, footer headings' },
  { fg: 'inverse-muted', bg: 'inverse', min: text, where: 'footer text, dark section intros' },
  { fg: 'accent-soft', bg: 'inverse', min: text, where: 'eyebrows on dark sections' },
  { fg: 'inverse', bg: 'inverse-foreground', min: text, where: 'inverse buttons' },
  { fg: 'inverse', bg: 'white', min: text, where: 'inverse button hover' },
  {
    fg: 'destructive',
    bg: 'card',
    min: text,
    where: 'field errors, required marks, error toast icon',
  },
  { fg: 'destructive-foreground', bg: 'destructive', min: text, where: 'destructive actions' },
  { fg: 'input', bg: 'card', min: nonText, where: 'form field borders' },
  { fg: 'destructive', bg: 'card', min: nonText, where: 'invalid field borders' },
  { fg: 'ring', bg: 'background', min: nonText, where: 'focus ring' },
  { fg: 'ring', bg: 'card', min: nonText, where: 'focus ring in cards' },
  { fg: 'ring', bg: 'muted', min: nonText, where: 'focus ring in muted sections' },
  { fg: 'ring', bg: 'accent-soft', min: nonText, where: 'focus ring on notices' },
  { fg: 'ring-inverse', bg: 'inverse', min: nonText, where: 'focus ring on dark surfaces' },
]

/** Tokens that never carry information, so no contrast minimum applies to them. */
const decorative: Record<string, string> = {
  border: 'card outlines and separators; every card is also set off by its own background',
}

describe('colour contrast of the design tokens (WCAG 2.2 AA)', () => {
  test.each(pairs)('$fg on $bg ($where) reaches $min:1', ({ fg, bg, min }) => {
    const background = resolve(bg)
    const ratio = contrastRatio(resolve(fg, background), background)
    // WCAG compares the exact ratio: 4.49:1 is not 4.5:1.
    expect(ratio).toBeGreaterThanOrEqual(min)
  })

  test('every colour token is checked in a pair or is listed as decorative', () => {
    const used = new Set(pairs.flatMap(({ fg, bg }) => [fg, bg].map((c) => c.split('/')[0])))
    const unchecked = [...tokens.keys()].filter((name) => !used.has(name) && !decorative[name])
    expect(unchecked).toEqual([])
  })

  test('the contrast formula gives the known extremes', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21)
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2)
  })
})
