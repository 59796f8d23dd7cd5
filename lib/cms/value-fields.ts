/** The form's fields for one value: a text, a number, a time, a date, a choice, a pick-list, a picture. */
import { base, type FieldContext, relation } from './field-context'
import { editorPattern, type JsonSchema, meaningful } from './json-schema'
import { longCopy } from './labels'
import { imageWidget, isImageSrc } from './pictures'
import type { CmsField, CmsFieldBase } from './types'
import { oneUploadPerSave } from './uploads'
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
  if (isImageSrc(name, node, context.publicFolder))
    return {
      ...field,
      ...imageWidget,
      hint: field.hint ? `${field.hint} ${oneUploadPerSave}` : oneUploadPerSave,
    }
  const pattern = editorPattern(node)
  // A calendar date: the browser's date picker, written as the schema's 2024-09-14, checked
  // against the schema's pattern whatever the box made of the typing (Safari's "2026-11-02" is the
  // year 0002).
  if (node.widget === 'date')
    return {
      ...field,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      ...(pattern ? { pattern } : {}),
    }
  // A project's budget reason says when it is needed: the content check refuses a budget outside
  // its service's typical cost without one (checkBudgetsAgainstServices). A text the page fills
  // in says what its curly brackets are, since the office sees them in the box.
  const addition =
    name === 'budgetWhy' && context.budgetBands
      ? `Needed when the budget lies outside its service's typical cost: ${context.budgetBands}.`
      : node.placeholders
        ? 'Keep each word in curly brackets as written: the site puts its value there.'
        : undefined
  const hinted = addition
    ? { ...field, hint: field.hint ? `${field.hint} ${addition}` : addition }
    : field
  if (node.widget === 'text' || longCopy.has(name))
    return { ...hinted, widget: 'text', ...(pattern ? { pattern } : {}) }
  return {
    ...hinted,
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

/**
 * A yes-or-no the file may leave out: Sveltia's switch has no "not set" and writes false where the
 * file said nothing, so a save would add lines. A choice left empty is left out of the file
 * (`omit_empty_optional_fields`, lib/cms/config.ts).
 */
const unsetOrYesNo = {
  widget: 'select',
  options: [
    { label: 'Yes', value: true },
    { label: 'No', value: false },
  ],
} as const

/** The field of a value that is neither an object nor a list; undefined for a kind it cannot edit. */
export function valueField(
  name: string,
  node: JsonSchema,
  required: boolean,
  context: FieldContext,
): CmsField | undefined {
  const field = base(name, node, required)
  // A time, a year, a price or a count as people type it ("7:30 AM", "2025", "$40,000"),
  // checked against the content check's pattern and words: a number field would keep "000" of
  // "$40,000" and "25" of a mistyped "2O25". browser/as-typed.js writes a number as the number.
  if (node.typed) return { ...field, widget: 'string', pattern: node.typed.pattern }
  switch (node.type) {
    case 'string':
      return stringField(name, node, field, context)
    case 'integer':
    case 'number':
      return numberField(node, field)
    case 'boolean':
      return required ? { ...field, widget: 'boolean' } : { ...field, ...unsetOrYesNo }
    default:
      return undefined
  }
}
