/**
 * Facts the content states in more than one place agree: how many steps a process has, the
 * deposit, and a project's budget beside its service's typical cost. A visitor who reads "four
 * steps" on one page and "seven" on the next, or two deposits, stops trusting both.
 */
import { formatCost } from '../../format'
import { type ContentSource, locate, type PathKey } from './describe'

type Cost = { from: number; to: number }

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]

/** "Seven steps", "7 steps": the count a text states, with the words that state it. */
const stepCount = new RegExp(`\\b(\\d+|${numberWords.join('|')})\\s+steps\\b`, 'gi')

const countOf = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : numberWords.indexOf(word.toLowerCase())

/** Every text of `node` with its place in the file. */
function textsIn(node: unknown, path: PathKey[] = []): [PathKey[], string][] {
  if (typeof node === 'string') return [[path, node]]
  if (Array.isArray(node)) return node.flatMap((item, index) => textsIn(item, [...path, index]))
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => textsIn(value, [...path, key]))
  return []
}

/** The lengths of the step lists of a file: a `steps` list, or the `items` of a `steps` group. */
function stepListLengths(node: unknown): number[] {
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'steps' && Array.isArray(value)) return [value.length]
    if (key === 'steps' && value && typeof value === 'object' && 'items' in value)
      return Array.isArray(value.items) ? [value.items.length] : []
    return Array.isArray(value) ? value.flatMap(stepListLengths) : stepListLengths(value)
  })
}

/**
 * A count of steps written in a file is the length of one of that file's step lists or of the
 * process on /how-we-work (the site's whole process, which a page's own steps may sum up).
 */
export function checkStepCounts(sources: readonly ContentSource[]): string[] {
  const process = sources.find((source) => source.name === 'howWeWorkPage')
  const processLengths = process ? stepListLengths(process.data) : []
  return sources.flatMap((source) => {
    const own = stepListLengths(source.data)
    const allowed = [...new Set([...own, ...processLengths])]
    if (!allowed.length) return []
    return textsIn(source.data).flatMap(([path, text]) =>
      [...text.matchAll(stepCount)]
        .filter(([, word]) => !allowed.includes(countOf(word!)))
        .map(
          ([written]) =>
            `${locate(source, path)}: says "${written}", and the steps ${own.length ? 'of this page or of /how-we-work' : 'on /how-we-work'} number ${allowed.join(' or ')}; write the same count`,
        ),
    )
  })
}

const dollars = /\$\d+(?:,\d{3})*/g

/**
 * The deposit is stated once, in the payments of /how-we-work (the item whose title names it): any
 * other text that names a deposit with a figure must name that figure.
 */
export function checkDeposit(
  sources: readonly ContentSource[],
  parsed: { howWeWorkPage: { payments: { items: { title: string; amount: string }[] } } },
): string[] {
  const process = sources.find((source) => source.name === 'howWeWorkPage')
  const index = parsed.howWeWorkPage.payments.items.findIndex((item) => /deposit/i.test(item.title))
  const deposit = parsed.howWeWorkPage.payments.items[index]
  if (!process || !deposit) return []
  const stated: string[] = deposit.amount.match(dollars) ?? []
  const depositPath = ['payments', 'items', index, 'amount']
  return sources.flatMap((source) =>
    textsIn(source.data).flatMap(([path, text]) => {
      if (source === process && path.join('.') === depositPath.join('.')) return []
      const sentences = text.split(/(?<=[.;])\s+/).filter((sentence) => /deposit/i.test(sentence))
      const figures = sentences.flatMap((sentence) => sentence.match(dollars) ?? [])
      const other = figures.filter((figure) => !stated.includes(figure))
      return other.length
        ? [
            `${locate(source, path)}: names a deposit of ${other.join(', ')}, and the payments on /how-we-work (${locate(process, depositPath)}) say "${deposit.amount}"; state the deposit there only, or write the same figure`,
          ]
        : []
    }),
  )
}

/**
 * A project's budget shown beside its service's typical cost says why when it lies outside it
 * (`budgetWhy`): "$150,000–$200,000" next to "typically $60,000–$180,000" reads as a mistake.
 */
export function checkBudgetsAgainstServices(
  sources: readonly ContentSource[],
  parsed: {
    services: { title: string; category?: string; price?: { cost: Cost } }[]
    portfolio: {
      projects: { title: string; category: string; budget?: { cost: Cost }; budgetWhy?: string }[]
    }
  },
): string[] {
  const portfolio = sources.find((source) => source.name === 'portfolio')
  if (!portfolio) return []
  return parsed.portfolio.projects.flatMap((project, index) => {
    const service = parsed.services.find((s) => s.category === project.category)
    if (!service?.price || !project.budget || project.budgetWhy) return []
    const band = service.price.cost
    const { cost } = project.budget
    if (cost.from >= band.from && cost.to <= band.to) return []
    return [
      `${locate(portfolio, ['projects', index, 'budget'])}: its budget, ${formatCost(cost)}, lies outside the typical cost of ${service.title} shown beside it (${formatCost(band)}); say why in budgetWhy ("A structural beam, and a window wall through design review")`,
    ]
  })
}
