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
 *     or a date picker (.meta({ widget: 'date' }))
 *   string with a pattern → string with the editor's pattern check and the schema's own message
 *   string with .meta({ pick }) → relation: a pick-list of what another content list holds
 *   enum → select;  number → number (value_type int when integer, min, max);  boolean → boolean
 *   a year (.meta({ widget: 'year' })) → string with the year's pattern and message
 *   optional (not in `required`) → required: false
 *   `src` whose pattern is a file in content/images → image; its `width`/`height` siblings → optional
 *
 * Labels are the field names made readable ("metaDescription" → "Meta description") unless the
 * schema gives .meta({ title }); hints are the schema's .describe() texts. Two rules come from the
 * editor: a file's top level must be an object (no list at the root of a file), and the fields
 * inside an optional object are optional too (the editor would demand them even when the whole
 * object is left empty), so the content check judges them.
 */
import type { z } from 'zod'
import { editorPattern, jsonSchema, type JsonSchema, meaningful } from './json-schema'
import { humanise, longCopy, singular, summaryOf } from './labels'
import type { CmsField, CmsFieldBase, CrossReference } from './types'
import { acceptedPictures } from './uploads'
import { longestTitle } from '@/lib/content/validate'
import { yearPattern } from '@/lib/content/schema/primitives'

/** The start of a pattern for a path in the media folder: "^\\/images\\/" for "/images". */
const folderPattern = (publicFolder: string) => `^${publicFolder.replaceAll('/', '\\/')}\\/`

/** A `src` the editor picks from (or uploads to) the media folder: its pattern is a path there. */
function isImageSrc(name: string, node: JsonSchema, publicFolder: string): boolean {
  return (
    name === 'src' &&
    node.type === 'string' &&
    !!node.pattern?.startsWith(folderPattern(publicFolder))
  )
}

/** An object holding a picture of the media folder (its `src`). */
function isImage(node: JsonSchema, publicFolder: string): boolean {
  return Object.entries(node.properties ?? {}).some(([name, child]) =>
    isImageSrc(name, child, publicFolder),
  )
}

interface Context {
  /** False inside an optional object: the editor would demand its fields even when it is left empty. */
  enforce: boolean
  publicFolder: string
  path: string
  /** The collection of each content file, by its registry name, for pick-lists. */
  collectionOf: (file: string) => string
  /** The site's name, which ends every page's title: a Meta title's limit depends on it. */
  siteName?: string
}

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

/** A pick-list of the values another content list holds, shown by their labels. */
function relation(pick: CrossReference, context: Context) {
  const display = pick.label ?? pick.value
  return {
    widget: 'relation' as const,
    collection: context.collectionOf(pick.file),
    file: pick.file,
    value_field: pick.value,
    display_fields: [display],
    search_fields: [display],
  }
}

function base(name: string, node: JsonSchema, required: boolean): CmsFieldBase {
  return {
    name,
    label: node.title ?? humanise(name),
    ...(required ? {} : { required: false }),
    ...(node.description ? { hint: node.description } : {}),
  }
}

function objectFields(node: JsonSchema, context: Context): CmsField[] {
  const required = new Set(node.required ?? [])
  const imageSrc = isImage(node, context.publicFolder)
  return Object.entries(node.properties ?? {}).map(([name, child]) => {
    // The picture's size is read from the file when absent; a size typed here would go stale
    // when the editor replaces the picture, so it is never asked for (a hidden field keeps a size
    // written by hand as it is).
    if (imageSrc && (name === 'width' || name === 'height'))
      return { name, label: humanise(name), required: false, widget: 'hidden' as const }
    const isRequired = context.enforce && required.has(name)
    return cmsField(name, child, isRequired, { ...context, path: `${context.path}.${name}` })
  })
}

