/**
 * Helpers for tests of the content rules: validate the site's own content with some files edited
 * the way an editor might, and read back the problems the validator reports. Every edit starts
 * from a copy of whatever content/ holds, so the tests follow the editor's content.
 */
import { contentIdLists, contentSources, sourceFileExists } from '@/lib/content'
import { ContentError, validateContent, type ContentSource } from '@/lib/content/validate'

export type SourceName = (typeof contentSources)[number]['name']

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits break the content on purpose, so the data is untyped
export type AnyContent = any

export type Edits = Partial<Record<SourceName, (data: AnyContent) => void>>

/** The raw data of one content source, as the editor wrote it (before the schema trims text). */
export function sourceData(name: SourceName): AnyContent {
  return contentSources.find((source) => source.name === name)!.data
}

/**
 * A problem without the line it names ("content/site.yaml:12: …" → "content/site.yaml: …"): lines
 * move with every edit of the file, and content-schema-messages.test.ts checks them once.
 */
export function withoutLine(problem: string): string {
  return problem.replace(/(content\/[^:\s]+):\d+:/g, '$1:')
}

/** Validates the site's content with each named source changed by its edit; returns the problems. */
export function problemsAfterEdits(edits: Edits, fileExists = sourceFileExists): string[] {
  const sources: ContentSource[] = contentSources.map((source) => {
    const edit = edits[source.name]
    if (!edit) return source
    const data = structuredClone(source.data)
    edit(data)
    return { ...source, data }
  })
  try {
    validateContent(sources, { fileExists, idLists: contentIdLists })
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(withoutLine)
    throw error
  }
}

/** Validates the site's content with one source changed by `edit`; returns the problems found. */
export function problemsAfter(name: SourceName, edit: (data: AnyContent) => void): string[] {
  return problemsAfterEdits({ [name]: edit })
}

/**
 * The list resized to `count` items: cut short, or grown with copies of its own items. `copy`
 * makes the k-th copy distinct where the content needs it (a new id, a new title).
 */
export function resized<T>(items: T[], count: number, copy: (item: T, k: number) => T): T[] {
  return Array.from({ length: count }, (_, index) =>
    index < items.length
      ? items[index]!
      : copy(structuredClone(items[index % items.length]!), index - items.length + 1),
  )
}

/** A copy of a service or project under a new id and title, as an editor adds one. */
export function copyWithNewId<T extends { id: string; title: string }>(item: T, k: number): T {
  return { ...item, id: `${item.id}-copy-${k}`, title: `${item.title} (copy ${k})` }
}

/**
 * A new area as CONTENT.md says to write one: the first entry's fields, in words of its own (its
 * name wherever the first entry names itself) and a place of its own.
 */
export function areaOfItsOwn(areas: AnyContent, fields: { name: string; slug: string }) {
  const first = areas.items[0]
  const words = JSON.parse(JSON.stringify(first).replaceAll(first.name, fields.name))
  return {
    ...words,
    place: {
      kind: 'Place',
      sameAs: [`https://example.org/places/${fields.slug}`],
      confirmed: false,
    },
    ...fields,
  }
}

/** An item's text marked as the k-th copy, as an editor adds one to a list. */
export const copyText = (text: string, k: number) => `${text} (${k})`

/** A new service made from another: a page shows one service, so the copy names none. */
export function copyServiceWithoutPage(service: AnyContent, k: number) {
  const copy = copyWithNewId(service, k)
  delete copy.pageHref
  return copy
}

/** A labelled item (a stat, a link, a team count) copied under a new label. */
export const copyRecord = (item: AnyContent, k: number) => ({
  ...item,
  label: copyText(item.label, k),
})
