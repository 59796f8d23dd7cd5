/**
 * Writes public/og/<page>.jpg, a 1200 × 630 social card per page (the page's heading laid out by
 * satori beside its artwork), and the raster icons and favicon.ico from the SVG logo, with no
 * network. Not next/og's opengraph-image: the export writes those without an extension, served as
 * application/octet-stream, and as PNG only. Runs before `next build`, which copies public/.
 *
 *   npx tsx scripts/build/generate-social-images.mts
 */
import fs from 'node:fs'
import path from 'node:path'
import pngToIco from 'png-to-ico'
import satori from 'satori'
import sharp from 'sharp'
import {
  SocialCard,
  socialCardArtworkWidth as artworkWidth,
  socialCardFonts,
} from '../../lib/seo/social-card'
import { content, fixedPageContent, publicDir, sourceFileFor } from '../../lib/content'
import { generatedPages } from '../../lib/portfolio/pages'
import { servicePages } from '../../lib/services/pages'
import { iconFiles, pageKeys, socialCardPath, socialCardSize } from '../../lib/seo/site-files'

const { site, sharing } = content
const fonts = socialCardFonts()
const { width, height } = socialCardSize
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

/** The card's text side as an SVG of glyph outlines, laid out by satori. */
function cardText(heading: string, logo: Buffer): Promise<string> {
  return satori(
    SocialCard({
      heading,
      name: site.name,
      tagline: site.tagline,
      domain: new URL(site.url).hostname.replace(/^www\./, ''),
      logo: `data:image/png;base64,${logo.toString('base64')}`,
      themeColor: sharing.themeColor,
    }),
    { width: width - artworkWidth, height, fonts },
  )
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
      { input: Buffer.from(await cardText(card.heading, logo)), left: 0, top: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file)
  return file
}

/** Every card: the fixed pages (their own h1), then the services', the portfolio's and the areas'. */
const cards = [
  ...pageKeys.map((page) => ({
    path: socialCardPath(page),
    heading: fixedPageContent(page).words.hero.title,
    artwork: fixedPageContent(page).card.artwork.src,
  })),
  ...[...servicePages(content), ...generatedPages(content)].map((page) => ({
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
  // Only the 32 px logo (a list, so png-to-ico does not add its 16–256 px sizes).
  fs.writeFileSync(favicon, await pngToIco([await renderLogo(iconFiles.favicon.size)]))
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
