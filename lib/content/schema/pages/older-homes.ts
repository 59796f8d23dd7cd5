/**
 * content/pages/older-homes.yaml: /older-homes, what the owner of a house built before 1978 needs
 * to hear before a renovation: lead-safe work (with the firm's EPA certification), asbestos, living
 * at home during the work, dust and noise. Every answer is the firm's word: until `confirmed` the
 * launch check lists it. No FAQPage markup: Google shows FAQ results for no business site.
 */
import { z } from 'zod'
import { confirmed, link, sectionHeading, text } from '../primitives'

const question = z.strictObject({
  question: text.describe('As a homeowner would ask it: "Will we be able to live at home?".'),
  answer: text.describe('Short and plain, with no figure the owner has not checked.'),
  confirmed,
})

export const olderHomesPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: z.strictObject({
    eyebrow: text.optional(),
    title: text,
    intro: text.describe('Who the page is for, in a sentence or two.'),
  }),
  certification: z
    .strictObject({ label: text, number: text, confirmed })
    .describe(
      'The firm\'s lead-safe certification, shown with its number: "EPA Lead-Safe Certified Firm" and "NAT-F123456-1".',
    ),
  questions: z.strictObject({
    heading: sectionHeading,
    items: z
      .array(question)
      .min(1, 'must have at least one question')
      .max(12, 'must have at most twelve questions'),
  }),
  callToAction: z.strictObject({ title: text, text, primary: link, secondary: link.optional() }),
})
