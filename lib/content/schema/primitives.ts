/** Building blocks the content schemas share: text, links, images, anchors, colours. */
import { z } from 'zod'
import { wholeNumber } from './as-typed'

export const text = z.string().trim().min(1, 'must not be empty')

/** A link inside the site: a route ("/about"), a home section ("/#contact") or a same-page anchor ("#contact"). */
export const internalHref = z
  .string()
  .regex(
    /^(?=.)(\/|(\/[a-z0-9-]+)+)?(#[a-z][a-z0-9-]*)?$/,
    'must be a path like "/about", "/#contact" or "#contact" (lower case, with no "/" at the end)',
  )

/**
 * A full web address on HTTPS with a dotted host. A regex rather than URL parsing, so that the
 * editor's form refuses what the content check refuses, before Save.
 */
const webHost = String.raw`https:\/\/[^\s/?#]+\.[^\s/?#]+`
export const webAddress = String.raw`${webHost}([/?#]\S*)?`

export const httpsUrl = z
  .string()
  .regex(
    new RegExp(`^${webAddress}$`),
    'must be a full web address starting with "https://", such as "https://www.instagram.com/yourname"',
  )

/** The same, without a "/" at its end: the site's own address, which paths are added to. */
export const siteAddress = z
  .string()
  .regex(
    new RegExp(`^${webHost}(\\/\\S*[^\\s/])?$`),
    'must be a full web address starting with "https://", with no "/" at the end',
  )

export const email = z.email('must be an email address such as "hello@example.com"')

/** US phone as people read it: (831) 555-0142. */
export const phone = z
  .string()
  .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a US phone number written like "(831) 555-0142"')

/** Anchor ids used on the home page and across pages. */
export const anchorId = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]*$/,
    'must be lower-case letters, digits and dashes, like "kitchen-remodel"',
  )

const iconKeys = [
  'kitchen',
  'bath',
  'home',
  'addition',
  'outdoor',
  'design',
  'check',
  'award',
  'users',
  'clock',
  'leaf',
  'message',
  'shield',
  'hammer',
] as const
export const iconKey = z.enum(iconKeys, {
  error: () => `must be one of the icon names: ${iconKeys.join(', ')}`,
})

export const image = z.strictObject({
  src: z
    .string()
    .regex(
      /^\/images\/[a-z0-9_-]+\.(svg|jpe?g|png|webp|avif)$/,
      'must be a file in content/images, written like "/images/kitchen-remodel.svg"',
    )
    .describe(
      'A photo (JPEG, PNG or WebP, at least 1200 pixels wide) or an SVG drawing from the picture library. A phone photo is turned upright and its camera data (location included) removed as it is uploaded.',
    ),
  alt: text.describe('What the picture shows, for visitors who cannot see it.'),
  width: z.number().int().positive('must be the image width in pixels'),
  height: z.number().int().positive('must be the image height in pixels'),
})

export const link = z.strictObject({ label: text, href: internalHref })

export const sectionHeading = z.strictObject({
  eyebrow: text.optional(),
  title: text,
  intro: text.optional(),
})

/**
 * The opening's words of a page that leads to the contact form (the home page, a service's own
 * page), as components/sections/hero.tsx shows them; each page adds its picture and its own facts.
 */
export const landingHero = {
  eyebrow: text,
  title: text,
  lead: text,
  primary: link,
  secondary: link,
}

/**
 * A page's list of the portfolio's projects (an area's, a service's): the heading above it and
 * what is said in its place while it has none, both naming the page's subject where
 * `placeholder` stands.
 */
export function projectList(placeholder: string, hints: { heading: string; empty: string }) {
  return z.strictObject({
    heading: template(placeholder).describe(hints.heading),
    empty: template(placeholder).describe(hints.empty),
  })
}

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

/**
 * A text with placeholders that the page fills in: template('{number}') must contain "{number}". A
 * regex (lookaheads, any order), so that the editor's form asks for them before Save.
 */
export function template(...placeholders: string[]) {
  const holds = placeholders.map(
    (placeholder) => `(?=[\\s\\S]*${placeholder.replace(/[{}]/g, '\\$&')})`,
  )
  return text
    .regex(
      new RegExp(`^${holds.join('')}`),
      `must contain ${placeholders.join(' and ')}, where the page puts ${placeholders.length === 1 ? 'that value' : 'those values'}`,
    )
    .meta({ placeholders })
}

/** Lower-case words joined by dashes, used in a page address: "carmel-by-the-sea". */
export const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'must be lower-case words joined by dashes, like "carmel-by-the-sea"',
  )

export const hexColor = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour like "#1e4d48"')

export type Link = z.infer<typeof link>
export type Image = z.infer<typeof image>
export type IconKey = z.infer<typeof iconKey>
export type SectionHeading = z.infer<typeof sectionHeading>

/**
 * "{number} projects" in each plural form the page's language uses (Intl.PluralRules): English
 * needs `one` and `other`; `zero`, if given, is used for none at all.
 */
export const countText = z.strictObject({
  zero: text.optional(),
  one: template('{number}'),
  two: template('{number}').optional(),
  few: template('{number}').optional(),
  many: template('{number}').optional(),
  other: template('{number}'),
})

export type CountText = z.infer<typeof countText>

/** Whether the owner has checked this fact; `false` keeps it on the launch check's list. */
export const confirmed = z.boolean({ error: 'must be true or false' })

/** A figure a visitor reads as the firm's claim: listed before launch until it is true. */
export const claimConfirmed = confirmed
  .optional()
  .describe('Whether the owner has checked the figure (until then the launch check lists it).')

/**
 * A calendar date written like 2024-09-14, so browsers and search engines read it; from 1900 to
 * 2099, so that "2026-11-02" typed into Safari's date box on a Mac (which takes month, day, year)
 * and saved as the year 0002 is refused.
 */
export const isoDate = z
  .string()
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, 'must be a date from 1900 to 2099, written like 2024-09-14')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'must be a real date, written like 2024-09-14')
  // The editor shows a date picker (lib/cms/fields.ts).
  .meta({ widget: 'date' })

const dollars = wholeNumber({
  min: 1,
  dollars: true,
  message: 'must be whole dollars, like 60000, 60,000 or $60,000',
})

/** A cost in whole US dollars, from the lowest to the highest typical figure. */
const costRange = z
  .strictObject({ from: dollars, to: dollars })
  .refine((range) => range.to >= range.from, {
    message: 'must end at a figure no lower than it starts ("to" at least "from")',
    path: ['to'],
  })

/** A typical cost and duration: a service's on the peninsula, or a project's budget band. */
export const priceBand = z.strictObject({ cost: costRange, duration: text, confirmed })

/** How a price band is labelled where it shows. */
export const priceLabels = z.strictObject({ cost: text, duration: text })

export type PriceBand = z.infer<typeof priceBand>

export type PriceLabels = z.infer<typeof priceLabels>
