/** @jest-environment node */
// Edits an editor may make freely, and facts stated in two places that must agree.
import {
  type AnyContent,
  areaOfItsOwn,
  copyRecord,
  copyServiceWithoutPage,
  copyText,
  copyWithNewId,
  problemsAfter,
  problemsAfterEdits,
  resized,
  sourceData,
} from './helpers/content-problems'

// The content as the editor wrote it: item names in messages come from here, whatever they are.
const services = sourceData('services').items as AnyContent[]
const portfolio = sourceData('portfolio')

describe('an editor growing the site', () => {
  it('may add projects, services, features, stats and an area served', () => {
    const area = 'Synthetic Heights'
    const atLeast = (list: unknown[], count: number) => Math.max(list.length, count)
    expect(
      problemsAfterEdits({
        // A new area is one entry, with its page's words.
        areas: (data) =>
          data.items.push(areaOfItsOwn(data, { name: area, slug: 'synthetic-heights' })),
        services: ({ items: list }) => {
          list.splice(
            0,
            list.length,
            ...resized<AnyContent>([...list], atLeast(list, 7), copyServiceWithoutPage),
          )
          list[0].features = resized<AnyContent>(
            list[0].features,
            atLeast(list[0].features, 6),
            copyText,
          )
        },
        portfolio: (data) => {
          // A copied project takes no place on the home page, which shows six at most.
          data.projects = resized<AnyContent>(
            data.projects,
            atLeast(data.projects, 12),
            (project, k) => ({ ...copyWithNewId(project, k), homePagePlace: undefined }),
          )
          data.projects[data.projects.length - 1].location = area
        },
        aboutPage: (page) =>
          (page.stats.items = resized<AnyContent>(
            page.stats.items,
            atLeast(page.stats.items, 5),
            copyRecord,
          )),
      }),
    ).toEqual([])
  })

  it('may word the status pages, the form and its messages freely', () => {
    expect(
      problemsAfterEdits({
        notFoundPage: (page) => (page.title = 'We could not find that page'),
        errorPage: (page) => (page.title = 'Something broke on our side'),
        contactForm: (form) => {
          form.submitting = 'Opening your email app…'
          form.messages.missingText = 'A few fields still need an answer'
          form.messages.successTitle = 'Almost there'
          form.fields.projectDetails.rows = 6
        },
        kitchenPage: (page) => (page.valueClaim.figure = 'Up to 20%'),
      }),
    ).toEqual([])
  })
})

describe('facts stated in two places', () => {
  it('refuses a count of steps that is not the count of the steps', () => {
    const process = sourceData('howWeWorkPage')
    const count = process.steps.items.length
    expect(
      problemsAfter('howWeWorkPage', (data) => (data.hero.intro = `${count + 1} steps`)),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages/how-we-work\\.yaml(:\\d+)?: .*hero\\.intro: says "${count + 1} steps", and the steps of this page or of /how-we-work number ${count}; write the same count$`,
        ),
      ),
    ])
    expect(problemsAfter('howWeWorkPage', (data) => (data.hero.intro = `${count} steps`))).toEqual(
      [],
    )
  })

  it('refuses a deposit whose figure is not the one of the payments', () => {
    const deposit = (cost: string) =>
      problemsAfter('howWeWorkPage', (data) => {
        data.payments.items[0] = {
          ...data.payments.items[0],
          title: 'Deposit',
          amount: '$1,000, or 10% if less',
        }
        data.steps.items[0].cost = cost
      })
    expect(deposit('A $2,500 deposit; permit fees at cost')).toEqual([
      expect.stringMatching(
        /→ cost: names a deposit of \$2,500, and the payments on \/how-we-work \(.*\) say "\$1,000, or 10% if less"; state the deposit there only, or write the same figure$/,
      ),
    ])
    expect(deposit('A $1,000 deposit. A $2,500 retainer.')).toEqual([])
  })

  it("asks why a project's budget lies outside its service's typical cost", () => {
    const index = portfolio.projects.findIndex((project: AnyContent) =>
      services.some((service) => service.category === project.category),
    )
    const service = services.find((s) => s.category === portfolio.projects[index].category)!
    const withBudget = (from: number, to: number, budgetWhy?: string) =>
      problemsAfter('portfolio', (data) => {
        data.projects[index] = {
          ...data.projects[index],
          budget: { cost: { from, to }, duration: '3 months', confirmed: false },
          budgetWhy,
        }
        if (!budgetWhy) delete data.projects[index].budgetWhy
      })
    const { from, to } = service.price.cost
    expect(withBudget(from, to)).toEqual([])
    expect(withBudget(from, to + 1)).toEqual([
      expect.stringMatching(
        /→ budget: its budget, .* lies outside the typical cost of .* shown beside it \(.*\); say why in budgetWhy/,
      ),
    ])
    expect(withBudget(from - 1, to, 'A larger room.')).toEqual([])
  })
})
