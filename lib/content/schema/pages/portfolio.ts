/** content/pages/portfolio.yaml: the words of /portfolio and its filter pages. */
import { z } from 'zod'
import { countText, image, link, sectionHeading, template, text } from '../primitives'

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

export type PortfolioPage = z.infer<typeof portfolioPage>
