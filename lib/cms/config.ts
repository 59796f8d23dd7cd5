/** The content editor's whole configuration: one collection per group of content files. */
import { cmsFields } from './fields'
import type { CmsCollection, CmsConfig, CmsOptions, ContentFile, LaunchEntry } from './types'
import { photoUpload } from './uploads'

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
      fields: cmsFields(schema, file, {
        publicFolder: options.public_folder,
        collectionOf,
        siteName: options.siteName,
        budgetBands: options.budgetBands,
      }),
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
    collections: withLaunchList([...collections.values()], options.launchList),
  }
}

/**
 * The launch list where the owner edits: each collection starts with its own facts still to
 * correct or confirm (the content check's lines, by the file each is in), so the owner sees what
 * the live site's build would refuse without a terminal.
 */
function withLaunchList(
  collections: CmsCollection[],
  list: readonly LaunchEntry[] = [],
): CmsCollection[] {
  return collections.map((collection) => {
    const files = new Set(collection.files.map((file) => file.file))
    const own = list.filter((entry) => files.has(entry.file))
    if (!own.length) return collection
    const lines = own.map((entry) => entry.line).join(' · ')
    return {
      ...collection,
      description: `**Before launch, ${own.length} to correct or confirm** (the live site is not published until none is left): ${lines}`,
    }
  })
}
