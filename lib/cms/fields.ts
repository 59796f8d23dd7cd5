/**
 * The content editor's form fields (Sveltia CMS, which reads Decap's format), made from the
 * content's zod schemas so that the editor's forms can never ask for other fields than the content
 * check accepts. Each schema is turned into JSON Schema by zod itself (z.toJSONSchema) and each
 * JSON Schema node into one field:
 *
 *   object → object (collapsed), its properties → fields; the file's own object → the file's fields
 *   array of objects → list with fields; of strings → list with one string field; of enum → select (multiple);
 *     of picks → list with one pick-list field (so that it keeps the editor's order)
 *   string → string, or text for long copy (field names in `longCopy`, or .meta({ widget: 'text' })),
 *     or a date picker (.meta({ widget: 'date' })), shown after the page's address (.meta({ address }))
 *   string with a pattern → string with the editor's pattern check and the schema's own message
 *   string with .meta({ pick }) → relation: a pick-list of what another content list holds
 *   enum → select;  number → number (value_type int when integer, min, max);  boolean → boolean
 *   a time or a whole number as typed (.meta({ typed }), lib/content/schema/as-typed.ts) → string
 *     with its pattern and message, a whole number written back as the number (typed-places.ts)
 *   optional (not in `required`) → required: false
 *   `src` whose pattern is a file in content/images → image; its `width`/`height` siblings → optional
 *
 * Labels are the field names made readable ("workType" → "Work type",
 * lib/content/form-labels.ts) unless the schema gives .meta({ title }); hints are the schema's .describe() texts. Two rules come from the
 * editor: a file's top level must be an object (no list at the root of a file), and the fields
 * inside an optional object are optional too (the editor would demand them even when the whole
 * object is left empty), so the content check judges them.
 */
import type { z } from 'zod'
import { base, type FieldContext } from './field-context'
import { jsonSchema, type JsonSchema } from './json-schema'
import { summaryOf } from './labels'
import { listField } from './list-fields'
import { isImage, pictureSize } from './pictures'
import type { CmsField } from './types'
import { valueField } from './value-fields'
import { humanise } from '@/lib/content/form-labels'

function objectFields(node: JsonSchema, context: FieldContext): CmsField[] {
  const required = new Set(node.required ?? [])
  const imageSrc = isImage(node, context.publicFolder)
  return Object.entries(node.properties ?? {}).map(([name, child]) => {
    if (imageSrc && (name === 'width' || name === 'height'))
      return pictureSize(name, humanise(name))
    const isRequired = context.enforce && required.has(name)
    return cmsField(name, child, isRequired, { ...context, path: `${context.path}.${name}` })
  })
}

function cmsField(
  name: string,
  node: JsonSchema,
  required: boolean,
  context: FieldContext,
): CmsField {
  if (node.type === 'object')
    return {
      ...base(name, node, required),
      widget: 'object',
      collapsed: true,
      ...(summaryOf(node) ? { summary: summaryOf(node) } : {}),
      fields: objectFields(node, { ...context, enforce: required }),
    }
  if (node.type === 'array')
    return listField(name, node, required, context, {
      fieldOf: cmsField,
      fieldsOf: objectFields,
    })
  const field = valueField(name, node, required, context)
  if (field) return field
  throw new Error(
    `${context.path}: no CMS field for this schema (${JSON.stringify(node).slice(0, 120)})`,
  )
}

/** The fields of one content file: the properties of the object its schema parses. */
export function cmsFields(
  schema: z.ZodType,
  file: string,
  {
    publicFolder = '/images',
    collectionOf = (name: string): string => {
      throw new Error(`${file}: a pick-list of "${name}", which is not a content file here`)
    },
    siteName,
    budgetBands,
  }: {
    publicFolder?: string
    collectionOf?: (file: string) => string
    siteName?: string
    budgetBands?: string
  } = {},
): CmsField[] {
  const node = jsonSchema(schema)
  if (node.type !== 'object')
    throw new Error(
      `${file}: the top level must be an object (key: value lines); the editor cannot edit a file that is a bare list`,
    )
  return objectFields(node, {
    enforce: true,
    publicFolder,
    path: file,
    collectionOf,
    siteName,
    budgetBands,
  })
}
