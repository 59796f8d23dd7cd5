/**
 * What earns a homeowner's trust before the first message: prices, testimonials and the process
 * page (content/testimonials.yaml, content/pages/how-we-work.yaml, and the price bands of
 * services.yaml and portfolio.yaml). Every figure or quote the owner must vouch for carries
 * `confirmed`; until it is true the launch check lists it (lib/content/launch-check.ts).
 */
import { z } from 'zod'
import { wholeNumber } from './as-typed'
import { anchorId, countText, httpsUrl, link, sectionHeading, template, text } from './primitives'

/** Whether the owner has checked this fact; `false` keeps it on the launch check's list. */
export const confirmed = z.boolean({ error: 'must be true or false' })

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

/** A search for the firm's reviews is no source: a visitor must land on the quote itself. */
const searchPage =
  /^https:\/\/(www\.)?(google|bing|duckduckgo|search\.yahoo)\.[a-z.]+\/(search|\?)/i

const reviewUrl = httpsUrl.refine(
  (value) => !searchPage.test(value),
  "must be the address of the review itself (its Share link), not of a search for the firm's reviews",
)

const testimonial = z.strictObject({
  quote: text.describe("The client's own words, as they wrote or said them."),
  name: text.describe('The client\'s name or initials, as they agreed to be named: "Margaret H.".'),
  town: text.describe('Where the client lives: "Carmel-by-the-Sea".'),
  date: isoDate.describe('When they said it.'),
  project: anchorId
    .meta({ pick: { file: 'portfolio', value: 'projects.*.id', label: 'projects.*.title' } })
    .describe("The project it is about: the quote shows on that project's page and its area's."),
  source: z
    .strictObject({ name: text, url: reviewUrl.optional() })
    .describe(
      'Where it was said (Google, Houzz, a letter), and the address of the public review where there is one.',
    ),
  /** The owner has checked the words and the source: only real clients' words may be published. */
  confirmed,
})

export const testimonials = z.strictObject({
  heading: sectionHeading,
  projectHeading: text.describe(
    "The heading on a project's page and an area's page, above that project's or area's quotes.",
  ),
  areaHeading: template('{area}'),
  homeCount: wholeNumber({ min: 1, max: 6, message: 'must be a number from 1 to 6' }).describe(
    'How many the home page shows, newest first (1 to 6).',
  ),
  sourceLink: template('{source}').describe(
    '"Read it on Google" (linked): where the review was left goes where the word "source" stands in curly brackets.',
  ),
  sourceText: template('{source}'),
  projectLink: template('{project}').describe('Link text to the project the quote is about.'),
  morePhone: countText.describe(
    'On a phone the home page shows the newest quote; this button shows the others: "Read 4 more reviews", the number where the word "count" stands in curly brackets.',
  ),
  items: z.array(testimonial).max(60, 'must have at most 60 testimonials'),
})

const processStep = z.strictObject({
  title: text,
  /** What happens in this step, in a sentence or two. */
  text,
  youGet: text.describe('What the homeowner has at the end of it.'),
  duration: text,
  cost: text,
  stage: z
    .enum(['design', 'permits', 'build'], {
      error: "must be design, permits or build (the stage of a service's timeline this step is)",
    })
    .optional()
    .describe(
      "The stage of every service's timeline this step is (design, permits or build): its duration must then hold each service's own, so the process and the services' pages tell one story.",
    ),
})

export const howWeWorkPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: z.strictObject({ eyebrow: text, title: text, intro: text }),
  promise: z
    .strictObject({ label: text, text, confirmed })
    .describe('The promised response time, shown first.'),
  steps: z.strictObject({
    heading: sectionHeading,
    stepLabel: text.describe('Read by screen readers before each number: "Step 1".'),
    labels: z.strictObject({ youGet: text, duration: text, cost: text }),
    items: z
      .array(processStep)
      .min(1, 'must have at least one step')
      .max(12, 'must have at most twelve steps'),
    confirmed,
  }),
  payments: z.strictObject({
    heading: sectionHeading,
    items: z
      .array(z.strictObject({ title: text, amount: text, text }))
      .min(1, 'must have at least one payment')
      .max(12, 'must have at most twelve payments'),
    note: text.optional(),
    confirmed,
  }),
  warranty: z.strictObject({
    heading: sectionHeading,
    length: text.describe('Its length, in a few words: "Two years on workmanship".'),
    coversHeading: text,
    covers: z.array(text).min(1, 'must say at least one thing it covers'),
    excludesHeading: text,
    excludes: z.array(text).optional(),
    claim: text,
    law: text
      .optional()
      .describe(
        'What the law gives beside the warranty: in California, up to 10 years to claim for a hidden construction defect (Code of Civil Procedure §337.15).',
      ),
    confirmed,
  }),
  callToAction: z.strictObject({ title: text, text, primary: link, secondary: link.optional() }),
})

export type PriceBand = z.infer<typeof priceBand>
export type PriceLabels = z.infer<typeof priceLabels>
export type Testimonial = z.infer<typeof testimonial>
export type Testimonials = z.infer<typeof testimonials>
export type HowWeWorkPage = z.infer<typeof howWeWorkPage>
