/** content/pages/home.yaml: the home page. */
import { z } from 'zod'
import { image, link, sectionHeading, text } from './primitives'

export const home = z.object({
  metaTitle: text,
  metaDescription: text,
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    primary: link,
    secondary: link,
    highlights: z
      .array(z.object({ value: text, label: text }))
      .min(1, 'must have at least one highlight')
      .max(3, 'must have at most 3 highlights'),
    image,
  }),
  servicesOverview: z.object({ heading: sectionHeading, allServices: link }),
  about: z.object({
    heading: sectionHeading,
    paragraphs: z.array(text).min(1, 'must have at least one paragraph'),
    points: z.array(text).min(1, 'must have at least one point'),
    primary: link,
    secondary: link,
  }),
  contact: z.object({
    heading: sectionHeading,
    alternativesHeading: text,
    phoneLabel: text,
    emailLabel: text,
    hoursLabel: text,
    addressLabel: text,
    afterSend: z
      .object({ text, link })
      .describe('Under the form: what happens after Send, and the link to the process page.'),
  }),
})

export type Home = z.infer<typeof home>
