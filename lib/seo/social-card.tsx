/**
 * The text side of a page's 1200 × 630 social card, laid out by satori (the layout engine of
 * next/og) at build time: scripts/build/generate-social-images.mts turns it into an SVG of glyph
 * outlines and puts the page's artwork beside it. Satori reads inline styles only (flexbox).
 */
import fs from 'node:fs'
import type { Font } from 'satori'
import { socialCardSize } from './site-files'

// Colours of the site's theme (app/globals.css) that are not in content.
const mutedText = '#4f5d5b'
const accent = '#8f4519'

export const socialCardArtworkWidth = 540
export const socialCardMargin = 72

const families = { display: 'Fraunces', text: 'Inter' } as const

/**
 * The card's fonts at the weights the site uses, from @fontsource's static WOFF files (satori
 * reads TTF, OTF and WOFF, not WOFF2, and does not vary a variable font); latin-ext too, so an
 * accented name still draws in the brand's fonts.
 */
export function socialCardFonts(): Font[] {
  const faces = [
    { name: families.display, file: 'fraunces', weight: 600 as const },
    { name: families.text, file: 'inter', weight: 500 as const },
  ]
  return faces.flatMap(({ name, file, weight }) =>
    ['latin', 'latin-ext'].map((subset) => ({
      name,
      weight,
      style: 'normal' as const,
      data: fs.readFileSync(
        `node_modules/@fontsource/${file}/files/${file}-${subset}-${weight}-normal.woff`,
      ),
    })),
  )
}

/**
 * The heading's size: large for a short title, smaller as it grows, so that most titles fit in
 * four lines; a longer one is cut with an ellipsis rather than run into the tagline.
 */
function headingSize(heading: string): number {
  if (heading.length <= 36) return 64
  if (heading.length <= 56) return 56
  if (heading.length <= 80) return 48
  return 40
}

export function SocialCard({
  heading,
  name,
  tagline,
  domain,
  logo,
  themeColor,
}: {
  heading: string
  name: string
  tagline: string
  domain: string
  /** The logo as a data: URL (satori embeds images from bytes, not from paths). */
  logo: string
  themeColor: string
}) {
  const size = headingSize(heading)
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: socialCardSize.width - socialCardArtworkWidth,
        height: socialCardSize.height,
        boxSizing: 'border-box',
        padding: socialCardMargin,
        fontFamily: families.text,
        fontWeight: 500,
        fontSize: 22,
        lineHeight: 1.36,
        color: mutedText,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
        <img src={logo} width={56} height={56} alt="" />
        <span
          style={{
            fontFamily: families.display,
            fontWeight: 600,
            fontSize: 30,
            color: themeColor,
          }}
        >
          {name}
        </span>
      </div>
      <div
        style={{
          display: 'block',
          marginTop: 36,
          fontFamily: families.display,
          fontWeight: 600,
          fontSize: size,
          lineHeight: 1.12,
          color: themeColor,
          lineClamp: 4,
        }}
      >
        {heading}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', marginTop: 'auto', gap: 8 }}>
        <span>{tagline}</span>
        <span style={{ color: accent }}>{domain}</span>
      </div>
    </div>
  )
}
