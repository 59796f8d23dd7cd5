/** @jest-environment node */
import satori from 'satori'
import sharp from 'sharp'
import {
  SocialCard,
  socialCardArtworkWidth,
  socialCardFonts,
  socialCardMargin,
} from '@/lib/seo/social-card'
import { content } from '@/lib/content'
import { generatedPages } from '@/lib/portfolio/pages'
import { socialCardSize } from '@/lib/seo/site-files'

const { site, sharing } = content
const width = socialCardSize.width - socialCardArtworkWidth
const { height } = socialCardSize
const fonts = socialCardFonts()
// A transparent 1 px PNG stands in for the logo.
const logo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

/** The card's text side as pixels: [alpha of each pixel], row by row. */
async function drawnCard(heading: string) {
  const svg = await satori(
    <SocialCard
      heading={heading}
      name={site.name}
      tagline={site.tagline}
      domain={new URL(site.url).hostname}
      logo={logo}
      themeColor={sharing.themeColor}
    />,
    { width, height, fonts },
  )
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({
    resolveWithObject: true,
  })
  const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!
  return { svg, alpha }
}

/** Whether anything is drawn in the rectangle [x0, x1) × [y0, y1). */
function inked(
  alpha: (x: number, y: number) => number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
) {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (alpha(x, y) > 0) return true
  return false
}

// The longest heading the content gives a card, and one three times as long, in long words.
const longest = generatedPages(content)
  .map((page) => page.heading)
  .reduce((a, b) => (b.length > a.length ? b : a))
const longestWord = longest.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a))
const headings = [longest, `${longest} ${longest} ${longestWord}${longestWord}`]

// Satori compiles its layout engine and parses the fonts on first use: slow on a busy machine.
jest.setTimeout(60_000)

describe('the social card layout', () => {
  it.each(headings)('keeps "%s" inside its margins, beside the artwork', async (heading) => {
    const { alpha } = await drawnCard(heading)
    // Nothing in the right margin (next to the artwork) or the bottom margin.
    expect(inked(alpha, width - socialCardMargin + 2, width, 0, height)).toBe(false)
    expect(inked(alpha, 0, width, height - socialCardMargin + 2, height)).toBe(false)
    // The heading is drawn below the name, in the text column.
    expect(inked(alpha, socialCardMargin, width - socialCardMargin, 180, 240)).toBe(true)
  })

  it('draws its text as outlines from the embedded fonts, not as text a viewer must find', async () => {
    const { svg } = await drawnCard(longest)
    expect(svg).toContain('<path')
    expect(svg).not.toContain('<text')
  })
})