function cmsField(name: string, node: JsonSchema, required: boolean, context: Context): CmsField {
  const field = base(name, node, required)
  // Typed as text and checked against the content check's pattern and words: a number field
  // would keep "25" of a mistyped "2O25" (lib/content/schema/primitives.ts, `year`).
  if (node.widget === 'year') return { ...field, widget: 'string', pattern: yearPattern }
  switch (node.type) {
    case 'object':
      return {
        ...field,
        widget: 'object',
        collapsed: true,
        ...(summaryOf(node) ? { summary: summaryOf(node) } : {}),
        fields: objectFields(node, { ...context, enforce: required }),
      }
    case 'array': {
      const items = node.items ?? {}
      const bounds = {
        ...(node.minItems !== undefined ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      }
      // A list of picks is shown in the order the site shows it: a list of pick-lists, each
      // moved with its handle or Move Up/Down (Sveltia's multiple pick-list keeps no order).
      if (items.pick) {
        // Each item names one of what the other list holds, and the list's own name ("Featured",
        // "projects.*.id" → "Featured project"), so that its Add button is not the other list's.
        const noun = singular(humanise(items.pick.value.split('.')[0]!)).toLowerCase()
        const own = singular(field.label)
        const label_singular = own.toLowerCase().includes(noun) ? own : `${own} ${noun}`
        return {
          ...field,
          widget: 'list',
          label_singular,
          collapsed: false,
          ...bounds,
          field: { name, label: label_singular, ...relation(items.pick, context) },
        }
      }
      if (items.type === 'string' && items.enum)
        return {
          ...field,
          widget: 'select',
          multiple: true,
          options: items.enum.map(String),
          ...bounds,
        }
      const label_singular = isImage(items, context.publicFolder)
        ? 'Picture'
        : singular(field.label)
      if (items.type === 'object')
        return {
          ...field,
          widget: 'list',
          label_singular,
          collapsed: true,
          ...(summaryOf(items) ? { summary: summaryOf(items) } : {}),
          ...bounds,
          // Each item stands alone: its own required fields are required again.
          fields: objectFields(items, { ...context, enforce: true, path: `${context.path}[]` }),
        }
      return {
        ...field,
        widget: 'list',
        label_singular,
        // One line each: shown open, as the lines themselves (a folded line shows only the list's name).
        collapsed: false,
        ...bounds,
        field: cmsField(name, { ...items, title: label_singular }, true, {
          ...context,
          enforce: true,
          path: `${context.path}[]`,
        }),
      }
    }
    case 'string': {
      if (node.enum) return { ...field, widget: 'select', options: node.enum.map(String) }
      if (node.pick) return { ...field, ...relation(node.pick, context) }
      const pattern = editorPattern(node)
      // Only the repository's own pictures, no web address: the media library names the file
      // (a new upload is a blob: address until the save, which a path pattern would refuse).
      if (isImageSrc(name, node, context.publicFolder))
        return { ...field, widget: 'image', accept: acceptedPictures, choose_url: false }
      // A calendar date: the browser's date picker, written as the schema's 2024-09-14.
      if (node.widget === 'date')
        return {
          ...field,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
        }
      const widget = node.widget === 'text' || longCopy.has(name) ? 'text' : 'string'
      return {
        ...field,
        widget,
        ...(pattern ? { pattern } : {}),
        ...(name === 'metaTitle' && context.siteName
          ? metaTitleLimit(context.siteName, field.hint)
          : {}),
      }
    }
    case 'integer':
    case 'number': {
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
    case 'boolean':
      return { ...field, widget: 'boolean' }
    default:
      throw new Error(
        `${context.path}: no CMS field for this schema (${JSON.stringify(node).slice(0, 120)})`,
      )
  }
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
  }: { publicFolder?: string; collectionOf?: (file: string) => string; siteName?: string } = {},
): CmsField[] {
  const node = jsonSchema(schema)
  if (node.type !== 'object')
    throw new Error(
      `${file}: the top level must be an object (key: value lines); the editor cannot edit a file that is a bare list`,
    )
  return objectFields(node, { enforce: true, publicFolder, path: file, collectionOf, siteName })
}
