/** content/pages/kitchen-renovation.yaml: the kitchen renovation page. */
import { z } from 'zod'
import { image, link, sectionHeading, text } from './primitives'

export const kitchenPage = z.object({
  metaTitle: text,
  metaDescription: text,
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    primary: link,
    secondary: link,
    image,
  }),
  valueClaim: z
    .object({
      figure: text.max(12, 'must be 12 characters or fewer, so it fits on one line'),
      label: text,
      note: text,
    })
    .describe(
      'A short headline figure such as "15-25%"; kept short so it stays on one line on a phone.',
    ),
  benefits: z.object({
    heading: sectionHeading,
    items: z
      .array(z.object({ text }))
      .min(1, 'must have at least one benefit')
      .max(16, 'must have at most sixteen benefits'),
  }),
  process: z.object({
    heading: sectionHeading,
    stepLabel: text.describe('Read by screen readers before each number: "Step 01".'),
    steps: z
      .array(
        z.object({
          step: z.string().regex(/^\d{1,2}$/, 'must be a number of one or two digits like "01"'),
          title: text,
          description: text,
        }),
      )
      .min(1, 'must have at least one step')
      .max(12, 'must have at most twelve steps'),
  }),
  callToAction: z.object({ title: text, text, primary: link }),
})
