/**
 * Facts the content states in more than one place agree: how many steps a process has, each
 * payment and fee, and a project's budget beside its service's typical cost. A visitor who reads "four
 * steps" on one page and "seven" on the next, or two deposits, stops trusting both.
 */
import { formatCost } from '../../format'
import { humanise } from '../form-labels'
import { type ContentSource, locate, textsIn } from './describe'

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

/** "Design retainer" → "retainer", "Deposit" → "deposit": the word a text names a payment by. */
const paymentWord = (title: string) =>
  title.trim().split(/\s+/).pop()!.toLowerCase().replace(/s$/, '')

/**
 * Each payment of /how-we-work is stated once, in its payments (the item whose title names it, the
 * first when two do): any other text that names that payment with a dollar figure must name its
 * figure. "A $2,500 deposit" beside a deposit of "$1,000" is one payment stated two ways.
 */
export function checkPayments(
  sources: readonly ContentSource[],
  parsed: { howWeWorkPage: { payments: { items: { title: string; amount: string }[] } } },
): string[] {
  const process = sources.find((source) => source.name === 'howWeWorkPage')
  if (!process) return []
  const { items } = parsed.howWeWorkPage.payments
  const words = [...new Set(items.map((item) => paymentWord(item.title)))]
  return words.flatMap((word) => {
    const index = items.findIndex((item) => paymentWord(item.title) === word)
    const payment = items[index]!
    const stated: string[] = payment.amount.match(dollars) ?? []
    if (!stated.length) return []
    const naming = new RegExp(`\\b${word}s?\\b`, 'i')
    const paymentPath = ['payments', 'items', index, 'amount']
    return sources.flatMap((source) =>
      textsIn(source.data).flatMap(([path, text]) => {
        if (source === process && path.join('.') === paymentPath.join('.')) return []
        const sentences = text.split(/(?<=[.;])\s+/).filter((sentence) => naming.test(sentence))
        const figures = sentences.flatMap((sentence) => sentence.match(dollars) ?? [])
        const other = figures.filter((figure) => !stated.includes(figure))
        return other.length
          ? [
              `${locate(source, path)}: names a ${word} of ${other.join(', ')}, and the payments on /how-we-work (${locate(process, paymentPath)}) say "${payment.amount}"; state the ${word} there only, or write the same figure`,
            ]
          : []
      }),
    )
  })
}

/** "3 to 5% of", "10% of": a fee stated as a share of something. */
const shareOf = /\d+(?:\s*(?:to|-|–)\s*\d+)?\s*%\s*of\b/i
/** The words before "fee" that say what kind of fee it is, not which: "a fixed fee" names none. */
const notFeeNames = new Set([
  'a',
  'an',
  'the',
  'fixed',
  'flat',
  'our',
  'your',
  'its',
  'this',
  'that',
])

/** "design" for "A fixed design fee …", undefined for "As a fixed fee …". */
function feeName(sentence: string): string | undefined {
  const words = sentence.toLowerCase().match(/[a-z]+(?=\s+fees?\b)/g) ?? []
  return words.find((word) => !notFeeNames.has(word))
}

/**
 * A fee is stated one way: as a share of a budget ("3 to 5% of the construction budget") or as a
 * fixed fee, not one here and the other there. A fee named on one side ("design fee") meets the
 * same name, or a fee named nowhere ("as a fixed fee", in the design's questions), on the other.
 */
export function checkFeeBasis(sources: readonly ContentSource[]): string[] {
  type Statement = { where: string; sentence: string; name?: string }
  const shares: Statement[] = []
  const fixed: Statement[] = []
  for (const source of sources)
    for (const [path, text] of textsIn(source.data))
      for (const sentence of text.split(/(?<=[.;])\s+/)) {
        if (!/\bfees?\b/i.test(sentence)) continue
        const statement = { where: locate(source, path), sentence, name: feeName(sentence) }
        if (shareOf.test(sentence)) shares.push(statement)
        if (/\bfixed\s+(?:[a-z]+\s+)?fee\b/i.test(sentence)) fixed.push(statement)
      }
  return shares.flatMap((share) =>
    fixed
      .filter((other) => !share.name || !other.name || other.name === share.name)
      .map(
        (other) =>
          `${share.where}: states the ${share.name ?? ''}${share.name ? ' ' : ''}fee as a share ("${share.sentence}"), and ${other.where} as a fixed fee ("${other.sentence}"); state a fee one way, in both places`,
      ),
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
      `${locate(portfolio, ['projects', index, 'budget'])}: its budget, ${formatCost(cost)}, lies outside the typical cost of ${service.title} shown beside it (${formatCost(band)}); say why in “${humanise('budgetWhy')}” ("A structural beam, and a window wall through design review")`,
    ]
  })
}
