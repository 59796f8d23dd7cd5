/**
 * The content editor's configuration (Sveltia CMS, which reads Decap's format), made from the
 * content's zod schemas so that the editor's forms can never ask for other fields than the content
 * check accepts. Each schema is turned into JSON Schema by zod itself (z.toJSONSchema) and each
 * JSON Schema node into one field:
 *
 *   object → object (collapsed), its properties → fields; the file's own object → the file's fields
 *   array of objects → list with fields; of strings → list with one string field; of enum → select (multiple)
 *   string → string, or text for long copy (field names in `longCopy`, or .meta({ widget: 'text' }))
 *   string with a pattern → string with the editor's pattern check and the schema's own message
 *   string with .meta({ pick }) → relation: a pick-list of what another content list holds
 *   enum → select;  number → number (value_type int when integer, min, max);  boolean → boolean
 *   optional (not in `required`) → required: false
 *   `src` whose pattern is a file in content/images → image; its `width`/`height` siblings → optional
 *
 * Labels are the field names made readable ("metaDescription" → "Meta description") unless the
 * schema gives .meta({ title }); hints are the schema's .describe() texts. Two rules come from the
 * editor: a file's top level must be an object (no list at the root of a file), and the fields
 * inside an optional object are optional too (the editor would demand them even when the whole
 * object is left empty), so the content check judges them.
 */
import { z } from 'zod'

/** One content file the CMS edits: its path in the repository and the schema its data must pass. */
export interface ContentFile {
  /** Path from the repository root, e.g. "content/pages/home.yaml". */
  file: string
  /** Identifier of the entry (unique within its collection), e.g. "home". */
  name: string
  /** What the editor reads in the list of entries, e.g. "Home page". */
  label: string
  schema: z.ZodType
  /** The collection it is listed under ("Pages"); without it the file is a collection of its own. */
  group?: string
}

/**
 * A cross-reference: the value is one of the `value` fields of the content file `file` (its
 * registry name), e.g. { file: 'portfolio', value: 'categories.*.id', label: 'categories.*.label' }.
 */
interface Pick {
  file: string
  value: string
  label?: string
}

/** The field types this generator writes (Sveltia's config reference, "Fields"). */
interface CmsFieldBase {
  name: string
  label: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
}
export type CmsField = CmsFieldBase &
  (
    | { widget: 'string' | 'text' }
    | { widget: 'image'; accept: string; choose_url: false }
    | {
        widget: 'relation'
        collection: string
        file: string
        value_field: string
        display_fields: string[]
        search_fields: string[]
        multiple?: boolean
        min?: number
        max?: number
      }
    | { widget: 'number'; value_type?: 'int' | 'float'; min?: number; max?: number }
    | { widget: 'boolean' }
    | { widget: 'hidden' }
    | { widget: 'select'; options: string[]; multiple?: boolean; min?: number; max?: number }
    | { widget: 'object'; collapsed?: boolean; summary?: string; fields: CmsField[] }
    | {
        widget: 'list'
        collapsed?: boolean
        summary?: string
        label_singular?: string
        min?: number
        max?: number
        field?: CmsField
        fields?: CmsField[]
      }
  )

interface CmsCollectionFile {
  name: string
  label: string
  file: string
  fields: CmsField[]
}
interface CmsCollection {
  name: string
  label: string
  format: 'yaml'
  editor: { preview: boolean }
  files: CmsCollectionFile[]
}
export interface CmsBackend {
  name: 'github'
  repo: string
  branch: string
  /** The sign-in worker's address (sveltia-cms-auth); without it, sign-in is by token only. */
  base_url?: string
  auth_methods?: ('oauth' | 'token')[]
  api_root?: string
}

/**
 * What a photo becomes on upload, in the browser, before anything is written: redrawn upright
 * (the EXIF orientation applied) through a canvas, which keeps no metadata (no GPS), as WebP (the
 * one format the editor encodes), at most 2,400 px on its long side (the widest copy the build
 * publishes), its name in lower case ("IMG_4821.JPG" → "img_4821.webp").
 */
export const photoUpload = {
  max_file_size: 40_000_000,
  slugify_filename: true,
  transformations: {
    raster_image: { format: 'webp', quality: 90, width: 2400, height: 2400 },
  },
} as const

/** The picture files an image field takes; a HEIC photo is refused as the editor picks it. */
export const acceptedPictures = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml'

export interface CmsConfig {
  app_title: string
  backend: CmsBackend
  publish_mode: 'simple' | 'editorial_workflow'
  media_folder: string
  public_folder: string
  media_libraries: {
    default: { config: typeof photoUpload }
    stock_assets: { providers: [] }
  }
  slug: { encoding: 'ascii'; clean_accents: true }
  output: { omit_empty_optional_fields: true }
  site_url?: string
  display_url?: string
  collections: CmsCollection[]
}

export interface CmsOptions {
  backend: CmsBackend
  publish_mode: CmsConfig['publish_mode']
  /** Where the photos are written, from the repository root (the image widget's uploads). */
  media_folder: string
  /** How content refers to them: "/images" + "/file.jpg". */
  public_folder: string
  site_url?: string
}

/** Field names whose text runs to sentences: a multi-line text box rather than a one-line field. */
const longCopy = new Set([
  'description',
  'metaDescription',
  'intro',
  'lead',
  'text',
  'brief',
  'challenge',
  'result',
  'details',
  'note',
  'paragraphs',
  'placeholder',
  'consoleMessage',
])

