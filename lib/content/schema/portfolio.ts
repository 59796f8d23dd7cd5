/** content/portfolio.yaml: the projects, their categories, and each project's place on the home page. */
import { z } from 'zod'
import { wholeNumber, year } from './as-typed'
import { anchorId, image, link, priceBand, sectionHeading, text } from './primitives'

/** A figure about a project, e.g. { label: 'Duration', value: '7 months' }. */
const projectFact = z.strictObject({
  label: text.describe('What the figure is: "Duration".'),
  value: text.describe('The figure itself: "7 months".'),
})

/** The same view before and after the work. */
/** The most pictures one project's gallery holds (the viewer pages through them; all load lazily). */
export const galleryMax = 60

const beforeAfterPair = z.strictObject({ before: image, after: image, caption: text.optional() })

/**
 * Ids a project may not have: they are the names of the portfolio's filter pages
 * (/portfolio/category/…, /portfolio/area/…), which share the /portfolio/<id> address space.
 */
export const reservedProjectIds = ['category', 'area'] as const

/** How many projects the home page shows at most. */
const maxFeatured = 6

/** An id that ends a page's address; the editor's form shows it after the address's start. */
const pageId = (addressStart: string) => anchorId.meta({ address: addressStart })

/** A kind of work the portfolio is grouped by; its label is the tag shown on each project. */
const portfolioCategory = z.strictObject({
  id: pageId('/portfolio/category/').describe(
    "The category's name in its page's address (“kitchens” gives /portfolio/category/kitchens) and in each project's Category: lower-case words with dashes.",
  ),
  label: text.describe('The tag shown on each project of this category: "Kitchen".'),
})

const portfolioProject = z.strictObject({
  id: pageId('/portfolio/').describe(
    'The end of the project\'s page address, made from its title: "Cedar Porch" gives cedar-porch, lower-case words with dashes, used by no other project (not "category" or "area").',
  ),
  title: text.describe("The project's name, on its card and as its page's heading."),
  description: text.describe('One or two sentences on its card and at the top of its page.'),
  image: image.describe("The picture on the project's card and at the top of its page."),
  category: anchorId
    .meta({ pick: { file: 'portfolio', value: 'categories.*.id', label: 'categories.*.label' } })
    .describe(
      "The kind of work, chosen from the categories below; its label is the project's tag.",
    ),
  workType: text.describe('What kind of job it was, in a few words: "Kitchen Remodel".'),
  year: year.describe('The year the work was finished: 2024.'),
  location: text
    .meta({ pick: { file: 'areas', value: 'items.*.name' } })
    .describe('The area it is in, chosen from the areas (Areas → Area pages).'),
  homePagePlace: wholeNumber({ min: 1, max: 6, message: 'must be a place from 1 to 6' })
    .optional()
    .describe(
      'Where the home page shows this project, 1 to 6: 1 shows it first. Left empty, the home page does not show it; when no project has a place, it shows the first three. Of two with the same place, the one lower in the list (added later) shows first: give a new project 1 to put it first.',
    ),
  metaTitle: text
    .optional()
    .describe(
      "A shorter browser-tab title for the project's page, when the title is long (default: the title).",
    ),
  metaDescription: text
    .optional()
    .describe("What search results show under the project's page (default: the description)."),
  scope: z
    .array(text)
    .min(1, 'must have at least one line, or leave scope out')
    .max(20, 'must have at most 20 lines')
    .optional()
    .describe('What was done, one line each: "Removed the wall to the dining room".'),
  facts: z
    .array(projectFact)
    .min(1, 'must have at least one fact, or leave facts out')
    .max(8, 'must have at most eight facts')
    .optional()
    .describe('The figures shown on its page, up to eight: Duration, 7 months.'),
  story: z
    .strictObject({ brief: text, challenge: text, result: text })
    .optional()
    .describe("The project's story in three short parts: the brief, the challenge, the result."),
  gallery: z
    .array(image)
    .min(1, 'must have at least one image, or leave gallery out')
    .max(galleryMax, `must have at most ${galleryMax} images`)
    .optional()
    .describe(
      `Pictures of the finished work, in the order they appear: up to ${galleryMax}, so a photographer's set of 40 fits.`,
    ),
  budget: priceBand.optional().describe('Its budget band and how long it took.'),
  budgetWhy: text
    .optional()
    .describe(
      'Why its budget lies outside its service\'s typical cost, shown beside it: "A structural beam, and a window wall through design review."',
    ),
  beforeAfter: z
    .array(beforeAfterPair)
    .min(1, 'must have at least one pair, or leave beforeAfter out')
    .max(6, 'must have at most six pairs')
    .optional()
    .describe('The same view before and after the work.'),
})

export const portfolio = z
  .strictObject({
    heading: sectionHeading,
    categories: z
      .array(portfolioCategory)
      .min(1, 'must have at least one category')
      .describe('The kinds of work the portfolio is filtered by; each project has one.'),
    projects: z
      .array(portfolioProject)
      .min(1, 'must have at least one project')
      .max(200, 'must have at most 200 projects')
      .describe('Every project, in the order /portfolio shows them.'),
    quoteButton: link.describe('The button under the portfolio that asks for a quote.'),
  })
  .superRefine((portfolio, context) => {
    const ids = portfolio.categories.map((category) => category.id)
    portfolio.projects.forEach((project, index) => {
      if (!ids.includes(project.category))
        context.addIssue({
          code: 'custom',
          path: ['projects', index, 'category'],
          message: `"${project.category}" is not one of the categories: ${ids.map((id) => `"${id}"`).join(', ')}`,
        })
      if ((reservedProjectIds as readonly string[]).includes(project.id))
        context.addIssue({
          code: 'custom',
          path: ['projects', index, 'id'],
          message: `the page address "${project.id}" is reserved for the portfolio's filter pages (/portfolio/${project.id}/…); choose another`,
        })
    })
    const placed = portfolio.projects.flatMap((project, index) =>
      project.homePagePlace === undefined ? [] : [index],
    )
    if (placed.length > maxFeatured)
      context.addIssue({
        code: 'custom',
        path: ['projects', placed[maxFeatured]!, 'homePagePlace'],
        message: `the home page shows at most ${maxFeatured} projects, and ${placed.length} have a place on it; empty the place of the ones it should not show`,
      })
  })

export type PortfolioProject = z.infer<typeof portfolioProject>
export type Portfolio = z.infer<typeof portfolio>
export type PortfolioCategory = z.infer<typeof portfolioCategory>
export type ProjectFact = z.infer<typeof projectFact>
export type BeforeAfterPair = z.infer<typeof beforeAfterPair>
