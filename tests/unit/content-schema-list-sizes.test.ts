/** @jest-environment node */
// How many items each list of the content may hold: at least one, at most its limit.
import {
  type AnyContent,
  copyRecord,
  copyServiceWithoutPage,
  copyText,
  copyWithNewId,
  problemsAfter,
  resized,
  type SourceName,
  sourceData,
} from './helpers/content-problems'
import { escapeRegExp } from './helpers/text'

// The content as the editor wrote it: item names in messages come from here, whatever they are.
const services = sourceData('services').items as AnyContent[]
const portfolio = sourceData('portfolio')

type ListRule = {
  name: string
  source: SourceName
  file: string
  /** Where the list is, as the message names it. */
  where: string
  list: (data: AnyContent) => AnyContent[]
  max?: number
  atLeast: string
  atMost?: string
  copy: (item: AnyContent, k: number) => AnyContent
}

const listRules: ListRule[] = [
  {
    name: 'services',
    source: 'services',
    file: 'content/services.yaml',
    where: 'services → items',
    list: (data) => data.items,
    max: 16,
    atLeast: 'must have at least one service',
    atMost: 'must have at most sixteen services',
    copy: copyServiceWithoutPage,
  },
  {
    name: 'features of a service',
    source: 'services',
    file: 'content/services.yaml',
    where: `services.items[0] "${services[0].title}" → features`,
    list: (data) => data.items[0].features,
    max: 8,
    atLeast: 'must have at least one feature',
    atMost: 'must have at most eight features',
    copy: copyText,
  },
  {
    name: 'portfolio projects',
    source: 'portfolio',
    file: 'content/portfolio.yaml',
    where: 'portfolio → projects',
    list: (data) => data.projects,
    max: 200,
    atLeast: 'must have at least one project',
    atMost: 'must have at most 200 projects',
    // A copy's longer title gets a short title for its page, as the content check asks; it takes
    // no place on the home page, which shows six at most.
    copy: (project, k) => ({
      ...copyWithNewId(project, k),
      metaTitle: `Project copy ${k}`,
      homePagePlace: undefined,
    }),
  },
  {
    name: 'header links',
    source: 'navigation',
    file: 'content/navigation.yaml',
    where: 'navigation → links',
    list: (data) => data.links,
    max: 5,
    atLeast: 'must have at least one link',
    atMost: 'must have at most five links, or the header no longer fits',
    copy: copyRecord,
  },
  {
    name: 'stats',
    source: 'aboutPage',
    file: 'content/pages/about.yaml',
    where: 'aboutPage → stats.items',
    list: (data) => data.stats.items,
    max: 8,
    atLeast: 'must have at least one stat',
    atMost: 'must have at most eight stats',
    copy: copyRecord,
  },
  {
    name: 'core values',
    source: 'aboutPage',
    file: 'content/pages/about.yaml',
    where: 'aboutPage → values.items',
    list: (data) => data.values.items,
    max: 12,
    atLeast: 'must have at least one value',
    atMost: 'must have at most twelve values',
    copy: (value, k) => ({ ...value, title: copyText(value.title, k) }),
  },
  {
    name: 'team counts',
    source: 'aboutPage',
    file: 'content/pages/about.yaml',
    where: 'aboutPage → team.counts',
    list: (data) => data.team.counts,
    max: 6,
    atLeast: 'must have at least one team count',
    atMost: 'must have at most six team counts',
    copy: copyRecord,
  },
  {
    name: 'kitchen benefits',
    source: 'kitchenPage',
    file: 'content/pages/kitchen-renovation.yaml',
    where: 'kitchenPage → benefits.items',
    list: (data) => data.benefits.items,
    max: 16,
    atLeast: 'must have at least one benefit',
    atMost: 'must have at most sixteen benefits',
    copy: (benefit, k) => ({ text: copyText(benefit.text, k) }),
  },
  {
    name: 'kitchen process steps',
    source: 'kitchenPage',
    file: 'content/pages/kitchen-renovation.yaml',
    where: 'kitchenPage → process.steps',
    list: (data) => data.process.steps,
    max: 12,
    atLeast: 'must have at least one step',
    atMost: 'must have at most twelve steps',
    copy: (step, k) => ({ ...step, title: copyText(step.title, k) }),
  },
]

