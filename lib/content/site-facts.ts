/**
 * The business facts a text may name by a placeholder instead of repeating them: "{hours}",
 * "{phone}", "{email}", "{founded year}", "{experience}" and "{licence}", typed once in Business
 * facts (content/site.yaml). Every text of the content is filled from them as it is read
 * (lib/content/index.ts), so a change there reaches every page, note and description at once; the
 * content check refuses a text that states one of them otherwise (validate/site-facts.ts).
 */
import { weekDays, type Site } from './schema'
import { fillTemplate } from '../template'

/** "8:00 AM" from "08:00", "5:30 PM" from "17:30". */
function clockText(time: string): string {
  const hour = Number(time.slice(0, 2))
  return `${hour % 12 || 12}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`
}

/** "Monday to Friday" for a run of three days or more; "Monday, Wednesday and Friday" otherwise. */
function daysText(days: readonly (typeof weekDays)[number][]): string {
  const ordered = weekDays.filter((day) => days.includes(day))
  const first = weekDays.indexOf(ordered[0]!)
  const isRun = ordered.every((day, index) => weekDays.indexOf(day) === first + index)
  if (ordered.length > 2 && isRun) return `${ordered[0]} to ${ordered.at(-1)}`
  return ordered.length > 1
    ? `${ordered.slice(0, -1).join(', ')} and ${ordered.at(-1)}`
    : (ordered[0] ?? '')
}

/** "Monday to Friday, 8:00 AM to 5:00 PM", from the days and times typed once. */
export function hoursText(hours: Pick<Site['hours'], 'daysOfWeek' | 'opens' | 'closes'>): string {
  return `${daysText(hours.daysOfWeek)}, ${clockText(hours.opens)} to ${clockText(hours.closes)}`
}

/** The placeholders any text may hold, each filled from Business facts as the content is read. */
export const factPlaceholders = [
  'hours',
  'phone',
  'email',
  'founded year',
  'experience',
  'licence',
] as const

/** Each placeholder a text may hold, with the fact it stands for. */
export function siteFacts(site: Site): Record<(typeof factPlaceholders)[number], string> {
  return {
    hours: hoursText(site.hours),
    phone: site.phone,
    email: site.email,
    'founded year': String(site.foundedYear),
    experience: site.experienceClaim,
    licence: site.licence.number,
  }
}

/** `content` with every text's fact placeholders filled in; other placeholders stay for the page. */
export function withSiteFacts<T>(content: T, facts: Record<string, string>): T {
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string') return fillTemplate(node, facts)
    if (Array.isArray(node)) return node.map(fill)
    if (node === null || typeof node !== 'object') return node
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value)]))
  }
  return fill(content) as T
}
