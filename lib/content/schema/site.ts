/** content/site.yaml: the firm's own facts (name, address, hours, licence, contacts). */
import { z } from 'zod'
import { clockTime, year } from './as-typed'
import { confirmed, email, httpsUrl, phone, siteAddress, text, weekDays } from './primitives'

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
  url: siteAddress,
  description: text,
  foundedYear: year,
  experienceClaim: text,
  licence: z.strictObject({
    label: text,
    number: z.string().regex(/^\d{6,8}$/, 'must be the 6 to 8 digit CSLB number'),
    lookupUrl: text
      .regex(
        /^https:\/\/(?=[\s\S]*\{number\})/,
        'must be a full web address starting with "https://" and contain {number}, where the page puts the licence number',
      )
      .meta({ placeholders: ['{number}'] })
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
    daysOfWeek: z
      .array(
        z.enum(weekDays, {
          error: () => `must be a day of the week in English: ${weekDays.join(', ')}`,
        }),
      )
      .min(1, 'must have at least one day')
      .describe(
        'The days the office is open. Every page, note and search engine reads the hours from these days and the two times below.',
      ),
    opens: clockTime('08:00'),
    closes: clockTime('17:00'),
  }),
  social: z.strictObject({ network: text, href: httpsUrl, label: text }),
  copyright: text,
})

export type Site = z.infer<typeof site>
