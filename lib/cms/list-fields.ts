/** The form's lists: of objects, of lines, of choices, of picks from another list. */
import { base, type FieldContext, relation } from './field-context'
import type { JsonSchema } from './json-schema'
import { singular, summaryOf } from './labels'
import { isImage } from './pictures'
import type { CmsField } from './types'
import { humanise } from '@/lib/content/form-labels'

type FieldOf = (
  name: string,
  node: JsonSchema,
  required: boolean,
  context: FieldContext,
) => CmsField
type FieldsOf = (node: JsonSchema, context: FieldContext) => CmsField[]

/** A list field; its items' fields are made by `fieldOf` and `fieldsOf` (lib/cms/fields.ts). */
export function listField(
  name: string,
  node: JsonSchema,
  required: boolean,
  context: FieldContext,
  { fieldOf, fieldsOf }: { fieldOf: FieldOf; fieldsOf: FieldsOf },
): CmsField {
  const field = base(name, node, required)
  const items = node.items ?? {}
  const bounds = {
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  }
  const inList = { ...context, enforce: true, path: `${context.path}[]` }
  /** A list of items, each named `label_singular` by its Add button; folded or shown open. */
  const list = (
    label_singular: string,
    collapsed: boolean,
    each: { summary?: string; field?: CmsField; fields?: CmsField[] },
  ): CmsField => ({
    ...field,
    widget: 'list' as const,
    label_singular,
    collapsed,
    ...each,
    ...bounds,
  })
  // A list of picks is shown in the order the site shows it: a list of pick-lists, each
  // moved with its handle or Move Up/Down (Sveltia's multiple pick-list keeps no order).
  if (items.pick) {
    // Each item names one of what the other list holds, and the list's own name ("Featured",
    // "projects.*.id" → "Featured project"), so that its Add button is not the other list's.
    const noun = singular(humanise(items.pick.value.split('.')[0]!)).toLowerCase()
    const own = singular(field.label)
    const label_singular = own.toLowerCase().includes(noun) ? own : `${own} ${noun}`
    return list(label_singular, false, {
      field: { name, label: label_singular, ...relation(items.pick, context) },
    })
  }
  if (items.type === 'string' && items.enum)
    return {
      ...field,
      widget: 'select',
      multiple: true,
      options: items.enum.map(String),
      ...bounds,
    }
  const label_singular = isImage(items, context.publicFolder) ? 'Picture' : singular(field.label)
  if (items.type === 'object')
    return list(label_singular, true, {
      ...(summaryOf(items) ? { summary: summaryOf(items) } : {}),
      // Each item stands alone: its own required fields are required again.
      fields: fieldsOf(items, inList),
    })
  // One line each: shown open, as the lines themselves (a folded line shows only the list's name).
  return list(label_singular, false, {
    field: fieldOf(name, { ...items, title: label_singular }, true, inList),
  })
}
