/** content/contact-form.yaml: the contact form's labels, hints and messages. */
import { z } from 'zod'
import { wholeNumber } from './as-typed'
import { link, template, text } from './primitives'

export const contactForm = z.strictObject({
  fields: z.strictObject({
    firstName: z.strictObject({ label: text }),
    lastName: z.strictObject({ label: text }),
    email: z.strictObject({ label: text }),
    phone: z.strictObject({ label: text, optionalHint: text }),
    projectDetails: z.strictObject({
      label: text,
      placeholder: text,
      rows: wholeNumber({ min: 2, max: 12, message: 'must be a number from 2 to 12' }),
    }),
  }),
  requiredHint: text,
  submit: text,
  submitting: text,
  privacy: z
    .strictObject({ text, link })
    .describe(
      'Beside Send: what happens to the message, in a few words, and the link to the privacy page ("Privacy" → /privacy).',
    ),
  fieldRequired: text,
  email: z.strictObject({
    subject: template('{first}', '{last}'),
    noScriptSubject: text.describe(
      "Used when the page's script did not load and the browser sends the form itself.",
    ),
    nameLabel: text,
    emailLabel: text,
    phoneLabel: text,
    noPhone: text,
    detailsLabel: text,
    footer: text,
  }),
  length: z.strictObject({
    budget: wholeNumber({
      min: 500,
      max: 2000,
      message: 'must be a number from 500 to 2,000: mail clients cut longer links',
    }).describe('Whole mailto link budget; mail clients cut links past about 2,000 characters.'),
    remaining: template('{number}'),
    tooLong: template('{number}'),
  }),
  fallback: z.strictObject({
    heading: text.describe(
      'Shown under the form after Send, while the success message says the email app opened: word it as the next step if nothing opened ("Nothing opened?"), not as a failure.',
    ),
    text,
    gmail: text,
    outlook: text,
    copy: text,
    copied: text,
    copyFailed: text,
    newTabHint: text,
    dismiss: text,
    messageLabel: text,
    toLabel: text,
    subjectLabel: text,
  }),
  draftRestored: text,
  draftUnavailable: text,
  draftTooLarge: text.describe('Said when a message is too long to keep as a draft.'),
  replacedCharacters: text.describe(
    'Said once, in the form, when something typed, pasted or restored held half a character (half an emoji, for example) and it was replaced with the sign �.',
  ),
  messages: z.strictObject({
    missingTitle: text,
    missingText: text,
    failureTitle: text,
    failureText: text,
    successTitle: text,
    successText: text,
  }),
})

export type ContactForm = z.infer<typeof contactForm>
