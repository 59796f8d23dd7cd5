/** content/pages/how-we-work.yaml: the process page (steps, payments, warranty). */
import { z } from 'zod'
import { confirmed, link, sectionHeading, text } from '../primitives'

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

export type HowWeWorkPage = z.infer<typeof howWeWorkPage>
