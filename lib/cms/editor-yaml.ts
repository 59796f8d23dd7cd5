/**
 * Content files in the content editor's own YAML style, so that a save at /admin changes only the
 * values that were edited. Sveltia CMS writes a file from its form: the keys in the order of the
 * form's fields (lib/cms/fields.ts), and YAML as the `yaml` package prints it with its
 * settings (two-space indents, list items indented, no line folding, plain strings, single quotes
 * where quotes are needed). `npm run format` writes every content file so; the content
 * check notes a file that is not, since its next save would rewrite more than the edited lines.
 */
import { stringify } from 'yaml'
import type { CmsField } from './types'

/** Sveltia's YAML output settings (its `output.yaml` defaults). */
const editorStyle = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: 'PLAIN',
  defaultStringType: 'PLAIN',
  singleQuote: true,
} as const

/** `value` with every object's keys in the order of its fields; keys no field names come last. */
function inFieldOrder(value: unknown, fields: readonly CmsField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inFieldOrder(item, fields))
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const named = (fields ?? []).map((field) => field.name).filter((name) => name in record)
  const rest = Object.keys(record).filter((key) => !named.includes(key))
  return Object.fromEntries(
    [...named, ...rest].map((key) => {
      const field = fields?.find((candidate) => candidate.name === key)
      const children = field && 'fields' in field ? field.fields : undefined
      return [key, inFieldOrder(record[key], children)]
    }),
  )
}

/** The file's data as the editor would write it. */
export function editorYaml(data: unknown, fields: readonly CmsField[]): string {
  return `${stringify(inFieldOrder(data, fields), null, editorStyle).trim()}\n`
}
