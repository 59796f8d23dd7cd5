/** content/sharing.yaml: what each page shows when it is shared or listed by a search engine. */
import { z } from 'zod'
import { hexColor, image, text } from './primitives'

/** What a page shows when it is shared or listed by a search engine, beyond its title and description. */
const pageSharing = z.strictObject({
  breadcrumb: text.describe(
    'The page\'s name in the breadcrumb trail search engines show: "Services".',
  ),
  artwork: z
    .strictObject({
      src: z
        .string()
        .regex(
          /^\/images\/[a-z0-9-]+\.(svg|jpe?g|png|webp)$/,
          'must be a file in content/images, written like "/images/hero.svg"',
        ),
      // Measured from the file as it is read (lib/content/yaml.ts), as every picture is.
      width: image.shape.width.optional(),
      height: image.shape.height.optional(),
    })
    .describe("Artwork on the page's social card (1200 × 630 JPEG made at build time)."),
  cardAlt: text.describe('Describes the social card for people who cannot see it.'),
})

export const sharing = z.strictObject({
  logo: z
    .strictObject({
      src: z
        .string()
        .regex(/^\/[a-z0-9-]+\.svg$/, 'must be an SVG file in public/, written like "/icon.svg"'),
    })
    .describe(
      'Square logo (SVG); the favicons, app icons and the logo search engines show are made from it.',
    ),
  shortName: text
    .max(12, 'must be 12 characters or fewer')
    .describe(
      "Name under the icon when the site is added to a phone's home screen (12 characters or fewer).",
    ),
  themeColor: hexColor,
  backgroundColor: hexColor,
  pages: z.strictObject({
    home: pageSharing,
    services: pageSharing,
    kitchen: pageSharing,
    about: pageSharing,
    howWeWork: pageSharing,
    accessibility: pageSharing,
    olderHomes: pageSharing,
    privacy: pageSharing,
    contact: pageSharing,
  }),
})

export type PageSharing = z.infer<typeof pageSharing>
