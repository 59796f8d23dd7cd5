/** The form's fields for one value: a text, a number, a time, a date, a choice, a pick-list, a picture. */
import { base, type FieldContext, relation } from './field-context'
import { editorPattern, type JsonSchema, meaningful } from './json-schema'
import { longCopy } from './labels'
import { imageWidget, isImageSrc } from './pictures'
import type { CmsField, CmsFieldBase } from './types'
import { longestTitle } from '@/lib/content/validate'

/**
 * A Meta title's own limit, the content check's (lib/content/validate/titles.ts): with " | " and
 * the site's name after it, the page's title must fit in search results.
 */
function metaTitleLimit(siteName: string, hint: string | undefined) {
  const maxlength = longestTitle - ` | ${siteName}`.length
  return {
    maxlength,
    hint: `${hint ? `${hint} ` : ''}At most ${maxlength} characters: the page's title is this, " | ", then "${siteName}", and search results cut it after ${longestTitle}.`,
  }
}

function stringField(
  name: string,
  node: JsonSchema,
  field: CmsFieldBase,
  context: FieldContext,
): CmsField {
  if (node.enum) return { ...field, widget: 'select', options: node.enum.map(String) }
  if (node.pick) return { ...field, ...relation(node.pick, context) }
  if (isImageSrc(name, node, context.publicFolder)) return { ...field, ...imageWidget }
  // A calendar date: the browser's date picker, written as the schema's 2024-09-14.
  if (node.widget === 'date')
    return {
      ...field,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
    }
  const pattern = editorPattern(node)
  if (node.widget === 'text' || longCopy.has(name))
    return { ...field, widget: 'text', ...(pattern ? { pattern } : {}) }
  return {
    ...field,
    widget: 'string',
    ...(pattern ? { pattern } : {}),
    ...(node.address ? { before_input: node.address } : {}),
    ...(name === 'metaTitle' && context.siteName
      ? metaTitleLimit(context.siteName, field.hint)
      : {}),
  }
}

/** A number with decimals (a map position): the browser's number field, with its bounds. */
function numberField(node: JsonSchema, field: CmsFieldBase): CmsField {
  const min =
    meaningful(node.minimum) ??
    (node.exclusiveMinimum !== undefined && node.type === 'integer'
      ? node.exclusiveMinimum + 1
      : undefined)
  const max = meaningful(node.maximum)
  return {
    ...field,
    widget: 'number',
    value_type: node.type === 'integer' ? 'int' : 'float',
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  }
}

/** The field of a value that is neither an object nor a list; undefined for a kind it cannot edit. */
export function valueField(
  name: string,
  node: JsonSchema,
  required: boolean,
  context: FieldContext,
): CmsField | undefined {
  const field = base(name, node, required)
  // A time, or a year, as people type it ("7:30 AM", "2025"), checked against the content
  // check's pattern and words (a number field would keep "25" of a mistyped "2O25"); the site
  // reads it as 07:30 or 2025. Other whole numbers keep the number field, whose value Sveltia
  // writes as a number: writing "$40,000" typed as text as 40000 needs Sveltia's preSave event,
  // which loads Immutable.js from unpkg.com (docs/cms.md, "Limits").
  const { typed } = node
  if (typed?.kind === 'time' || typed?.asText)
    return { ...field, widget: 'string', pattern: typed.pattern }
  if (typed)
    return {
      ...field,
      widget: 'number',
      value_type: 'int',
      ...(typed.min !== undefined ? { min: typed.min } : {}),
      ...(typed.max !== undefined ? { max: typed.max } : {}),
    }
  switch (node.type) {
    case 'string':
      return stringField(name, node, field, context)
    case 'integer':
    case 'number':
      return numberField(node, field)
    case 'boolean':
      return { ...field, widget: 'boolean' }
    default:
      return undefined
  }
}
