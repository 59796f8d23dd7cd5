/** content/pages/about.yaml: the about page. */
import { z } from 'zod'
import { iconKey, link, sectionHeading, text } from './primitives'

export const aboutPage = z.object({
  metaTitle: text,
  metaDescription: text,
  hero: sectionHeading,
  story: z.object({ heading: sectionHeading, paragraphs: z.array(text).min(1) }),
  stats: z.object({
    heading: text,
    items: z
      .array(z.object({ value: text, label: text }))
      .min(1, 'must have at least one stat')
      .max(8, 'must have at most eight stats'),
  }),
  values: z.object({
    heading: sectionHeading,
    items: z
      .array(z.object({ icon: iconKey, title: text, description: text }))
      .min(1, 'must have at least one value')
      .max(12, 'must have at most twelve values'),
  }),
  team: z.object({
    heading: sectionHeading,
    counts: z
      .array(z.object({ value: text, label: text }))
      .min(1, 'must have at least one team count')
      .max(6, 'must have at most six team counts'),
  }),
  callToAction: z.object({ title: text, text, primary: link }),
})
