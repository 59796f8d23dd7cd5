/**
 * content/pages/accessibility.yaml: the accessibility statement, /accessibility, with the parts of
 * W3C WAI's statement generator that apply to this site. The review date and the response time
 * are the firm's word: until `confirmed` the launch check lists them.
 */
import { z } from 'zod'
import { confirmed, isoDate, sectionHeading, text } from '../primitives'

export const accessibilityPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: z.strictObject({
    eyebrow: text.optional(),
    title: text,
    intro: text.describe('The commitment, in a sentence or two: who the site is for.'),
  }),
  reviewed: z
    .strictObject({ label: text, date: isoDate, confirmed })
    .describe(
      'When this statement was last checked against the site ("Last reviewed" and the date, 2026-11-28).',
    ),
  conformance: z
    .strictObject({
      heading: sectionHeading,
      paragraphs: z
        .array(text)
        .min(1, 'must have at least one paragraph')
        .max(8, 'must have at most 8 paragraphs'),
    })
    .describe(
      'The standard applied (WCAG 2.2, level AA) and how far the site meets it, as measured.',
    ),
  measures: z
    .strictObject({
      heading: sectionHeading,
      items: z
        .array(text)
        .min(1, 'must have at least one measure')
        .max(16, 'must have at most 16 measures'),
    })
    .describe(
      'What is done to keep the site accessible: the checkers run on every change, the hand checks.',
    ),
  compatibility: z
    .strictObject({
      heading: sectionHeading,
      items: z
        .array(text)
        .min(1, 'must name at least one browser')
        .max(12, 'must have at most 12 lines'),
      note: text.optional(),
    })
    .describe('The browsers and assistive technologies the site is tested with.'),
  limitations: z
    .strictObject({
      heading: sectionHeading,
      workaroundLabel: text.describe('Shown before each workaround: "What you can do".'),
      items: z
        .array(z.strictObject({ title: text, text, workaround: text }))
        .min(1, 'must have at least one limitation')
        .max(20, 'must have at most 20 limitations'),
    })
    .describe('Known limitations, each with what a visitor can do meanwhile.'),
  feedback: z
    .strictObject({
      heading: sectionHeading,
      phoneLabel: text,
      emailLabel: text,
      responseTime: z
        .strictObject({ text, confirmed })
        .describe('How soon a report of a barrier is answered.'),
    })
    .describe(
      'How to report a barrier: the phone and email of Site → Business facts are shown under it.',
    ),
})

export type AccessibilityPage = z.infer<typeof accessibilityPage>
