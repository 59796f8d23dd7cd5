/**
 * A service's own page, such as content/pages/kitchen-renovation.yaml. Its service is the one
 * whose `pageHref` in content/services.yaml is this page; the page shows that service's price and
 * duration, the portfolio's projects of its category and a client's words about one of them
 * (lib/services/landing.ts), so none of it is written twice.
 */
import { z } from 'zod'
import { image, link, sectionHeading, text } from './primitives'

export const serviceLandingPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    primary: link.describe(
      "Led to the contact form (/#contact), it names this page's service, so the message starts with it.",
    ),
    secondary: link,
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
