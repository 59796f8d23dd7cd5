/**
 * Numbers and times as people type them: "$40,000", "40,000" and "40000" are 40000; "7:30 AM",
 * "7:30" and "07:30" are 07:30. The content check reads a file holding either form; the editor's
 * form checks each against `typed.pattern`, in these words (lib/cms/value-fields.ts), and writes a
 * whole number, a year too, as the number (lib/cms/typed-places.ts).
 */
import { z } from 'zod'

/** How the form checks a typed value before saving: a pattern, and the content check's words. */
export interface Typed {
  kind: 'number' | 'time'
  pattern: [string, string]
}

/** Digits, with or without a comma between each three: "40,000" or "40000". */
const digits = '(\\d{1,3}(,\\d{3})+|\\d+)'

/** "40,000" (or "$40,000" for dollars) → 40000; undefined for anything else. */
function wholeNumberOf(value: string | number, { dollars = false } = {}): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (!new RegExp(`^${dollars ? '\\$?' : ''}${digits}$`).test(value.trim())) return undefined
  return Number(value.replace(/[$,\s]/g, ''))
}

/**
 * A whole number from `min` to `max`, a number in the file or as typed in the form. One message
 * says every way it can be wrong; a small range is checked by the form itself, value by value.
 */
export function wholeNumber({
  min,
  max,
  message,
  dollars = false,
  form,
}: {
  min: number
  max?: number
  message: string
  dollars?: boolean
  /** The form's own pattern, when it can say more than the digits (a year's first two). */
  form?: string
}) {
  const values = max !== undefined && max - min <= 20 ? max - min + 1 : 0
  const anyDigits = `^\\s*${dollars ? '\\$?' : ''}${min > 0 ? '(?![$0,]+\\s*$)' : ''}${digits}\\s*$`
  const range = `^\\s*(${Array.from({ length: values }, (_, at) => min + at).join('|')})\\s*$`
  const typed: Typed = {
    kind: 'number',
    pattern: [form ?? (values ? range : anyDigits), message],
  }
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value, context) => {
      const number = wholeNumberOf(value, { dollars })
      if (number !== undefined && number >= min && (max === undefined || number <= max))
        return number
      context.addIssue({ code: 'custom', message, input: value })
      return z.NEVER
    })
    .meta({ typed })
}

/** A year the firm worked in, 1900 to 2100. */
export const year = wholeNumber({
  min: 1900,
  max: 2100,
  message: 'must be a year like 2024',
  form: '^\\s*(19\\d\\d|20\\d\\d|2100)\\s*$',
})

/** "7:30 PM" → "19:30"; undefined for what is no time of day. */
function clockTimeOf(value: string): string | undefined {
  const match = /^(\d{1,2}):([0-5]\d)(?:\s*([AaPp])\.?[Mm]\.?)?$/.exec(value.trim())
  if (!match) return undefined
  const [, hours, minutes, half] = match
  let hour = Number(hours)
  if (half) {
    if (hour < 1 || hour > 12) return undefined
    hour = (hour % 12) + (/p/i.test(half) ? 12 : 0)
  }
  return hour < 24 ? `${String(hour).padStart(2, '0')}:${minutes}` : undefined
}

/** A time of day, written 24-hour as "08:00" (the structured data adds the seconds); typed "8:00 AM" too. */
export function clockTime(example: string) {
  const message = `must be a time of day like "${example}" or "8:00 AM"`
  const typed: Typed = {
    kind: 'time',
    pattern: [
      '^\\s*(([01]?\\d|2[0-3]):[0-5]\\d|(0?[1-9]|1[0-2]):[0-5]\\d\\s*[AaPp]\\.?[Mm]\\.?)\\s*$',
      message,
    ],
  }
  return z
    .string({ error: message })
    .transform((value, context) => {
      const time = clockTimeOf(value)
      if (time) return time
      context.addIssue({ code: 'custom', message, input: value })
      return z.NEVER
    })
    .meta({ typed })
}
