/**
 * The launch list (CONTENT.md, "Before launch"): every fact that is still the sample content's or
 * that the owner has not vouched for, and every drawing standing where a photograph belongs. Every
 * build lists it; a production build (`isLaunchBuild`) refuses while it is not empty, because a
 * sample licence number in an advertisement is against California's rules, not only wrong.
 */
import { humanise } from './form-labels'
import { contentFiles } from './registry'
import { type ContentSource, fieldName, type PathKey, valueAt } from './validate/describe'

export type LaunchItem = {
  /** The field as the editor at /admin shows it: "Business facts › Phone". */
  field: string
  /** Where it is in the file: "content/site.yaml:17". */
  place: string
  /** What is wrong and what to do, in the office's words. */
  todo: string
}

/** Our production build (`SITE_LAUNCH=1`) and the hosts' own: Vercel's and Netlify's. */
export function isLaunchBuild(env: Record<string, string | undefined> = process.env): boolean {
  return env.SITE_LAUNCH === '1' || env.VERCEL_ENV === 'production' || env.CONTEXT === 'production'
}

/** A sample fact: the content file's name, the field, its sample value and any like it. */
type Sample = { name: string; path: PathKey[]; value: string; alike?: RegExp }

/** The sample content's business facts (docs/decisions.md, "Business facts"). */
export const samples: Sample[] = [
  // 555-0100 to 555-0199 are the numbers reserved for fiction: never a real line.
  { name: 'site', path: ['phone'], value: '(831) 555-0142', alike: /555[-. ]?01\d\d/ },
  { name: 'site', path: ['email'], value: 'hello@saltwooddesignbuild.com' },
  { name: 'site', path: ['address', 'street'], value: 'Dolores Street between Ocean & 7th Avenue' },
  { name: 'site', path: ['licence', 'number'], value: '1098765' },
  { name: 'site', path: ['url'], value: 'https://www.saltwooddesignbuild.com' },
  {
    name: 'site',
    path: ['social', 'href'],
    value: 'https://www.instagram.com/saltwooddesignbuild',
  },
  {
    name: 'site',
    path: ['mapUrl'],
    value: 'https://www.google.com/maps/search/?api=1&query=36.55524%2C-121.92329',
  },
  { name: 'site', path: ['businessProfileUrl'], value: 'https://g.page/saltwooddesignbuild' },
  // An EPA firm certificate number with six zeros is a sample's.
  {
    name: 'olderHomesPage',
    path: ['certification', 'number'],
    value: 'NAT-F000000-1',
    alike: /0{6}/,
  },
]

const isSample = (sample: Sample, value: string) =>
  value === sample.value || Boolean(sample.alike?.test(value))

/** Lists of figures a visitor reads as the firm's claims: each needs `confirmed: true`. */
const claimLists: { name: string; path: PathKey[] }[] = [
  { name: 'home', path: ['hero', 'highlights'] },
  { name: 'aboutPage', path: ['stats', 'items'] },
  { name: 'aboutPage', path: ['team', 'counts'] },
]

/** What a new service may start without, and the live site may not: each item's missing field. */
const wantedForLaunch: { name: string; path: PathKey[]; fields: string[] }[] = [
  { name: 'services', path: ['items'], fields: ['timeline', 'faq'] },
]

/** Where a photograph belongs: a drawing there is sample content. */
const photoPlaces: { name: string; path: PathKey[] }[] = [
  { name: 'home', path: ['hero', 'image'] },
  { name: 'aboutPage', path: ['team', 'people'] },
  { name: 'portfolio', path: ['projects'] },
]

const labelOf = new Map<string, string>(contentFiles.map((file) => [file.name, file.label]))

/** "About › Team › People › “Daniel Ortega”": the path as the editor's form names it. */
const fieldNameIn = (source: ContentSource, path: readonly PathKey[]) =>
  fieldName(labelOf.get(source.name) ?? source.file, source.data, path)

function item(source: ContentSource, path: PathKey[], todo: string): LaunchItem {
  const line = source.lineOf?.(path)
  return {
    field: fieldNameIn(source, path),
    place: `${source.file}${line ? `:${line}` : ''}`,
    todo,
  }
}

/** Every object under `node` with its path, the node itself first. */
function objectsIn(node: unknown, path: PathKey[] = []): [PathKey[], Record<string, unknown>][] {
  if (Array.isArray(node)) return node.flatMap((child, index) => objectsIn(child, [...path, index]))
  if (node === null || typeof node !== 'object') return []
  return [
    [path, node as Record<string, unknown>],
    ...Object.entries(node).flatMap(([key, value]) => objectsIn(value, [...path, key])),
  ]
}

/** What to check before ticking Confirmed: a client's words and a person need more than a figure. */
function confirmTodo(source: ContentSource, path: readonly PathKey[]): string {
  if (source.name === 'testimonials')
    return 'not confirmed: publish it only if a real client said it, where its source says; then tick Confirmed'
  if (path.includes('people'))
    return 'not confirmed: tick Confirmed once this person works here under this name and role'
  return 'not confirmed: check it is true today, correct it if not, then tick Confirmed'
}

/** The launch list of the content as the files hold it, in the order of the files. */
export function launchList(sources: readonly ContentSource[]): LaunchItem[] {
  const byName = new Map(sources.map((source) => [source.name, source]))
  const items: LaunchItem[] = []
  for (const sample of samples) {
    const source = byName.get(sample.name)
    const value = source && valueAt(source.data, sample.path)
    if (source && typeof value === 'string' && isSample(sample, value))
      items.push(item(source, sample.path, `still the sample "${value}": type the firm's own`))
  }
  for (const source of sources)
    for (const [path, node] of objectsIn(source.data))
      if (node.confirmed === false) items.push(item(source, path, confirmTodo(source, path)))
  /** The items of the list at `path` in the file named `name`, each with its own path. */
  const listItems = (name: string, path: PathKey[]) => {
    const source = byName.get(name)
    const list = source ? valueAt(source.data, path) : undefined
    if (!source || !Array.isArray(list)) return []
    return list.map((entry: Record<string, unknown> | null, index) => ({
      source,
      at: [...path, index],
      entry,
    }))
  }
  for (const claims of claimLists)
    for (const { source, at, entry } of listItems(claims.name, claims.path))
      if (entry?.confirmed === undefined) items.push(item(source, at, confirmTodo(source, at)))
  for (const wanted of wantedForLaunch)
    for (const { source, at, entry } of listItems(wanted.name, wanted.path))
      for (const field of wanted.fields)
        if (entry?.[field] === undefined)
          items.push(item(source, at, `has no ${humanise(field)} yet: fill it in`))
  for (const place of photoPlaces) {
    const source = byName.get(place.name)
    if (!source) continue
    for (const [path, node] of objectsIn(valueAt(source.data, place.path), place.path))
      if (typeof node.src === 'string' && node.src.endsWith('.svg'))
        items.push(
          item(source, path, 'a drawing stands where a photograph belongs: upload a photograph'),
        )
  }
  return items
}

/** One line of the list: "Business facts › Phone (content/site.yaml:17): still the sample …". */
export function launchLine(entry: LaunchItem): string {
  return `${entry.field} (${entry.place}): ${entry.todo}`
}
