/**
 * Makes the files link previews, browsers and search engines ask for, from the site's own artwork
 * and fonts (no network):
 *   public/og/<page>.jpg   — a 1200 × 630 social card per page: logo, name, the page's heading,
 *                            tagline, and the page's artwork from content/routes.ts fixedPages; for the
 *                            pages made from the portfolio and the areas (lib/portfolio-pages.ts),
 *                            the project's own picture (SVG artwork or photograph), the area's
 *                            picture, or the portfolio's artwork
 *   public/icons/*.png, public/favicon.ico — raster icons from the SVG logo
 * Runs before `next build` (see package.json "build"), so it uses whatever artwork is in
 * public/images at build time; next build copies public/ into out/.
 *
 *   npx tsx scripts/generate-social-images.mts
 */
import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import sharp from 'sharp'
import { decompress } from 'wawoff2'
import { content, fixedPageContent, publicDir, sourceFileFor } from '../content'
import { generatedPages } from '../lib/portfolio-pages'
import { iconFiles, pageKeys, socialCardPath, socialCardSize } from '../lib/site-files'

const { site, sharing } = content

// Colours of the site's theme (app/globals.css) that are not in content.
const mutedText = '#4f5d5b'
const accent = '#8f4519'

/** A variable font from @fontsource at one weight. fontkit cannot vary WOFF2, so it is unpacked first. */
async function loadFont(file: string, weight: number): Promise<fontkit.Font> {
  const woff2 = fs.readFileSync(path.join('node_modules/@fontsource-variable', file))
  const font = fontkit.create(Buffer.from(await decompress(woff2))) as fontkit.Font
  return font.getVariation({ wght: weight })
}

type TextStyle = { font: fontkit.Font; size: number; color: string }

function textWidth(text: string, { font, size }: TextStyle): number {
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm
}

/** The text as one SVG path (glyph outlines), its baseline starting at x, y. */
function textPath(text: string, x: number, y: number, style: TextStyle): string {
  const scale = style.size / style.font.unitsPerEm
  const run = style.font.layout(text)
  let pen = x
  const outlines = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]!
    const d = glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG()
    pen += position.xAdvance * scale
    return d
  })
  return `<path fill="${style.color}" d="${outlines.join(' ')}"/>`
}

/** Splits text into lines no wider than maxWidth, breaking between words. */
function wrap(text: string, maxWidth: number, style: TextStyle): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && textWidth(`${last} ${word}`, style) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const fonts = {
  display: await loadFont('fraunces/files/fraunces-latin-wght-normal.woff2', 600),
  text: await loadFont('inter/files/inter-latin-wght-normal.woff2', 500),
}

const { width, height } = socialCardSize
const artworkWidth = 540
const margin = 72
const textWidthMax = width - artworkWidth - margin * 2

const artworkCache = new Map<string, Promise<Buffer>>()

/** The artwork cut to the card's right-hand side; a photograph is turned upright first (EXIF). */
function renderArtwork(src: string): Promise<Buffer> {
  if (!artworkCache.has(src))
    artworkCache.set(
      src,
      sharp(sourceFileFor(src), { density: 144 })
        .rotate()
        .resize(artworkWidth, height, { fit: 'cover' })
        .png()
        .toBuffer(),
    )
  return artworkCache.get(src)!
}

