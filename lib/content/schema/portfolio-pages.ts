/** content/pages/portfolio.yaml and pages/project.yaml: the words of /portfolio, its filter pages and every project page. */
import { z } from 'zod'
import { countText, image, link, sectionHeading, template, text } from './primitives'
import { priceLabels } from './trust'

/** The words of /portfolio and its filter pages (/portfolio/category/…, /portfolio/area/…). */
export const portfolioPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  breadcrumb: text.describe('The page\'s name in breadcrumb trails: "Portfolio".'),
  breadcrumbLabel: text.describe(
    'Names the breadcrumb trail shown at the top of the portfolio, project and area pages.',
  ),
  artwork: image.describe(
    'Artwork of the social card of /portfolio and of a filter page without projects.',
  ),
  cardAlt: template('{page}', '{image}').describe(
    'Describes a social card: the page\'s heading goes where the word "page" stands in curly brackets, the alt text of its picture where "image" does.',
  ),
  hero: sectionHeading,
  filters: z.strictObject({
    label: text.describe('Names the two groups of filter links for screen readers.'),
    category: text,
    area: text,
    all: text.describe('The option that removes a filter.'),
  }),
  filtered: z
    .strictObject({
      /** {filter} is a category label, an area, or both (`both`). */
      title: template('{filter}'),
      description: template('{filter}'),
      both: template('{category}', '{area}'),
    })
    .describe('The heading, title and description of a filter page.'),
  count: countText.describe('How many projects match: "4 projects".'),
  empty: z
    .strictObject({
      text,
      /** {category}: the same category in every area. */
      withoutArea: template('{category}'),
      /** {area}: every category in the same area. */
      withoutCategory: template('{area}'),
    })
    .describe('What a filter page without projects says, with links that widen the choice.'),
  seeAll: text.describe(
    'The link to every project: on the home page, on empty filter pages and on project pages.',
  ),
  viewProject: text.describe('The link on each project card to its page.'),
  callToAction: z
    .strictObject({ title: text, text, primary: link })
    .describe('The call to action under the projects of /portfolio and of every filter page.'),
})

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
    open: template('{alt}').describe(
      'Name of each picture\'s link: the picture\'s alt text goes where the word "alt" stands in curly brackets.',
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
    prefill: template('{project}').describe(
      "The first words of the contact form's project details, for a visitor coming from this project.",
    ),
  }),
})

export type PortfolioPage = z.infer<typeof portfolioPage>
export type ProjectPage = z.infer<typeof projectPage>
