/** What every field maker shares: where in the file it is, and how to name a field and a pick-list. */
import type { JsonSchema } from './json-schema'
import type { CmsFieldBase, CrossReference } from './types'
import { humanise } from '@/lib/content/form-labels'

export interface FieldContext {
  /** False inside an optional object: the editor would demand its fields even when it is left empty. */
  enforce: boolean
  publicFolder: string
  path: string
  /** The collection of each content file, by its registry name, for pick-lists. */
  collectionOf: (file: string) => string
  /** The site's name, which ends every page's title: a Meta title's limit depends on it. */
  siteName?: string
  /** Each service's typical cost ("Kitchen Renovation $60,000–$180,000; …"): when a budget needs a reason. */
  budgetBands?: string
}

/** A pick-list of the values another content list holds, shown by their labels. */
export function relation(pick: CrossReference, context: FieldContext) {
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

/** The field's name, label, hint and whether it must be filled. */
export function base(name: string, node: JsonSchema, required: boolean): CmsFieldBase {
  return {
    name,
    label: node.title ?? humanise(name),
    ...(required ? {} : { required: false }),
    ...(node.description ? { hint: node.description } : {}),
  }
}