/** Fields whose value names a list item best in a collapsed list, in order of preference. */
const summaryFields = ['title', 'label', 'name', 'caption', 'alt', 'value', 'text', 'step', 'id']

/** The JSON Schema subset z.toJSONSchema writes for these schemas. */
interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  pattern?: string
  description?: string
  title?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
  widget?: string
  /** Added by `withMessages` below: the zod message for a failed `pattern`. */
  patternMessage?: string
  /** From .meta({ pick }): a cross-reference to another content list. */
  pick?: Pick
}

/** Any integer bound zod writes for "no bound" (Number.MAX_SAFE_INTEGER) is left out. */
const meaningful = (n: number | undefined) =>
  n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined

/** Labels that say more than the field's name. */
const labels: Record<string, string> = { src: 'Picture', alt: 'Alt text', href: 'Link to' }

/** "metaDescription" → "Meta description", "beforeAfter" → "Before after". */
export function humanise(name: string): string {
  if (labels[name]) return labels[name]
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** "projects" → "project", "categories" → "category"; a name not ending in "s" is kept. */
function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y')
  if (/[^s]s$/.test(label)) return label.slice(0, -1)
  return label
}

/** The zod message of a string schema's regex check (z.regex(re, message)), for the editor's pattern. */
function patternMessage(schema: z.core.$ZodType, pattern: string): string | undefined {
  const checks = (schema._zod.def as { checks?: { _zod: { def: Record<string, unknown> } }[] })
    .checks
  for (const check of checks ?? []) {
    const { pattern: re, error } = check._zod.def
    if (
      re instanceof RegExp &&
      re.source === pattern &&
      re.flags === '' &&
      typeof error === 'function'
    ) {
      const message: unknown = error({})
      if (typeof message === 'string') return message
    }
  }
  return undefined
}

/** The schema as JSON Schema, each regex carrying its zod message. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    // Refinements (z.refine, superRefine) have no JSON Schema form: the content check runs them.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: node }) => {
      if (typeof node.pattern === 'string') {
        const message = patternMessage(zodSchema, node.pattern)
        if (message) node.patternMessage = message
      }
    },
  }) as JsonSchema
}

/** A pattern the editor checks as the schema does: a zod regex without flags, with its message. */
function editorPattern(node: JsonSchema): [string, string] | undefined {
  return node.pattern && node.patternMessage ? [node.pattern, node.patternMessage] : undefined
}

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
}

/** A pick-list of the values another content list holds, shown by their labels. */
function relation(pick: Pick, context: Context) {
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

function summaryOf(node: JsonSchema): string | undefined {
  const key = summaryFields.find((name) => node.properties?.[name]?.type === 'string')
  return key && `{{fields.${key}}}`
}

function objectFields(node: JsonSchema, context: Context): CmsField[] {
  const required = new Set(node.required ?? [])
  const imageSrc = isImage(node, context.publicFolder)
  return Object.entries(node.properties ?? {}).map(([name, child]) => {
    // The picture's size is read from the file when absent; a size typed here would go stale
    // when the editor replaces the picture, so it is never asked for.
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
      if (items.pick)
        return { ...field, ...relation(items.pick, context), multiple: true, ...bounds }
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
      const widget = node.widget === 'text' || longCopy.has(name) ? 'text' : 'string'
      return { ...field, widget, ...(pattern ? { pattern } : {}) }
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
  }: { publicFolder?: string; collectionOf?: (file: string) => string } = {},
): CmsField[] {
  const node = jsonSchema(schema)
  if (node.type !== 'object')
    throw new Error(
      `${file}: the top level must be an object (key: value lines); the editor cannot edit a file that is a bare list`,
    )
  return objectFields(node, { enforce: true, publicFolder, path: file, collectionOf })
}

/** The identifier of a collection: "Site and contact" → "site-and-contact". */
function collectionName(label: string) {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The whole config: one collection per group of files, in the order the files are given. */
export function cmsConfig(files: readonly ContentFile[], options: CmsOptions): CmsConfig {
  const collections = new Map<string, CmsCollection>()
  const collectionOf = (name: string) => {
    const target = files.find((file) => file.name === name)
    if (!target) throw new Error(`a pick-list of "${name}", which is not a content file`)
    return collectionName(target.group ?? target.label)
  }
  for (const { file, name, label, schema, group } of files) {
    const collectionLabel = group ?? label
    const collection = collections.get(collectionLabel) ?? {
      name: collectionName(collectionLabel),
      label: collectionLabel,
      format: 'yaml',
      // The preview pane shows the raw fields again: the site itself is the preview.
      editor: { preview: false },
      files: [],
    }
    collection.files.push({
      name,
      label,
      file,
      fields: cmsFields(schema, file, { publicFolder: options.public_folder, collectionOf }),
    })
    collections.set(collectionLabel, collection)
  }
  return {
    app_title: 'Content editor',
    backend: options.backend,
    publish_mode: options.publish_mode,
    media_folder: options.media_folder,
    public_folder: options.public_folder,
    // Photos are the firm's own work: no stock photo library.
    media_libraries: { default: { config: photoUpload }, stock_assets: { providers: [] } },
    slug: { encoding: 'ascii', clean_accents: true },
    // An emptied optional field is left out: the content check refuses an empty text.
    output: { omit_empty_optional_fields: true },
    ...(options.site_url ? { site_url: options.site_url, display_url: options.site_url } : {}),
    collections: [...collections.values()],
  }
}