/** A heading's "Four steps" no longer matching the list resized: the check's own, expected. */
const stepCountProblem =
  /: says "[^"]+ steps", and the steps (of this page or of \/how-we-work|on \/how-we-work) number \d+( or \d+)*; write the same count$/

/** Validates with the rule's list resized to `count` items. */
function problemsWithCount(rule: ListRule, count: number): string[] {
  return problemsAfter(rule.source, (data) => {
    const list = rule.list(data)
    list.splice(0, list.length, ...resized([...list], count, rule.copy))
  })
}

describe.each(listRules)('the number of $name', (rule) => {
  it('must be at least one: an empty list is named with its file and field', () => {
    expect(problemsWithCount(rule, 0)).toEqual([`${rule.file}: ${rule.where}: ${rule.atLeast}`])
  })

  it('may be one', () => {
    // Links elsewhere in the content to the items cut away are reported as broken links (or, for
    // services, as a service's page no service names
    // any more), and only as that: the list itself is fine. (A count problem would stop before the
    // links are checked.)
    for (const problem of problemsWithCount(rule, 1).filter((p) => !stepCountProblem.test(p)))
      expect(problem).toMatch(
        /→ ([\w.]+\.)?(href|pageHref): "[^"]*" leads to "#[^"]+", which is not on \/|testimonials\.items\[\d+\] "[^"]+" → project: "[^"]+" is not the page address of a project|: this is a service's page \([^)]+\), and no service names it/,
      )
  })

  if (rule.max !== undefined) {
    const max = rule.max
    it(`may grow to ${max}`, () => {
      expect(problemsWithCount(rule, max).filter((p) => !stepCountProblem.test(p))).toEqual([])
    })

    it(`must not pass ${max}`, () => {
      expect(problemsWithCount(rule, max + 1)).toEqual([
        `${rule.file}: ${rule.where}: ${rule.atMost}`,
      ])
    })
  }
})

describe('the portfolio categories', () => {
  it('must not be empty: the list is named, then every project left without its category', () => {
    const problems = problemsAfter('portfolio', (data) => (data.categories = []))
    expect(problems).toEqual([
      'content/portfolio.yaml: portfolio → categories: must have at least one category',
      ...portfolio.projects.map((project: AnyContent, index: number) =>
        expect.stringMatching(
          new RegExp(
            `^${escapeRegExp(`content/portfolio.yaml: portfolio.projects[${index}] "${project.title}" → category: "${project.category}" is not one of the categories`)}`,
          ),
        ),
      ),
    ])
  })

  it('may be a single category that every project shares; a service naming a removed one is named', () => {
    // The first category stays (links may lead to its filter page), relabelled, and takes every project.
    const [{ id }] = portfolio.categories
    expect(
      problemsAfter('portfolio', (data) => {
        data.categories = [{ id, label: 'Our work' }]
        // Without budgets: one beside another service's typical cost would ask why it differs.
        for (const project of data.projects) {
          project.category = id
          delete project.budget
        }
      }),
    ).toEqual(
      services.flatMap((service, index) =>
        service.category === undefined || service.category === id
          ? []
          : [
              `content/services.yaml: services.items[${index}] "${service.title}" → category: "${service.category}" is not a category of the portfolio (Projects and categories › Categories): "${id}"; choose one of them, or none`,
            ],
      ),
    )
  })

  it('may grow, each new category used by a new project', () => {
    expect(
      problemsAfter('portfolio', (data) => {
        data.categories.push({ id: 'synthetic-category', label: 'Synthetic category' })
        data.projects.push({
          ...copyWithNewId(data.projects[0], 1),
          category: 'synthetic-category',
        })
      }),
    ).toEqual([])
  })
})
