/** content/pages/project.yaml: the words shared by every project page. */
import { z } from 'zod'
import { countText, priceLabels, template, text } from '../primitives'

/** The words shared by every project page (/portfolio/<project-id>); the project's own are in portfolio.ts. */
export const projectPage = z.strictObject({
  details: z
    .strictObject({ category: text, workType: text, year: text, area: text })
    .describe('Labels of the facts under the title.'),
  scope: text,
  facts: text,
  story: z.strictObject({ brief: text, challenge: text, result: text }),
  gallery: z.strictObject({
    heading: text,
    open: template('{description}').describe(
      'Name of each picture\'s link: what the picture shows goes where the word "description" stands in curly brackets.',
    ),
    more: countText.describe(
      'Under a gallery\'s first twelve pictures, the button that shows the others: "Show 28 more pictures", the number where the word "number" stands in curly brackets.',
    ),
    viewer: text.describe("The photo viewer's name, and its buttons."),
    close: text,
    previous: text,
    next: text,
    counter: template('{index}', '{total}').describe('The viewer\'s counter, "3 of 8".'),
  }),
  beforeAfter: z.strictObject({
    heading: text,
    before: text,
    after: text,
    slider: text.describe("Name of the comparison's slider."),
    value: template('{before}', '{after}').describe(
      "What screen readers say of the slider's position: the share of each picture shown, in percent.",
    ),
  }),
  budget: z
    .strictObject({ labels: priceLabels, note: text })
    .describe("How a project's budget band is labelled, and what it includes."),
  areaLink: template('{area}').describe(
    'The link to the area\'s page; its name goes where the word "area" stands in curly brackets.',
  ),
  callToAction: z.strictObject({
    title: text,
    text,
    button: text,
    prefill: template('{project name}').describe(
      "The first words of the contact form's project details, for a visitor coming from this project.",
    ),
  }),
})

export type ProjectPage = z.infer<typeof projectPage>
