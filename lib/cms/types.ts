/** The shapes of the content editor's configuration (Sveltia's config reference), as lib/cms writes it. */
import type { z } from 'zod'
import type { photoUpload } from './uploads'

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
export interface CrossReference {
  file: string
  value: string
  label?: string
}

/** The field types this generator writes (Sveltia's config reference, "Fields"). */
export interface CmsFieldBase {
  name: string
  label: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
}
/** A hidden field takes no `required`, `hint` or `pattern`: Sveltia warns of each. */
interface CmsHiddenField {
  name: string
  label: string
  widget: 'hidden'
}
export type CmsField = CmsHiddenField | (CmsFieldBase & CmsVisibleField)
type CmsVisibleField =
  | { widget: 'string'; maxlength?: number; before_input?: string }
  | { widget: 'text'; maxlength?: number }
  | { widget: 'datetime'; format: string; date_format: string; time_format: false }
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
  | {
      widget: 'select'
      options: string[] | readonly { label: string; value: boolean }[]
      multiple?: boolean
      min?: number
      max?: number
    }
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

interface CmsCollectionFile {
  name: string
  label: string
  file: string
  fields: CmsField[]
}
export interface CmsCollection {
  name: string
  label: string
  format: 'yaml'
  editor: { preview: boolean }
  /** Shown above the collection's list of files. */
  description?: string
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

/** One line of the launch list and the content file it is in. */
export type LaunchEntry = { file: string; line: string }

export interface CmsOptions {
  backend: CmsBackend
  publish_mode: CmsConfig['publish_mode']
  /** Where the photos are written, from the repository root (the image widget's uploads). */
  media_folder: string
  /** How content refers to them: "/images" + "/file.jpg". */
  public_folder: string
  site_url?: string
  /** Not Sveltia's: the site's name, which ends every page's title (the Meta title fields' limit). */
  siteName?: string
  /** Not Sveltia's: the launch list (lib/content/launch-check.ts), each line with its file. */
  launchList?: LaunchEntry[]
  /** Not Sveltia's: each service's typical cost, for the hint of a project's budget reason. */
  budgetBands?: string
}
