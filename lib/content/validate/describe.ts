/**
 * How a content problem is written: the file, the item (by its name, title or id) and the field,
 * in one plain sentence an editor can act on.
 */
import leven from 'leven'
import { z } from 'zod'
import { humanise } from '@/lib/content/form-labels'

export type ContentSource = {
  /** Path of the file an editor opens, e.g. "content/services.yaml". */
  file: string
  /** Its name in the validated content, e.g. "services". */
  name: string
  schema: z.ZodType
  data: unknown
  /** The page this content appears on, for "#anchor" links; undefined for content shown on every page. */
  page?: string
  /** Why the file could not be read (missing, or not valid YAML), each naming the file and line. */
  readProblems?: string[]
  /** The line of a field in the file, where the parser knows it. */
  lineOf?: (path: readonly PathKey[]) => number | undefined
  /**
   * Given, a problem is placed as the editor's form names the field ("Services › “Kitchen” ›
   * Price"), under this label of the file, and never by its file, line or key: the form's check
   * before Save (lib/cms/save-check.ts).
   */
  formLabel?: string
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The site content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        '\nFix each value in the named file and save; see CONTENT.md for what each field means.',
    )
    this.name = 'ContentError'
  }
}

export type PathKey = PropertyKey

export function valueAt(data: unknown, path: readonly PathKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  )
}

/** Every text of `node` with its place in the file; given `field`, only the fields of that name. */
export function textsIn(
  node: unknown,
  field?: string,
  path: PathKey[] = [],
): [PathKey[], string][] {
  if (typeof node === 'string')
    return field === undefined || path.at(-1) === field ? [[path, node]] : []
  if (Array.isArray(node))
    return node.flatMap((item, index) => textsIn(item, field, [...path, index]))
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => textsIn(value, field, [...path, key]))
  return []
}

/** "content/services.yaml:40: services.items[2] "Whole-Home Renovation" → features": where a problem is. */
export function locate(
  source: ContentSource,
  path: readonly PathKey[],
  linePath: readonly PathKey[] = path,
): string {
  if (source.formLabel !== undefined) return fieldName(source.formLabel, source.data, path)
  const line = source.lineOf?.(linePath)
  return `${source.file}${line ? `:${line}` : ''}: ${describeLocation(source, path)}`
}

/** "About › Team › People › “Daniel Ortega”": the field at `path` of `data` as the editor's form names it. */
export function fieldName(label: string, data: unknown, path: readonly PathKey[]): string {
  const parts = path.map((key, index) => {
    if (typeof key !== 'number') return humanise(String(key))
    const item = valueAt(data, path.slice(0, index + 1)) as Record<string, unknown> | null
    // A figure is named by its value and label together: "15+ years of experience".
    const figure = typeof item?.value === 'string' && `${item.value} ${String(item.label ?? '')}`
    const name = [figure, ...['name', 'title', 'question', 'label', 'text'].map((f) => item?.[f])]
      .find((value): value is string => typeof value === 'string' && value.trim() !== '')
      ?.trim()
    return name ? `“${name.length > 48 ? `${name.slice(0, 47)}…` : name}”` : `item ${key + 1}`
  })
  return [label, ...parts].join(' › ')
}

/** "services[2] (Whole-Home Renovation) → features" for an issue at services.2.features.1. */
function describeLocation(source: ContentSource, path: readonly PathKey[]): string {
  let label = source.name
  let fields: string[] = []
  path.forEach((key, index) => {
    if (typeof key === 'number') {
      const item = valueAt(source.data, path.slice(0, index + 1))
      const record =
        item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {}
      const itemName = [record.name, record.title, record.id, record.label, record.text].find(
        (v): v is string => typeof v === 'string' && v.trim() !== '',
      )
      label = [label, ...fields].join('.') + `[${key}]`
      if (itemName) label += ` "${itemName}"`
      fields = []
    } else {
      fields.push(String(key))
    }
  })
  return fields.length ? `${label} → ${fields.join('.')}` : label
}

/**
 * A ContentError's `message` with each field it locates (describeLocation: "… → hero.title: …")
 * also named as the form at /admin labels it (lib/content/form-labels.ts, humanise): "… → hero.title
 * (“Hero › Title” in the editor): …". The preview shows it so (lib/content/index.ts,
 * contentProblem), for an editor who knows the form rather than the file.
 */
export function withFormLabels(message: string): string {
  return message.replace(
    / → ([A-Za-z]\w*(?:\.[A-Za-z]\w*)*)(?=[:;])/g,
    (_, path: string) =>
      ` → ${path} (“${path.split('.').map(humanise).join(' › ')}” in the editor)`,
  )
}

/** A node of the JSON Schema zod writes: enough to find the fields a group may hold. */
type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode }

/** The names of the fields the schema allows in the group of fields at `path` (none if it has no such place). */
function fieldNamesAt(node: SchemaNode | undefined, path: readonly PathKey[]): string[] {
  const [key, ...rest] = path
  if (key === undefined) return Object.keys(node?.properties ?? {})
  return fieldNamesAt(typeof key === 'number' ? node?.items : node?.properties?.[String(key)], rest)
}

/** The field an unknown name was most likely meant to be: "metaTitel" → "metaTitle". */
function meantField(unknown: string, known: string[]): string | undefined {
  const [closest] = known
    .map((name) => ({ name, distance: leven(unknown.toLowerCase(), name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance)
  return closest && closest.distance <= Math.max(1, Math.floor(closest.name.length / 3))
    ? closest.name
    : undefined
}

function unknownFieldsMessage(keys: string[], path: readonly PathKey[], schema: z.ZodType) {
  const known = fieldNamesAt(
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode,
    path,
  )
  const named = keys.map((key) => {
    const meant = meantField(key, known)
    return meant ? `"${key}" (did you mean "${meant}"?)` : `"${key}"`
  })
  const one = keys.length === 1
  return `has ${one ? 'a field' : 'fields'} the site does not know: ${named.join(', ')}; check the spelling against CONTENT.md, or remove ${one ? 'it' : 'them'}`
}

/** What is wrong with a value of `data`, in the editor's words; `schema`, the file's, names a misspelt field's right name. */
export function issueMessage(issue: z.core.$ZodIssue, data: unknown, schema: z.ZodType): string {
  // zod leaves out the value it read, so look: a field that is there has the wrong kind of value.
  if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined)
    return 'is missing; add it'
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input'))
    return `must be ${kindName(issue.expected)}, not ${kindName(kindOf(valueAt(data, issue.path)))}`
  if (issue.code === 'unrecognized_keys')
    return unknownFieldsMessage(issue.keys, issue.path, schema)
  return issue.message
}

/** What an editor calls each kind of value a YAML file holds. */
const kindNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields',
  null: 'empty',
}

function kindName(kind: string): string {
  return kindNames[kind] ?? kind
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  return Array.isArray(value) ? 'array' : typeof value
}