async function renderLogo(size: number): Promise<Buffer> {
  return sharp(sourceFileFor(sharing.logo.src), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer()
}

function cardText(heading: string): string {
  const brand = { font: fonts.display, size: 30, color: sharing.themeColor }
  const small = { font: fonts.text, size: 22, color: mutedText }
  // The largest heading size at which it fits in four lines.
  let headingStyle = { font: fonts.display, size: 64, color: sharing.themeColor }
  while (wrap(heading, textWidthMax, headingStyle).length > 4 && headingStyle.size > 36)
    headingStyle = { ...headingStyle, size: headingStyle.size - 4 }
  const headingLines = wrap(heading, textWidthMax, headingStyle)
  const lineHeight = headingStyle.size * 1.12
  const headingTop = 210
  const taglineLines = wrap(site.tagline, textWidthMax, small)
  const domain = new URL(site.url).hostname.replace(/^www\./, '')
  const parts = [
    textPath(site.name, margin + 72, margin + 38, brand),
    ...headingLines.map((line, i) =>
      textPath(line, margin, headingTop + i * lineHeight, headingStyle),
    ),
    ...taglineLines.map((line, i) =>
      textPath(line, margin, height - margin - 40 - (taglineLines.length - 1 - i) * 30, small),
    ),
    textPath(domain, margin, height - margin, { ...small, color: accent }),
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`
}

/** One card: the heading and the artwork, with the logo, name, tagline and domain. */
async function writeCard(
  card: { path: string; heading: string; artwork: string },
  logo: Buffer,
): Promise<string> {
  const file = path.join(publicDir, card.path)
  await sharp({
    create: { width, height, channels: 3, background: sharing.backgroundColor },
  })
    .composite([
      { input: await renderArtwork(card.artwork), left: width - artworkWidth, top: 0 },
      { input: logo, left: margin, top: margin },
      { input: Buffer.from(cardText(card.heading)), left: 0, top: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file)
  return file
}

/** Every card: the fixed pages (content/routes.ts fixedPages), then the portfolio's and the areas' pages. */
const cards = [
  ...pageKeys.map((page) => ({
    path: socialCardPath(page),
    // The page's own h1.
    heading: fixedPageContent(page).words.hero.title,
    artwork: fixedPageContent(page).card.artwork.src,
  })),
  ...generatedPages(content).map((page) => ({
    path: page.card.path,
    heading: page.heading,
    artwork: page.card.artwork,
  })),
]

/** Runs `task` over `items`, a few at a time, so a large portfolio does not exhaust memory. */
async function inBatches<T, R>(items: T[], size: number, task: (item: T) => Promise<R>) {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))))
  return results
}

/** A .ico holding one 32 px PNG, which every browser that asks for /favicon.ico reads. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(header.length, 18)
  return Buffer.concat([header, png])
}

async function writeIcons(): Promise<string[]> {
  const written: string[] = []
  for (const icon of [iconFiles.png32, iconFiles.app192, iconFiles.app512, iconFiles.appleTouch]) {
    const file = path.join(publicDir, icon.path)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    let image = sharp(await renderLogo(icon.size))
    // iOS shows transparent corners as black; fill them with the logo's own colour.
    if (icon === iconFiles.appleTouch) image = image.flatten({ background: sharing.themeColor })
    await image.png().toFile(file)
    written.push(file)
  }
  const favicon = path.join(publicDir, iconFiles.favicon.path)
  fs.writeFileSync(
    favicon,
    icoFromPng(await renderLogo(iconFiles.favicon.size), iconFiles.favicon.size),
  )
  return [...written, favicon]
}

// Cards of pages that no longer exist (a removed project) must not be published.
fs.rmSync(path.join(publicDir, 'og'), { recursive: true, force: true })
fs.mkdirSync(path.join(publicDir, 'og'), { recursive: true })
const logo = await renderLogo(56)
const written = [
  ...(await inBatches(cards, 4, (card) => writeCard(card, logo))),
  ...(await writeIcons()),
]
const cardFiles = written.filter((file) => file.includes(`${path.sep}og${path.sep}`))
const cardBytes = cardFiles.reduce((sum, file) => sum + fs.statSync(file).size, 0)
console.log(
  `${cardFiles.length} social cards in ${path.relative(process.cwd(), path.join(publicDir, 'og'))}/ (${Math.round(cardBytes / 1024)} KB)`,
)
for (const file of written.filter((file) => !cardFiles.includes(file)))
  console.log(`${path.relative(process.cwd(), file)}  ${fs.statSync(file).size} bytes`)
