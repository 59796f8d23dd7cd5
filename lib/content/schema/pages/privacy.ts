/**
 * content/pages/privacy.yaml: /privacy, what the site and the firm do with what a visitor gives
 * them, in plain words. Each answer is a field of its own, so none of the questions California's
 * online privacy law (CalOPPA, Business and Professions Code §22575) asks of a commercial site can
 * be left out: what is collected and who it is shared with, how to review or correct it, how a
 * change to the page is announced, its effective date, Do Not Track, and other parties tracking
 * across sites. The firm's word: until `confirmed` the launch check lists it.
 */
import { z } from 'zod'
import { confirmed, isoDate, text } from '../primitives'

const answer = z.strictObject({
  heading: text,
  paragraphs: z
    .array(text)
    .min(1, 'must have at least one paragraph')
    .max(6, 'must have at most 6 paragraphs'),
})

export const privacyPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: z.strictObject({
    eyebrow: text.optional(),
    title: text,
    intro: text.describe(
      'The whole answer in a sentence or two: "This site keeps nothing about you."',
    ),
  }),
  effective: z
    .strictObject({ label: text, date: isoDate, confirmed })
    .describe('Since when this page applies: "In effect since" and the date, 2026-12-07.'),
  answers: z
    .strictObject({
      kept: answer.describe(
        'What the site itself keeps about a visitor (the kinds of personal information collected).',
      ),
      form: answer.describe(
        "What the contact form does with a name, an email and a phone number: it hands the message to the visitor's own email app.",
      ),
      cookies: answer.describe(
        'Cookies, trackers, analytics and where the fonts and pictures come from.',
      ),
      email: answer.describe(
        'What the firm does with an email it receives: who reads it, who it is shared with, how long it is kept.',
      ),
      review: answer.describe(
        'How a visitor sees, corrects or deletes what the firm holds about them.',
      ),
      doNotTrack: answer.describe("How the site answers a browser's Do Not Track signal."),
      otherParties: answer.describe(
        'Whether any other company may collect personal information about a visitor here, across sites and over time.',
      ),
      changes: answer.describe('How a change to this page is announced.'),
    })
    .describe(
      "Each question California's online privacy law asks of a commercial site, answered in plain words.",
    ),
  ask: z
    .strictObject({ heading: text, text, phoneLabel: text, emailLabel: text })
    .describe('A way to ask: the phone and email of Site → Business facts are shown under it.'),
  confirmed,
})
