/** @jest-environment node */
/**
 * The content editor's forms (lib/cms/fields.ts, lib/cms/config.ts) cannot drift from the content schemas:
 * every field of every schema is in the generated Sveltia config with a widget that writes that
 * kind of value and the same "required", and the config has no field the schemas lack. The schemas are
 * walked here through zod's own definitions, not through the JSON Schema the generator reads.
 */
import { z } from 'zod'
import { contentSources } from '@/lib/content'
import { typedPlaces } from '@/lib/cms/typed-places'
import type { CmsField } from '@/lib/cms/types'
import { contentFiles } from '@/lib/content/registry'
import * as schema from '@/lib/content/schema'
import { config } from './helpers/cms-config'

interface Expected {
  kind: string
  required: boolean
  options?: string[]
}

type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  /** A transform's input: what the file holds. */
  in?: z.ZodType
  entries?: Record<string, string>
  options?: z.ZodType[]
  checks?: { _zod: { def: { check: string; format?: string } } }[]
}
const defOf = (type: z.ZodType) => type._zod.def as unknown as Def

/** An object whose `src` is a picture in content/images: its size is read from the file. */
const isPicture = (shape: Record<string, z.ZodType>) =>
  'src' in shape && 'width' in shape && 'height' in shape

/**
 * Each field path of a schema, with the kind of value it holds and whether the editor must fill
 * it: a field is required when the schema requires it and no enclosing object (up to the list item
 * or the file) is optional, since the editor cannot leave an optional object empty when its fields
 * are required; a picture's width and height are never asked for (read from the picture).
 */
function schemaPaths(
  type: z.ZodType,
  path: string,
  required: boolean,
  out: Map<string, Expected>,
): void {
  const def = defOf(type)
  switch (def.type) {
    case 'optional':
      return schemaPaths(def.innerType!, path, false, out)
    case 'pipe': {
      // A number or a time as typed (lib/content/schema/as-typed.ts): a time is text in the form
      // and the file; a whole number (a year too) is typed as text and written as the number.
      const typed = (type.meta() as { typed?: schema.Typed } | undefined)?.typed
      if (typed)
        return void out.set(path, {
          kind: typed.kind === 'time' ? 'text' : 'whole number as typed',
          required,
        })
      return schemaPaths(def.in!, path, required, out)
    }
    case 'object': {
      // A list's item is the list's own entry; the file's object is the file.
      if (path && !path.endsWith('[]')) out.set(path, { kind: 'object', required })
      const shape = def.shape!
      for (const [name, child] of Object.entries(shape)) {
        const childPath = path ? `${path}.${name}` : name
        if (isPicture(shape) && (name === 'width' || name === 'height')) {
          out.set(childPath, { kind: 'read from the picture', required: false })
          continue
        }
        const childRequired = defOf(child).type !== 'optional' && required
        schemaPaths(child, childPath, childRequired, out)
      }
      return
    }
    case 'array': {
      const element = defOf(def.element!)
      if (element.type === 'enum')
        return void out.set(path, {
          kind: 'multiple choice',
          required,
          options: Object.values(element.entries!),
        })
      out.set(path, { kind: element.type === 'object' ? 'list' : 'list of lines', required })
      return schemaPaths(def.element!, `${path}[]`, true, out)
    }
    case 'enum':
      return void out.set(path, { kind: 'choice', required, options: Object.values(def.entries!) })
    case 'string':
      return void out.set(path, { kind: 'text', required })
    case 'number': {
      const integer = def.checks?.some((check) => check._zod.def.format === 'safeint')
      return void out.set(path, { kind: integer ? 'integer' : 'number', required })
    }
    case 'boolean':
      return void out.set(path, { kind: 'yes or no', required })
    // A number the file may also hold as the text the form writes (a year): the form writes text.
    case 'union':
      if (def.options!.map((option) => defOf(option).type).join() === 'number,string')
        return void out.set(path, { kind: 'text', required })
      throw new Error(`${path}: a union this test does not know; teach it`)
    default:
      throw new Error(`${path}: a zod type this test does not know (${def.type}); teach it`)
  }
}

