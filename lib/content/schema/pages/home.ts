/** content/pages/home.yaml: the home page. */
import { z } from 'zod'
import { claimConfirmed, image, landingHero, link, sectionHeading, text } from '../primitives'

export const home = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: z.strictObject({
    ...landingHero,
    highlights: z
      .array(z.strictObject({ value: text, label: text, confirmed: claimConfirmed }))
      .min(1, 'must have at least one highlight')
      .max(3, 'must have at most 3 highlights'),
    image,
  }),
  servicesOverview: z.strictObject({ heading: sectionHeading, allServices: link }),
  about: z.strictObject({
    heading: sectionHeading,
    paragraphs: z.array(text).min(1, 'must have at least one paragraph'),
    points: z.array(text).min(1, 'must have at least one point'),
    primary: link,
    secondary: link,
  }),
  contact: z.strictObject({
    heading: sectionHeading,
    alternativesHeading: text,
    phoneLabel: text,
    emailLabel: text,
    hoursLabel: text,
    addressLabel: text,
    afterSend: z
      .strictObject({ text, link })
      .describe('Under the form: what happens after Send, and the link to the process page.'),
  }),
})

export type Home = z.infer<typeof home>
