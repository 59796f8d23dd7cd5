/** content/portfolio.yaml: the projects, their categories and the projects the home page features. */
import { z } from 'zod'
import { anchorId, image, link, sectionHeading, text } from './primitives'
import { priceBand } from './trust'

/** A figure about a project, e.g. { label: 'Duration', value: '7 months' }. */
export const projectFact = z.object({ label: text, value: text })

/** The same view before and after the work. */
export const beforeAfterPair = z.object({ before: image, after: image, caption: text.optional() })

/**
 * Ids a project may not have: they are the names of the portfolio's filter pages
 * (/portfolio/category/…, /portfolio/area/…), which share the /portfolio/<id> address space.
 */
export const reservedProjectIds = ['category', 'area'] as const

/** A kind of work the portfolio is grouped by; its label is the tag shown on each project. */
export const portfolioCategory = z.object({ id: anchorId, label: text })

export const portfolioProject = z.object({
  id: anchorId,
  title: text,
  description: text,
  image,
  /** The id of one of `portfolio.categories`; that category's label is the project's tag. */
  category: anchorId,
  /** What kind of job it was, in a few words: "Kitchen Remodel". */
  workType: text,
  year: z
    .number()
    .int()
    .min(1900, 'must be a year like 2024')
    .max(2100, 'must be a year like 2024'),
  /** One of `site.areasServed`, written the same way. */
  location: text,
  /** A shorter browser-tab title for the project's page, when the title is long (default: the title). */
  metaTitle: text.optional(),
  /** What search results show under the project's page (default: the description). */
  metaDescription: text.optional(),
  /** What was done, one line each: "Removed the wall to the dining room". */
  scope: z
    .array(text)
    .min(1, 'must have at least one line, or leave scope out')
    .max(20, 'must have at most 20 lines')
    .optional(),
  /** Key figures the editor chooses: { label: 'Duration', value: '7 months' }. */
  facts: z
    .array(projectFact)
    .min(1, 'must have at least one fact, or leave facts out')
    .max(8, 'must have at most eight facts')
    .optional(),
  /** The project's story in three short parts. */
  story: z.object({ brief: text, challenge: text, result: text }).optional(),
  /** Pictures of the finished work, in the order they appear. */
  gallery: z
    .array(image)
    .min(1, 'must have at least one image, or leave gallery out')
    .max(24, 'must have at most 24 images')
    .optional(),
  /** Its budget band and how long it took. */
  budget: priceBand.optional(),
  /** The same view before and after the work. */
  beforeAfter: z
    .array(beforeAfterPair)
    .min(1, 'must have at least one pair, or leave beforeAfter out')
    .max(6, 'must have at most six pairs')
    .optional(),
})

export const portfolio = z
  .object({
    heading: sectionHeading,
    categories: z.array(portfolioCategory).min(1, 'must have at least one category'),
    projects: z
      .array(portfolioProject)
      .min(1, 'must have at least one project')
      .max(200, 'must have at most 200 projects'),
    quoteButton: link,
    /**
     * The projects the home page shows, in this order (1 to 6 project ids). Without it, the home
     * page shows the first three projects.
     */
    featured: z
      .array(anchorId)
      .min(1, 'must name at least one project, or leave featured out')
      .max(6, 'must name at most six projects')
      .optional(),
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
          message: `the id "${project.id}" is reserved for the portfolio's filter pages (/portfolio/${project.id}/…); choose another`,
        })
    })
    // Each featured id must name a project: checked with the links (lib/content/validate/references.ts
    // checkFeatured), since a renamed project breaks both in the same way.
  })

export type PortfolioProject = z.infer<typeof portfolioProject>
export type Portfolio = z.infer<typeof portfolio>
export type PortfolioCategory = z.infer<typeof portfolioCategory>
export type ProjectFact = z.infer<typeof projectFact>
export type BeforeAfterPair = z.infer<typeof beforeAfterPair>
