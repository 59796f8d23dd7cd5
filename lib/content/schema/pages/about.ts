/** content/pages/about.yaml: the about page. */
import { z } from 'zod'
import {
  claimConfirmed,
  confirmed,
  iconKey,
  image,
  link,
  sectionHeading,
  text,
} from '../primitives'

/** A named person of the team; until the owner confirms the name, the launch check lists it. */
const person = z.strictObject({
  name: text,
  role: text.describe('Their job, as a client would say it: "Lead designer".'),
  about: text.describe('One sentence about them: what they do for a client, or since when.'),
  portrait: image.describe(
    'A square picture: their photograph, or a drawing from the picture library until there is one.',
  ),
  confirmed,
})

export const aboutPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: sectionHeading,
  story: z.strictObject({
    heading: sectionHeading,
    paragraphs: z.array(text).min(1, 'must have at least one paragraph'),
  }),
  stats: z.strictObject({
    heading: text,
    items: z
      .array(
        z.strictObject({
          value: text,
          label: text,
          note: text
            .optional()
            .describe(
              'What the figure covers, under it, where the label alone would promise more: what "24/7 Support" means, and for whom.',
            ),
          confirmed: claimConfirmed,
        }),
      )
      .min(1, 'must have at least one stat')
      .max(8, 'must have at most eight stats'),
  }),
  values: z.strictObject({
    heading: sectionHeading,
    items: z
      .array(z.strictObject({ icon: iconKey, title: text, description: text }))
      .min(1, 'must have at least one value')
      .max(12, 'must have at most twelve values'),
  }),
  team: z.strictObject({
    heading: sectionHeading,
    people: z
      .array(person)
      .min(1, 'must name at least one person: a client wants to know who they will deal with')
      .max(12, 'must name at most twelve people'),
    counts: z
      .array(z.strictObject({ value: text, label: text, confirmed: claimConfirmed }))
      .min(1, 'must have at least one team count')
      .max(6, 'must have at most six team counts'),
  }),
  callToAction: z.strictObject({ title: text, text, primary: link }),
})

export type Person = z.infer<typeof person>