/** The kind of value each widget writes into the file. */
function kindOf(field: CmsField): Expected['kind'] {
  switch (field.widget) {
    case 'string':
    case 'text':
    case 'image':
    case 'datetime':
      return 'text'
    case 'relation':
      return field.multiple ? 'list of lines' : 'text'
    case 'hidden':
      return 'read from the picture'
    case 'number':
      return field.value_type === 'int' ? 'integer' : 'number'
    case 'boolean':
      return 'yes or no'
    case 'select':
      if (field.options.some((option) => typeof option !== 'string')) return 'yes or no'
      return field.multiple ? 'multiple choice' : 'choice'
    case 'object':
      return 'object'
    case 'list':
      return field.fields ? 'list' : 'list of lines'
  }
}

function fieldPaths(fields: CmsField[], prefix: string, out: Map<string, Expected>) {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    out.set(path, {
      kind: kindOf(field),
      required: field.widget !== 'hidden' && field.required !== false,
      ...(field.widget === 'select' && kindOf(field) !== 'yes or no'
        ? { options: field.options as string[] }
        : {}),
    })
    if (field.widget === 'object') fieldPaths(field.fields, path, out)
    if (field.widget === 'list' && field.fields) fieldPaths(field.fields, `${path}[]`, out)
    if (field.widget === 'list' && field.field)
      out.set(`${path}[]`, { kind: kindOf(field.field), required: true })
    if (field.widget === 'relation' && field.multiple)
      out.set(`${path}[]`, { kind: 'text', required: true })
  }
}

/** Each value of the data with the field that edits it. */
function* valuesWithFields(
  data: unknown,
  fields: CmsField[],
  path = '',
): Generator<[string, unknown, CmsField]> {
  if (typeof data !== 'object' || data === null) return
  for (const field of fields) {
    const value = (data as Record<string, unknown>)[field.name]
    const at = `${path}.${field.name}`
    if (value === undefined) continue
    yield [at, value, field]
    const items = Array.isArray(value) ? value : [value]
    if ((field.widget === 'object' || field.widget === 'list') && field.fields)
      for (const item of items) yield* valuesWithFields(item, field.fields, at)
    if (field.widget === 'list' && field.field)
      for (const item of items) yield [`${at}[]`, item, field.field]
  }
}

describe('the content editor config', () => {
  it('has every field of every schema, of the same kind and "required", and no other', () => {
    for (const { file, schema: fileSchema } of contentFiles) {
      const expected = new Map<string, Expected>()
      schemaPaths(fileSchema, '', true, expected)
      const actual = new Map<string, Expected>()
      fieldPaths(
        config.collections.flatMap((c) => c.files).find((entry) => entry.file === file)!.fields,
        '',
        actual,
      )
      // A text field at a place browser/as-typed.js writes as the number.
      for (const place of typedPlaces(contentFiles)[file] ?? [])
        if (actual.get(place)?.kind === 'text')
          actual.set(place, { ...actual.get(place)!, kind: 'whole number as typed' })
      expect({ file, fields: Object.fromEntries(actual) }).toEqual({
        file,
        fields: Object.fromEntries(expected),
      })
    }
  })

  it('edits every content file of the registry, each once', () => {
    const edited = config.collections.flatMap((collection) => collection.files.map((f) => f.file))
    expect(edited.toSorted()).toEqual(contentFiles.map((file) => file.file).toSorted())
  })

  it("checks each pattern as the schema does, and today's content passes them", () => {
    const sources = new Map<string, unknown>(contentSources.map((s) => [s.name, s.data]))
    let checked = 0
    for (const { name, file } of contentFiles) {
      const data = sources.get(name)
      const fields = config.collections
        .flatMap((collection) => collection.files)
        .find((entry) => entry.file === file)!.fields
      for (const [path, value, field] of valuesWithFields(data, fields, file)) {
        if (field.widget === 'hidden' || !field.pattern) continue
        // A number in the file is shown as its digits ("60000"), which the form must accept too.
        const shown = String(value)
        expect({ path, value, matches: new RegExp(field.pattern[0]).test(shown) }).toEqual({
          path,
          value,
          matches: true,
        })
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(50)
  })
})
