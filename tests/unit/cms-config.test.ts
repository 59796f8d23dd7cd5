/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * The content editor's forms (lib/cms/fields.ts, lib/cms/config.ts) cannot drift from the content schemas:
 * every field of every schema is in the generated Sveltia config with a widget that writes that
 * kind of value and the same "required", and the config has no field the schemas lack. The schemas are
 * walked here through zod's own definitions, not through the JSON Schema the generator reads.
 */
import { z } from 'zod'
import { contentSources } from '@/lib/content'
import { cmsConfig } from '@/lib/cms/config'
import { cmsFields } from '@/lib/cms/fields'
import { singular } from '@/lib/cms/labels'
import { typedPlaces } from '@/lib/cms/typed-places'
import type { CmsField } from '@/lib/cms/types'
import { acceptedPictures, photoUpload } from '@/lib/cms/uploads'
import { adminHtml, cmsBackend, media, siteCmsConfig } from '@/lib/cms/site'
import { longestTitle, photoMinWidth } from '@/lib/content/validate'
import { contentFiles } from '@/lib/content/registry'
import { humanise } from '@/lib/content/form-labels'
import * as schema from '@/lib/content/schema'

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
      // A number or a time as typed (lib/content/schema/as-typed.ts): a year and a time are text
      // in the form and the file; another whole number is typed as text and written as the number.
      const typed = (type.meta() as { typed?: schema.Typed } | undefined)?.typed
      if (typed)
        return void out.set(path, {
          kind: typed.kind === 'time' || typed.asText ? 'text' : 'whole number as typed',
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
      ...(field.widget === 'select' ? { options: field.options } : {}),
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

const config = siteCmsConfig({})
/** The fields of content/portfolio.yaml in the form, and those of one of its projects. */
const portfolioFields = () =>
  config.collections.find((c) => c.name === 'portfolio')!.files[0]!.fields
function projectFields(): CmsField[] {
  const project = portfolioFields().find((f) => f.name === 'projects')
  if (project?.widget !== 'list' || !project.fields) throw new Error('no project list')
  return project.fields
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

  it("asks for numbers and times as people type them, refusing the rest in the content check's words", () => {
    const typed = (name: string, fields: CmsField[]) => {
      const field = fields.find((f) => f.name === name)
      if (field?.widget !== 'string' || !field.pattern) throw new Error(`${name}: no typed field`)
      const [pattern, message] = field.pattern
      return { accepts: (text: string) => new RegExp(pattern).test(text), message }
    }
    const budget = projectFields().find((f) => f.name === 'budget')
    if (budget?.widget !== 'object') throw new Error('no budget')
    const cost = budget.fields.find((f) => f.name === 'cost')
    if (cost?.widget !== 'object') throw new Error('no cost')
    // A price is typed as people write it, whole dollars from 1, and read as the number.
    const price = typed('from', cost.fields)
    expect(['$40,000', '40000', '40,000', '1', ' $1,200 '].map(price.accepts)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['$40.000', '0', '$0', '40,00', '4O000', 'forty', ''].some(price.accepts)).toBe(false)
    expect(price.message).toBe('must be whole dollars, like 60000, 60,000 or $60,000')
    const dollars = schema.priceBand.shape.cost
    expect(
      ['$40,000', '40000', '40,000'].map((from) => dollars.parse({ from, to: 50000 }).from),
    ).toEqual([40000, 40000, 40000])
    expect(dollars.safeParse({ from: '$40.000', to: 1 }).error?.issues[0]?.message).toBe(
      'must be whole dollars, like 60000, 60,000 or $60,000',
    )

    const year = typed('year', projectFields())
    expect(['2025', '1900', '2100'].map(year.accepts)).toEqual([true, true, true])
    expect(['2O25', '25', '1899', '2101', '$2025', ''].some(year.accepts)).toBe(false)
    expect([schema.year.parse('2025'), schema.year.parse(2025)]).toEqual([2025, 2025])
    for (const wrong of ['2O25', 25, 2024.5, null])
      expect(schema.year.safeParse(wrong).error?.issues.map((issue) => issue.message)).toEqual([
        year.message,
      ])

    const hours = config.collections[0]!.files.find((f) => f.name === 'site')!.fields.find(
      (f) => f.name === 'hours',
    )
    if (hours?.widget !== 'object') throw new Error('no hours')
    const opens = typed('opens', hours.fields)
    expect(['7:30 AM', '7:30', '07:30', '7:30 pm', '19:30'].map(opens.accepts)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['7.30', '24:00', '13:30 PM', '7', ''].some(opens.accepts)).toBe(false)
    const opening = schema.site.shape.hours.shape.opens
    expect(['7:30 AM', '7:30', '07:30', '7:30 pm'].map((time) => opening.parse(time))).toEqual([
      '07:30',
      '07:30',
      '07:30',
      '19:30',
    ])
    expect(opening.safeParse('13:30 PM').error?.issues[0]?.message).toBe(opens.message)
  })

  it("turns a picture into an image field of the repository's pictures, its size never asked", () => {
    const [field] = cmsFields(z.object({ photo: schema.image }), 'test.yaml')
    expect(field).toMatchObject({ widget: 'object', label: 'Photo', summary: '{{fields.alt}}' })
    if (field?.widget !== 'object') throw new Error('not an object')
    expect(field.fields).toEqual([
      {
        name: 'src',
        label: 'Picture',
        hint: schema.image.shape.src.description,
        widget: 'image',
        accept: acceptedPictures,
        choose_url: false,
      },
      expect.objectContaining({
        name: 'alt',
        widget: 'string',
        hint: schema.image.shape.alt.description,
      }),
      { name: 'width', label: 'Width', widget: 'hidden' },
      { name: 'height', label: 'Height', widget: 'hidden' },
    ])
    expect(acceptedPictures).not.toMatch(/heic|heif/)
  })

  it('turns a cross-reference into a pick-list of what the other content list holds', () => {
    const projects = portfolioFields()
    const fields = projectFields()
    expect(fields.find((f) => f.name === 'category')).toMatchObject({
      widget: 'relation',
      collection: 'portfolio',
      file: 'portfolio',
      value_field: 'categories.*.id',
      display_fields: ['categories.*.label'],
    })
    expect(fields.find((f) => f.name === 'location')).toMatchObject({
      widget: 'relation',
      collection: 'areas',
      file: 'areas',
      value_field: 'items.*.name',
      display_fields: ['items.*.name'],
    })
    // The home page's projects are no list of picks of saved projects: each project has its own
    // place on it, in its own form, so a new project is featured in the one save that adds it.
    expect(projects.find((f) => f.name === 'featured')).toBeUndefined()
    expect(fields.find((f) => f.name === 'homePagePlace')).toMatchObject({
      label: 'Place on the home page',
      widget: 'string',
      required: false,
    })
    // A service names a category, a testimonial a project, each picked by its label or title.
    const itemFields = (collection: string) => {
      const items = config.collections
        .find((c) => c.name === collection)!
        .files[0]!.fields.find((f) => f.name === 'items')
      if (items?.widget !== 'list' || !items.fields) throw new Error(`no ${collection} list`)
      return items.fields
    }
    expect(itemFields('services').find((f) => f.name === 'category')).toMatchObject({
      widget: 'relation',
      file: 'portfolio',
      value_field: 'categories.*.id',
      display_fields: ['categories.*.label'],
    })
    const testimonial = itemFields('testimonials')
    expect(testimonial.find((f) => f.name === 'project')).toMatchObject({
      widget: 'relation',
      file: 'portfolio',
      value_field: 'projects.*.id',
      display_fields: ['projects.*.title'],
    })
    // The date a client said it is picked from a calendar.
    expect(testimonial.find((f) => f.name === 'date')).toMatchObject({ widget: 'datetime' })
    expect(() =>
      cmsFields(
        z.object({ area: z.string().meta({ pick: { file: 'nowhere', value: 'x.*' } }) }),
        'a.yaml',
      ),
    ).toThrow(/a pick-list of "nowhere"/)
  })

  it('gives every field of a project and a testimonial a hint saying what it is for', () => {
    const fieldsOf = (collection: string) =>
      config.collections.find((c) => c.name === collection)!.files[0]!.fields
    const project = fieldsOf('portfolio').find((f) => f.name === 'projects')
    const testimonial = fieldsOf('testimonials').find((f) => f.name === 'items')
    for (const list of [project, testimonial]) {
      if (list?.widget !== 'list' || !list.fields) throw new Error('not a list of objects')
      const unexplained = list.fields.filter(
        (f) => f.widget !== 'hidden' && !f.hint && f.name !== 'confirmed',
      )
      expect(unexplained.map((f) => f.name)).toEqual([])
    }
  })

  it('gives long copy a text box, a meta widget its widget, labels in words', () => {
    const fields = cmsFields(
      z.object({
        metaDescription: z.string(),
        blurb: z.string().meta({ widget: 'text' }),
        shortName: z.string().meta({ title: 'Name on the home screen' }),
      }),
      'test.yaml',
    )
    expect(fields.map(({ label, widget }) => ({ label, widget }))).toEqual([
      { label: 'Meta description', widget: 'text' },
      { label: 'Blurb', widget: 'text' },
      { label: 'Name on the home screen', widget: 'string' },
    ])
    expect(humanise('beforeAfter')).toBe('Before and after pictures')
  })

  it("speaks the office's words: no label or hint names a code word, a file, a placeholder or a bracketed list", () => {
    const shown: string[] = []
    const collect = (field: CmsField) => {
      for (const key of ['label', 'hint', 'label_singular'] as const) {
        const text = (field as Partial<Record<typeof key, string>>)[key]
        if (text) shown.push(`${field.name} ${key}: ${text}`)
      }
      const nested = field as { fields?: CmsField[]; field?: CmsField }
      nested.fields?.forEach(collect)
      if (nested.field) collect(nested.field)
    }
    config.collections.forEach((c) => c.files.forEach((f) => f.fields.forEach(collect)))
    expect(shown.length).toBeGreaterThan(100)
    const codeWord = /\b(id|url|href|slug|geo|key|yaml)\b|\{|\[/i
    const code =
      /content\/|components\/|\.(ya?ml|tsx?)\b|<[a-z]+>|\b(?!iPhone\b)[a-z]+[A-Z][a-zA-Z]*\b/
    const isCode = (text: string) => codeWord.test(text) || code.test(text)
    expect(shown.filter((text) => isCode(text.replace(/^\S+ \w+: /, '')))).toEqual([])
    // The walk sees what it must refuse.
    for (const wrong of ['Id', 'Lookup url', 'with {area} where', '["Monday", …]', 'Page href'])
      expect(isCode(wrong)).toBe(true)
    expect(singular(humanise('beforeAfter'))).toBe('Before and after pair')
    expect(singular('Areas served')).toBe('Area served')
    expect(humanise('gallery')).toBe('Gallery photos')
  })

  it('limits every Meta title as the content check does: with " | " and the site\'s name, 70 characters', () => {
    const { name } = contentSources.find((source) => source.name === 'site')!.data as {
      name: string
    }
    const limit = longestTitle - ` | ${name}`.length
    const metaTitles: CmsField[] = []
    const collect = (field: CmsField) => {
      if (field.name === 'metaTitle') metaTitles.push(field)
      const nested = field as { fields?: CmsField[]; field?: CmsField }
      nested.fields?.forEach(collect)
      if (nested.field) collect(nested.field)
    }
    config.collections.forEach((c) => c.files.forEach((f) => f.fields.forEach(collect)))
    expect(metaTitles.length).toBeGreaterThan(5)
    for (const field of metaTitles)
      expect(field).toMatchObject({
        maxlength: limit,
        hint: expect.stringContaining(
          `At most ${limit} characters: the page's title is this, " | ", then "${name}", and search results cut it after ${longestTitle}.`,
        ),
      })
  })

  it('refuses a file whose top level is a list, which the editor cannot edit', () => {
    expect(() => cmsFields(z.array(schema.service), 'content/services.yaml')).toThrow(
      /content\/services\.yaml: the top level must be an object/,
    )
  })

  it('writes photos to content/images, referred to as /images/…, upright and bare, and groups the files', () => {
    expect(config).toMatchObject({
      media_folder: 'content/images',
      public_folder: '/images',
      backend: { name: 'github' },
      publish_mode: 'simple',
      media_libraries: { default: { config: photoUpload }, stock_assets: { providers: [] } },
      output: { omit_empty_optional_fields: true },
    })
    // The guard prepares each photo (lib/cms/browser/upload-guard.js, its settings on its <script>);
    // Sveltia's own resizing would fetch a WebP encoder from a CDN in Safari.
    expect(photoUpload).toEqual({ max_file_size: 40_000_000, slugify_filename: true })
    expect(adminHtml).toContain(
      `<script src="/admin/upload-guard.js" data-longest-side="2400" data-min-width="${photoMinWidth}" data-quality="0.9"></script>`,
    )
    expect(config.collections.map((c) => c.label)).toEqual([
      'Site',
      'Pages',
      'Services',
      'Portfolio',
      'Areas',
      'Testimonials',
    ])
    const names = config.collections.flatMap((c) => c.files.map((f) => `${c.name}/${f.name}`))
    expect(new Set(names).size).toBe(names.length)
    expect(
      cmsConfig([], { backend: cmsBackend({}), publish_mode: 'simple', ...media }).collections,
    ).toEqual([])
  })
})

describe('the backend', () => {
  it('names a repository for local editing, which writes the working copy whatever it says', () => {
    expect(cmsBackend({})).toEqual({
      name: 'github',
      repo: 'saltwood/website',
      branch: 'main',
      auth_methods: ['token'],
    })
  })

  it('publishes through pull requests when hosted, signing in with a token or the sign-in worker', () => {
    const env = { CMS_REPO: 'saltwood/website', CMS_AUTH_URL: 'https://auth.example.workers.dev' }
    expect(siteCmsConfig(env, { hosted: true })).toMatchObject({
      publish_mode: 'editorial_workflow',
      backend: {
        name: 'github',
        repo: 'saltwood/website',
        branch: 'main',
        base_url: 'https://auth.example.workers.dev',
      },
    })
    expect(siteCmsConfig({ CMS_REPO: 'a/b' }, { hosted: true }).backend.auth_methods).toEqual([
      'token',
    ])
    expect(() => cmsBackend({}, { hosted: true })).toThrow(/CMS_REPO=owner\/name/)
  })
})
