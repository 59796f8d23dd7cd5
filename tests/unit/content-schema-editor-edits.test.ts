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
import { contentSources } from '@/lib/content'
import { checkFeeBasis } from '@/lib/content/validate/agreement'

const sourceNamed = (name: string) => contentSources.find((source) => source.name === name)!

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

  it('refuses a payment named elsewhere with another figure than its own', () => {
    const { items } = sourceData('howWeWorkPage').payments
    const payment = items.find((item: AnyContent) => /\$\d/.test(item.amount))
    const word = payment.title.trim().split(/\s+/).pop().toLowerCase().replace(/s$/, '')
    const naming = (figure: string) =>
      problemsAfter('howWeWorkPage', (data) => (data.hero.intro = `A ${figure} ${word}.`))
    expect(naming('$1')).toEqual([
      expect.stringMatching(
        new RegExp(`→ hero\\.intro: names a ${word} of \\$1, and the payments on /how-we-work`),
      ),
    ])
    expect(naming(payment.amount.match(/\$[\d,]+/)[0])).toEqual([])
  })

  it('refuses a fee stated as a share of a budget in one place and as a fixed fee in another', () => {
    // Two files of the content, each holding one sentence about a fee.
    const withFees = (share: string, fixed: string) =>
      checkFeeBasis([
        { ...sourceNamed('howWeWorkPage'), data: { steps: { items: [{ cost: share }] } } },
        { ...sourceNamed('services'), data: { items: [{ faq: [{ answer: fixed }] }] } },
      ])
    expect(withFees('A design fee of 4% of the budget.', 'As a fixed fee, agreed first.')).toEqual([
      expect.stringMatching(
        /→ cost: states the design fee as a share \("A design fee of 4% of the budget\."\), and .*faq\[0\] → answer as a fixed fee/,
      ),
    ])
    expect(withFees('A fixed design fee.', 'As a fixed fee, agreed first.')).toEqual([])
    expect(withFees('A design fee of 4% of the budget.', 'A fixed permit fee.')).toEqual([])
    expect(problemsAfter('howWeWorkPage', () => {})).toEqual([])
  })

  it("refuses a service's stage outside the process's range for that stage", () => {
    const steps = sourceData('howWeWorkPage').steps.items as AnyContent[]
    const index = steps.findIndex((step) => step.stage)
    const { stage } = steps[index]
    const withStage = services.filter((service) => service.timeline[stage] !== undefined)
    const problems = problemsAfter(
      'howWeWorkPage',
      (data) => (data.steps.items[index].duration = '1 to 2 days'),
    )
    expect(problems).toEqual(
      withStage.map(() =>
        expect.stringMatching(
          new RegExp(
            `^content/services\\.yaml: .*→ timeline\\.${stage}: says ".*", outside the ${stage} stage of the process on /how-we-work, "1 to 2 days"`,
          ),
        ),
      ),
    )
    expect(
      problemsAfter('howWeWorkPage', (data) => (data.steps.items[index].duration = 'Soon')),
    ).toEqual([expect.stringMatching(/→ duration: this step is the .* stage of every service/)])
    expect(withStage.length).toBeGreaterThan(0)
  })

  it("refuses a service's duration or whole time that its own stages contradict", () => {
    // A priced service with a construction stage: its typical duration is that stage's, so an
    // edit of its whole time changes nothing else.
    const index = services.findIndex((service) => service.price && service.timeline.build)
    const edited = (edit: (service: AnyContent) => void) =>
      problemsAfter('services', (data) => edit(data.items[index]))
    expect(index).toBeGreaterThanOrEqual(0)
    expect(edited((service) => (service.price.duration = '1 to 2 days'))).toEqual([
      expect.stringMatching(
        /→ price\.duration: says "1 to 2 days", and the same page's timeline says ".*" \(.*\); the typical duration is the/,
      ),
    ])
    expect(edited((service) => (service.timeline.total = '1 to 2 days'))).toEqual([
      expect.stringMatching(/→ timeline\.total: says "1 to 2 days", and its stages \(/),
    ])
    expect(edited((service) => (service.timeline.total = '40 to 50 years'))).toEqual([
      expect.stringMatching(/→ timeline\.total: says "40 to 50 years"/),
    ])
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
        /→ budget: its budget, .* lies outside the typical cost of .* shown beside it \(.*\); say why in “Why the budget is outside the usual range”/,
      ),
    ])
    expect(withBudget(from - 1, to, 'A larger room.')).toEqual([])
  })
})
