/**
 * The texts and figures the product specification quotes (docs/decisions.md), and where the
 * default content holds them (spec-texts.json: a data file and a field in it). They are the site's
 * starting words, not rules: an editor may change any of them, and the content check then lists
 * the change as a notice (never an error), so the owner knows where the site has moved away from
 * the specification.
 */
import type { Content } from './index'
import { contentFiles } from './registry'
import texts from './spec-texts.json'

type SpecText = { file: string; field: string; text: string }

export const specTexts: SpecText[] = texts

/**
 * The value at a field's path (`hero.primary.label`); over a list, each item's (`team.counts.value`:
 * every count's value); `value+label` joins an item's two fields with a space.
 */
function valueAt(value: unknown, path: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => valueAt(item, path))
  const [key, ...rest] = path
  if (key === undefined) return value
  const record = (value ?? {}) as Record<string, unknown>
  if (rest.length === 0 && key.includes('+'))
    return key
      .split('+')
      .map((name) => record[name])
      .join(' ')
  return valueAt(record[key], rest)
}

/** A content value as the specification quotes it: a list's items joined with ", ". */
const asText = (value: unknown): string =>
  Array.isArray(value) ? value.map(asText).join(', ') : String(value)

/** Each data file's name in `content`, by its path. */
const nameOf = new Map<string, string>(contentFiles.map((entry) => [entry.file, entry.name]))

/** What the content says now where the specification quotes `spec.text`. */
export function currentText(content: Content, spec: SpecText): string {
  const name = nameOf.get(spec.file)
  if (!name) throw new Error(`spec-texts.json: ${spec.file} is not a content file of the registry`)
  return asText(valueAt(content[name as keyof Content], spec.field.split('.')))
}

/** One notice for each text of the specification that the content no longer carries word for word. */
export function specNotices(content: Content): string[] {
  return specTexts
    .filter((spec) => currentText(content, spec) !== spec.text)
    .map(
      (spec) =>
        `${spec.file}: ${spec.field} is "${currentText(content, spec)}"; the specification's text is "${spec.text}"`,
    )
}
