/** The whole site's facts and frame: content/site.yaml, navigation.yaml, footer.yaml, sharing.yaml, pages/not-found.yaml and pages/error.yaml. */
import { z } from 'zod'
import { email, hexColor, httpsUrl, link, phone, template, text, weekDays } from './primitives'
import { confirmed } from './trust'

export const site = z.object({
  name: text,
  tagline: text,
  url: httpsUrl.refine((u) => !u.endsWith('/'), 'must not end with "/"'),
  description: text,
  foundedYear: z.number().int().min(1900).max(2100),
  experienceClaim: text,
  licence: z.object({
    label: text,
    number: z.string().regex(/^\d{6,8}$/, 'must be the 6 to 8 digit CSLB number'),
    lookupUrl: template('{number}')
      .refine(
        (url) => url.startsWith('https://'),
        'must be a full web address starting with "https://"',
      )
      .describe(
        'The state board\'s public lookup of the licence, "{number}" where the number goes.',
      ),
  }),
  insurance: z
    .object({
      statements: z.array(text).min(1, 'must have at least one statement'),
      confirmed,
    })
    .describe(
      'Insurance and bonding, one statement each: "General liability insurance, $2,000,000 per claim".',
    ),
  phone,
  email,
  address: z.object({
    street: text,
    locality: text,
    region: z.string().length(2, 'must be the two-letter state code'),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be the two-letter country code, like "US"'),
  }),
  areasServed: z
    .array(text)
    .min(1)
    .describe(
      'The towns the firm works in, one per line; each needs its page under Areas, and projects pick their location from this list.',
    ),
  hours: z.object({
    label: text,
    days: text,
    daysOfWeek: z
      .array(z.enum(weekDays))
      .min(1)
      .describe('The same days for search engines, in English: ["Monday", "Tuesday", …].'),
    opens: z.string().regex(/^\d{2}:\d{2}$/, 'must be 24-hour time like "08:00"'),
    closes: z.string().regex(/^\d{2}:\d{2}$/, 'must be 24-hour time like "17:00"'),
    display: text,
  }),
  social: z.object({ network: text, href: httpsUrl, label: text }),
  copyright: text,
})

export const navigation = z.object({
  skipLink: text,
  homeLabel: text,
  primaryLabel: text,
  links: z
    .array(link)
    .min(1, 'must have at least one link')
    .max(5, 'must have at most five links, or the header no longer fits'),
  consultation: link,
  call: template('{phone}').describe(
    'What a screen reader says for the header\'s call button, with {phone} where the number goes: "Call us at {phone}".',
  ),
  scrollToTop: text,
  menu: z.object({ toggle: text, label: text }),
})

export const footer = z.object({
  exploreHeading: text,
  contactHeading: text,
  hoursHeading: text,
  socialNewTabHint: text,
  links: z.array(link).min(1),
})

/** What a page shows when it is shared or listed by a search engine, beyond its title and description. */
const pageSharing = z.object({
  breadcrumb: text.describe(
    'The page\'s name in the breadcrumb trail search engines show: "Services".',
  ),
  artwork: z
    .object({
      src: z
        .string()
        .regex(
          /^\/images\/[a-z0-9-]+\.(svg|jpe?g|png|webp)$/,
          'must be a file in content/images, written like "/images/hero.svg"',
        ),
    })
    .describe("Artwork on the page's social card (1200 × 630 JPEG made at build time)."),
  cardAlt: text.describe('Describes the social card for people who cannot see it.'),
})

export const sharing = z.object({
  logo: z
    .object({
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
  pages: z.object({
    home: pageSharing,
    services: pageSharing,
    kitchen: pageSharing,
    about: pageSharing,
    howWeWork: pageSharing,
  }),
})

export const notFoundPage = z.object({
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

export const errorPage = z.object({
  title: text,
  text,
  retry: text,
  homeLink: link,
})

export type Site = z.infer<typeof site>
export type Navigation = z.infer<typeof navigation>
export type Footer = z.infer<typeof footer>
export type PageSharing = z.infer<typeof pageSharing>
export type ErrorPage = z.infer<typeof errorPage>
