/** content/services.yaml: the services, each with its price band, timeline and questions. */
import { z } from 'zod'
import { anchorId, confirmed, iconKey, internalHref, priceBand, text } from './primitives'

/** How long a service's work usually takes, stage by stage, so a visitor sees the whole wait. */
const serviceTimeline = z
  .strictObject({
    design: text.describe(
      'From the first call to the finished design and its fixed price: "6 to 10 weeks".',
    ),
    permits: text.describe(
      'Permits and design review, from submission to approval: "1 to 3 months".',
    ),
    build: text
      .optional()
      .describe(
        "The construction, to move-in: usually its price's typical duration. Left out for a service that ends before construction (design on its own).",
      ),
    total: text.describe(
      'The whole time from the first call to move-in, as the stages above add up (they may overlap): "6 to 10 months".',
    ),
    confirmed,
  })
  .describe(
    'Shown on the service\'s page under "From first call to move-in"; a new service may start without it, and the launch list names it until it is there and confirmed.',
  )

const question = z.strictObject({
  question: text.describe('As a homeowner would ask it: "Can we live at home during the work?".'),
  answer: text.describe('A short, plain answer, with no figure the owner has not checked.'),
})

export const service = z.strictObject({
  id: anchorId
    .meta({ address: '/services/' })
    .describe(
      "The end of the service's page address, made from its title: lower-case words with dashes, like kitchen-remodel.",
    ),
  title: text,
  description: text,
  icon: iconKey,
  features: z
    .array(text)
    .min(1, 'must have at least one feature')
    .max(8, 'must have at most eight features'),
  details: text,
  pageHref: internalHref
    .optional()
    .describe(
      'Only for a service with a fixed page of its own, such as /kitchen-renovation; every other service has a page made from this entry, at /services/ and its page address.',
    ),
  category: anchorId
    .meta({ pick: { file: 'portfolio', value: 'categories.*.id', label: 'categories.*.label' } })
    .optional()
    .describe(
      'Optional portfolio category of this kind of work: Learn More then links to its projects.',
    ),
  price: priceBand.optional().describe('Its typical cost and duration on the peninsula.'),
  metaTitle: text
    .optional()
    .describe("Its page's title in search results and link previews (default: its title)."),
  metaDescription: text
    .optional()
    .describe(
      "Its page's description in search results and link previews (default: its description).",
    ),
  timeline: serviceTimeline.optional(),
  faq: z
    .array(question)
    .min(1, 'must have at least one question')
    .max(12, 'must have at most twelve questions')
    .optional()
    .describe(
      "The questions and answers on the service's page; a new service may start without them, and the launch list names it until they are there.",
    ),
})

/** content/services.yaml lists the services under `items`; the site reads the list itself. */
export const services = z
  .strictObject({
    items: z
      .array(service)
      .min(1, 'must have at least one service')
      .max(16, 'must have at most sixteen services'),
  })
  .transform(({ items }) => items)

export type Service = z.infer<typeof service>
