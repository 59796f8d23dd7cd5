/** content/areas.yaml: one page per area the firm serves, /areas/<slug>. */
import { z } from 'zod'
import { confirmed, httpsUrl, image, link, projectList, slug, template, text } from './primitives'

/** A permit or design-review note; unconfirmed notes are listed by the launch check. */
const permitNote = z.strictObject({
  text,
  confirmed: z
    .boolean({ error: 'must be true or false' })
    .describe(
      'true once the owner has checked the fact; the launch check lists every note still false.',
    ),
})

/**
 * The place itself, as search engines identify it: a name is shared by many places (there are
 * Montereys in several states), an entry in a public reference such as Wikidata is not.
 */
const place = z
  .strictObject({
    kind: z
      .enum(['City', 'Place'], {
        error: () => 'must be City (a city or town) or Place (an unincorporated community)',
      })
      .describe(
        'City for an incorporated city or town (Carmel-by-the-Sea, Monterey); Place for an unincorporated community (Pebble Beach).',
      ),
    sameAs: z
      .array(httpsUrl)
      .min(1, "must have at least one address, the place's Wikidata page")
      .max(5, 'must have at most five addresses')
      .describe(
        'The place\'s page in public references, its Wikidata page first: "https://www.wikidata.org/wiki/Q487315" (search wikidata.org for the town).',
      ),
    confirmed,
  })
  .describe("Which place this is, for search engines (the firm's areas served and this page).")

/** One place the firm serves and its page, /areas/<slug>. */
const area = z.strictObject({
  name: text.describe(
    'The place, as visitors write it: "Pacific Grove". Projects pick their location from these names.',
  ),
  slug: slug
    .meta({ address: '/areas/' })
    .describe(
      "The end of the page's address, made from the place's name: lower-case words with dashes, like pacific-grove.",
    ),
  place,
  metaTitle: text,
  metaDescription: text,
  eyebrow: text.optional(),
  title: text,
  intro: text,
  image: image
    .optional()
    .describe(
      "Shown beside the heading and on the page's social card (default: a project's picture there).",
    ),
  work: z
    .strictObject({
      heading: text,
      paragraphs: z
        .array(text)
        .min(1, 'must have at least one paragraph')
        .max(12, 'must have at most 12 paragraphs'),
    })
    .describe('What the firm does there.'),
  permits: z.strictObject({
    heading: text,
    intro: text.optional(),
    notes: z
      .array(permitNote)
      .min(1, 'must have at least one note')
      .max(20, 'must have at most 20 notes'),
  }),
  callToAction: z.strictObject({ title: text, text, primary: link }),
})

export const areas = z.strictObject({
  footerHeading: text.describe("The footer's heading above the links to the area pages."),
  projects: projectList('{area}', {
    heading:
      'Above the projects on each area\'s page: "Our projects in Pacific Grove", the area\'s name where the word "area" stands in curly brackets.',
    empty:
      'Said on an area\'s page while it has no project; the area\'s name goes where the word "area" stands in curly brackets.',
  }).describe("The projects on each area's page."),
  services: z
    .strictObject({
      heading: template('{area}').describe(
        'Above the services on each area\'s page, each leading to its own page: "Our services in Pacific Grove", the area\'s name where the word "area" stands in curly brackets.',
      ),
    })
    .describe("The services on each area's page."),
  prefill: template('{area}').describe(
    "The first words of the contact form's project details for a visitor coming from an area page's call to action; the area's name goes where the word \"area\" stands in curly brackets.",
  ),
  items: z
    .array(area)
    .min(1, 'must have one entry per area')
    .max(40, 'must have at most 40 areas')
    // The form's "Add Area", not "Add Item": how the office adds a place it works in.
    .meta({ title: 'Areas' })
    .describe(
      "One entry per place the firm serves, in the order the footer and search engines list them. A new entry is a new area: its page, its footer link, its place in the projects' Location list. Write each field for this place; copy nothing from another area.",
    ),
})

export type Area = z.infer<typeof area>
export type Areas = z.infer<typeof areas>
