/**
 * The durations the content states in more than one place tell one story: the process on
 * /how-we-work against each service's own stages, and a service's typical duration and whole time
 * against its stages. A homeowner who reads "design 4 to 10 weeks" on one page and "3 to 5 months"
 * on the next believes neither.
 */
import { type ContentSource, locate } from './describe'

/** A span of time in days, from its shortest to its longest, and the days of the unit it ends in. */
type Span = { from: number; to: number; unit: number }

/** Days in each unit; a month counts as 30 days, so "4 weeks" fits inside "1 month". */
const unitDays: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 }

const unit = '(days?|weeks?|months?|years?)'
/** "6 to 10 weeks", "6 weeks to 9 months", "3-5 months": the first range a text states. */
const rangePattern = new RegExp(`(\\d+)\\s*${unit}?\\s*(?:to|-|–)\\s*(\\d+)\\s*${unit}`, 'i')
/** "2 years", "90 days": a single length. */
const lengthPattern = new RegExp(`(\\d+)\\s*${unit}`, 'i')

const days = (count: string, unitWord: string) =>
  Number(count) * unitDays[unitWord.toLowerCase().replace(/s$/, '')]!

/** The span a duration text states ("3 to 5 months, to approved plans"), or undefined if it states none. */
function durationSpan(text: string): Span | undefined {
  const range = rangePattern.exec(text)
  if (range) {
    const [, from, fromUnit, to, toUnit] = range
    return {
      from: days(from!, fromUnit ?? toUnit!),
      to: days(to!, toUnit!),
      unit: days('1', toUnit!),
    }
  }
  const length = lengthPattern.exec(text)
  if (length) {
    const span = days(length[1]!, length[2]!)
    return { from: span, to: span, unit: days('1', length[2]!) }
  }
  return undefined
}

type Stage = 'design' | 'permits' | 'build'

type Timeline = Partial<Record<Stage, string>> & { total: string }

type DurationContent = {
  services: { title: string; price?: { duration: string }; timeline?: Timeline }[]
  howWeWorkPage: { steps: { items: { title: string; duration: string; stage?: Stage }[] } }
}

/**
 * A step of the process on /how-we-work that is a stage of every service (its `stage`) states a
 * duration that holds each service's own for that stage: the general page may be wider, never
 * narrower.
 */
export function checkProcessStages(
  sources: readonly ContentSource[],
  parsed: DurationContent,
): string[] {
  const process = sources.find((source) => source.name === 'howWeWorkPage')
  const services = sources.find((source) => source.name === 'services')
  if (!process || !services) return []
  return parsed.howWeWorkPage.steps.items.flatMap((step, stepIndex) => {
    if (!step.stage) return []
    const stage = step.stage
    const stepPath = ['steps', 'items', stepIndex, 'duration']
    const general = durationSpan(step.duration)
    if (!general)
      return [
        `${locate(process, stepPath)}: this step is the ${stage} stage of every service, so its duration must be a range like "3 weeks to 5 months", not "${step.duration}"`,
      ]
    return parsed.services.flatMap((service, index) => {
      const own = service.timeline?.[stage]
      const span = own === undefined ? undefined : durationSpan(own)
      if (!span || (span.from >= general.from && span.to <= general.to)) return []
      return [
        `${locate(services, ['items', index, 'timeline', stage])}: says "${own}", outside the ${stage} stage of the process on /how-we-work, "${step.duration}" (${locate(process, stepPath)}); widen the process's range or change this one, so the two pages agree`,
      ]
    })
  })
}

/**
 * A service's typical duration (its price band) is the time of the stage it stands for, the
 * construction or, for a service that ends before it (design on its own), the whole time; and the
 * whole time is no shorter than its longest stage and no longer than its stages added up (each
 * rounded to the whole time's unit).
 */
export function checkServiceDurations(
  sources: readonly ContentSource[],
  parsed: Pick<DurationContent, 'services'>,
): string[] {
  const services = sources.find((source) => source.name === 'services')
  if (!services) return []
  return parsed.services.flatMap((service, index) => {
    const { timeline } = service
    // A new service without its timeline yet: the launch list names it.
    if (!timeline) return []
    const problems: string[] = []
    const stages = (['design', 'permits', 'build'] as const).flatMap((stage) => {
      const span = timeline[stage] === undefined ? undefined : durationSpan(timeline[stage])
      return span ? [{ stage, span }] : []
    })
    const total = durationSpan(timeline.total)
    const totalPath = ['items', index, 'timeline', 'total']
    if (total && stages.length) {
      // Rounded to the whole time's own unit: stages of 28 weeks in all may be "7 months".
      const longest = Math.floor(Math.max(...stages.map(({ span }) => span.from)) / total.unit)
      const added = Math.ceil(stages.reduce((sum, { span }) => sum + span.to, 0) / total.unit)
      if (total.from < longest * total.unit || total.to > added * total.unit)
        problems.push(
          `${locate(services, totalPath)}: says "${timeline.total}", and its stages (${stages.map(({ stage }) => `${stage} "${timeline[stage]}"`).join(', ')}), and the whole time is at least its longest stage and at most its stages added up; change the whole time or a stage, so they agree`,
        )
    }
    const duration = service.price?.duration
    const band = duration === undefined ? undefined : durationSpan(duration)
    const stage = timeline.build === undefined ? 'total' : 'build'
    const stated = timeline.build ?? timeline.total
    const expected = durationSpan(stated)
    if (band && expected && (band.from !== expected.from || band.to !== expected.to))
      problems.push(
        `${locate(services, ['items', index, 'price', 'duration'])}: says "${duration}", and the same page's timeline says "${stated}" (${locate(services, ['items', index, 'timeline', stage])}); the typical duration is the ${stage === 'build' ? "construction's" : 'whole time, for a service without construction'}, so write the same range`,
      )
    return problems
  })
}
