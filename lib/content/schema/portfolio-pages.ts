/** content/pages/portfolio.yaml and pages/project.yaml: the words of /portfolio, its filter pages and every project page. */
import { z } from 'zod'
import { image, sectionHeading, template, text } from './primitives'
import { priceLabels } from './trust'

/**
 * "{count} projects" in each plural form the page's language uses (Intl.PluralRules): English
 * needs `one` and `other`; `zero`, if given, is used for none at all.
 */
export const countText = z.object({
  zero: text.optional(),
  one: template('{count}'),
  two: template('{count}').optional(),
  few: template('{count}').optional(),
  many: template('{count}').optional(),
  other: template('{count}'),
})

/** The words of /portfolio and its filter pages (/portfolio/category/…, /portfolio/area/…). */
export const portfolioPage = z.object({
  metaTitle: text,
  metaDescription: text,
  /** The page's name in breadcrumb trails: "Portfolio". */
  breadcrumb: text,
  /** Names the breadcrumb trail shown at the top of the portfolio, project and area pages. */
  breadcrumbLabel: text,
  /** Artwork of the social card of /portfolio and of a filter page without projects. */
  artwork: image,
  /** Describes a social card: {page} is the page's heading, {image} the alt text of its picture. */
  cardAlt: template('{page}', '{image}'),
  hero: sectionHeading,
  filters: z.object({
    /** Names the two groups of filter links for screen readers. */
    label: text,
    category: text,
    area: text,
    /** The option that removes a filter. */
    all: text,
  }),
  /** The heading, title and description of a filter page. */
  filtered: z.object({
    /** {filter} is a category label, an area, or both (`both`). */
    title: template('{filter}'),
    description: template('{filter}'),
    both: template('{category}', '{area}'),
  }),
  /** How many projects match: "4 projects". */
  count: countText,
  /** What a filter page without projects says, with links that widen the choice. */
  empty: z.object({
    text,
    /** {category}: the same category in every area. */
    withoutArea: template('{category}'),
    /** {area}: every category in the same area. */
    withoutCategory: template('{area}'),
  }),
  /** The link to every project: on the home page, on empty filter pages and on project pages. */
  seeAll: text,
  /** The link on each project card to its page. */
  viewProject: text,
})

/** The words shared by every project page (/portfolio/<project-id>); the project's own are in portfolio.ts. */
export const projectPage = z.object({
  /** Labels of the facts under the title. */
  details: z.object({ category: text, workType: text, year: text, area: text }),
  scope: text,
  facts: text,
  story: z.object({ brief: text, challenge: text, result: text }),
  gallery: z.object({
    heading: text,
    /** Name of each picture's link: {alt} is the picture's alt text. */
    open: template('{alt}'),
    /** The photo viewer's name, and its buttons. */
    viewer: text,
    close: text,
    previous: text,
    next: text,
    /** The viewer's counter, "3 of 8". */
    counter: template('{index}', '{total}'),
  }),
  beforeAfter: z.object({
    heading: text,
    before: text,
    after: text,
    /** Name of the comparison's slider. */
    slider: text,
    /** What screen readers say of the slider's position: the share of each picture shown, in percent. */
    value: template('{before}', '{after}'),
  }),
  /** How a project's budget band is labelled, and what it includes. */
  budget: z.object({ labels: priceLabels, note: text }),
  /** The link to the area's page: {area} is its name. */
  areaLink: template('{area}'),
  callToAction: z.object({
    title: text,
    text,
    button: text,
    /** The first words of the contact form's project details, for a visitor coming from this project. */
    prefill: template('{project}'),
  }),
})

export type PortfolioPage = z.infer<typeof portfolioPage>
export type ProjectPage = z.infer<typeof projectPage>
export type CountText = z.infer<typeof countText>
