/** content/testimonials.yaml: the clients' words, each with its source and the owner's confirmation. */
import { z } from 'zod'
import { wholeNumber } from './as-typed'
import {
  anchorId,
  confirmed,
  countText,
  isoDate,
  sectionHeading,
  template,
  text,
  webAddress,
} from './primitives'

/** A search for the firm's reviews is no source: a visitor must land on the quote itself. */
const searchPage =
  /^https:\/\/(www\.)?(google|bing|duckduckgo|search\.yahoo)\.[a-z.]+\/(search|\?)/i

const reviewUrl = z
  .string()
  .regex(
    new RegExp(`^(?!${searchPage.source})${webAddress}$`),
    'must be the address of the review itself (its Share link), starting with "https://", not of a search for the firm\'s reviews',
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
  sourceLink: template('{where}').describe(
    '"Read it on Google" (linked): where the review was left goes where the word "where" stands in curly brackets.',
  ),
  sourceText: template('{where}'),
  projectLink: template('{project name}').describe('Link text to the project the quote is about.'),
  morePhone: countText.describe(
    'On a phone the home page shows the newest quote; this button shows the others: "Read 4 more reviews", the number where the word "number" stands in curly brackets.',
  ),
  items: z.array(testimonial).max(60, 'must have at most 60 testimonials'),
})

export type Testimonial = z.infer<typeof testimonial>

export type Testimonials = z.infer<typeof testimonials>
