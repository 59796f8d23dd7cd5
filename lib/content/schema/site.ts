/** The whole site's facts and frame: content/site.yaml, navigation.yaml, footer.yaml, sharing.yaml, pages/not-found.yaml and pages/error.yaml. */
import { z } from 'zod'
import { clockTime, year } from './as-typed'
import {
  email,
  hexColor,
  httpsUrl,
  image,
  link,
  phone,
  template,
  text,
  weekDays,
} from './primitives'
import { confirmed } from './trust'

/**
 * A coordinate with at least five decimal places (about a metre), as Google's local business
 * guidance asks. A number loses its trailing zeros in YAML, so 36.55520 must be written 36.555201.
 */
function coordinate(limit: number, example: string) {
  return z
    .number({ error: `must be a number like ${example}` })
    .min(-limit, `must be between -${limit} and ${limit}`)
    .max(limit, `must be between -${limit} and ${limit}`)
    .refine(
      (value) => (String(value).split('.')[1]?.length ?? 0) >= 5,
      `must have at least five decimal places, like ${example}`,
    )
}

export const site = z.strictObject({
  name: text,
  tagline: text,
  url: httpsUrl.refine((u) => !u.endsWith('/'), 'must not end with "/"'),
  description: text,
  foundedYear: year,
  experienceClaim: text,
  licence: z.strictObject({
    label: text,
    number: z.string().regex(/^\d{6,8}$/, 'must be the 6 to 8 digit CSLB number'),
    lookupUrl: template('{number}')
      .refine(
        (url) => url.startsWith('https://'),
        'must be a full web address starting with "https://"',
      )
      .describe(
        'The state board\'s public lookup of the licence; the licence number goes where the word "number" stands in curly brackets.',
      ),
  }),
  insurance: z
    .strictObject({
      statements: z.array(text).min(1, 'must have at least one statement'),
      confirmed,
    })
    .describe(
      'Insurance and bonding, one statement each: "General liability insurance, $2,000,000 per claim".',
    ),
  phone,
  email,
  address: z.strictObject({
    street: text,
    locality: text,
    region: z.string().length(2, 'must be the two-letter state code'),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be the two-letter country code, like "US"'),
  }),
  geo: z
    .strictObject({
      latitude: coordinate(90, '36.55524'),
      longitude: coordinate(180, '-121.92329'),
      confirmed,
    })
    .describe(
      "The office's position for maps and search engines, five decimal places or more (right-click the door in Google Maps to copy them).",
    ),
  mapUrl: httpsUrl.describe(
    "A map of the office for search engines: the Google Maps link of the firm's Business Profile.",
  ),
  businessProfileUrl: httpsUrl.describe(
    "The firm's Google Business Profile (Share → Copy link), which search engines tie to this site.",
  ),
  hours: z.strictObject({
    label: text,
    days: text,
    daysOfWeek: z
      .array(
        z.enum(weekDays, {
          error: () => `must be a day of the week in English: ${weekDays.join(', ')}`,
        }),
      )
      .min(1, 'must have at least one day')
      .describe('The same days for search engines, picked from the days of the week.'),
    opens: clockTime('08:00'),
    closes: clockTime('17:00'),
    display: text,
  }),
  social: z.strictObject({ network: text, href: httpsUrl, label: text }),
  copyright: text,
})

export const navigation = z.strictObject({
  skipLink: text,
  homeLabel: text,
  primaryLabel: text,
  links: z
    .array(link)
    .min(1, 'must have at least one link')
    .max(5, 'must have at most five links, or the header no longer fits'),
  consultation: link,
  call: template('{phone}').describe(
    'What a screen reader says for the header\'s call button: "Call us at (831) 555-0142", the number where the word "phone" stands in curly brackets.',
  ),
  scrollToTop: text,
  menu: z.strictObject({ toggle: text, label: text }),
})

export const footer = z.strictObject({
  exploreHeading: text,
  contactHeading: text,
  hoursHeading: text,
  socialNewTabHint: text,
  links: z.array(link).min(1, 'must have at least one link'),
  privacy: link.describe(
    'Beside the copyright on every page: the privacy page ("Privacy" → /privacy).',
  ),
})

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

export const notFoundPage = z.strictObject({
  metaTitle: text,
  code: text,
  title: text,
  text,
  homeLink: link,
  consoleMessage: text.refine(
    (m) => m.includes('{path}'),
    'must contain {path}, where the requested path goes',
  ),
})

export const errorPage = z.strictObject({
  title: text,
  text,
  retry: text,
  homeLink: link,
})

export type Site = z.infer<typeof site>
export type Footer = z.infer<typeof footer>
export type PageSharing = z.infer<typeof pageSharing>
export type ErrorPage = z.infer<typeof errorPage>
