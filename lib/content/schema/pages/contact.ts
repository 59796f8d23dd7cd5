/**
 * content/pages/contact.yaml: /contact, the address people type to reach the firm: a link to the
 * contact form, and the phone, email and hours of Site → Business facts.
 */
import { z } from 'zod'
import { link, text } from '../primitives'

export const contactPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: z.strictObject({ eyebrow: text.optional(), title: text, intro: text }),
  form: link.describe('The way to the contact form: "Write to us with the form" → /#contact.'),
  phoneLabel: text,
  emailLabel: text,
  hoursLabel: text,
  privacy: link.describe(
    'Where to read what happens to a message: "How we treat your message" → /privacy.',
  ),
})
