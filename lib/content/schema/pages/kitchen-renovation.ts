/**
 * A service's own page. Every service of content/services.yaml has one, /services/<id>, made from
 * its entry there and the words all of them share (`servicePageWords`, in
 * content/pages/services.yaml); a service whose `pageHref` names a page of its own, such as
 * content/pages/kitchen-renovation.yaml (`serviceLandingPage`), has that one instead. Either page
 * shows the service's price and duration, its time to move-in, what the work includes, the
 * portfolio's projects of its category, a client's words about one of them and its questions
 * (lib/services/landing.ts), so none of it is written twice.
 */
import { z } from 'zod'
import { image, landingHero, link, sectionHeading, text } from '../primitives'

export const serviceLandingPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: z.strictObject({
    ...landingHero,
    primary: link.describe(
      "Led to the contact form (/#contact), it names this page's service, so the message starts with it.",
    ),
    image,
  }),
  valueClaim: z
    .strictObject({
      figure: text.max(12, 'must be 12 characters or fewer, so it fits on one line'),
      label: text,
      note: text,
    })
    .describe(
      'A short headline figure such as "15-25%"; kept short so it stays on one line on a phone.',
    ),
  benefits: z.strictObject({
    heading: sectionHeading,
    items: z
      .array(z.strictObject({ text }))
      .min(1, 'must have at least one benefit')
      .max(16, 'must have at most sixteen benefits'),
  }),
  process: z.strictObject({
    heading: sectionHeading,
    stepLabel: text.describe('Read by screen readers before each number: "Step 01".'),
    steps: z
      .array(
        z.strictObject({
          step: z.string().regex(/^\d{1,2}$/, 'must be a number of one or two digits like "01"'),
          title: text,
          description: text,
        }),
      )
      .min(1, 'must have at least one step')
      .max(12, 'must have at most twelve steps'),
    fullProcess: link
      .optional()
      .describe(
        'Under the steps, the whole process they sum up: "The short form of our seven steps: each, with what it costs" → /how-we-work#steps.',
      ),
  }),
  work: z
    .strictObject({
      heading: sectionHeading,
      empty: text.describe(
        "Shown in place of the projects while the portfolio has none of this service's category.",
      ),
    })
    .describe(
      "The portfolio's projects of the service's category, and a client's words about one of them.",
    ),
  callToAction: z.strictObject({
    title: text,
    text,
    primary: link.describe(
      "Led to the contact form (/#contact), it names this page's service, so the message starts with it.",
    ),
  }),
})

export type ServiceLandingPage = z.infer<typeof serviceLandingPage>
