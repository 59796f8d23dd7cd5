/**
 * Checks every content file against its schema and against the rest of the site (links, anchors,
 * ids, image files). Each problem becomes one plain sentence naming the file, the item and the
 * field, so an editor can find and fix it.
 */
import type { z } from 'zod'
import {
  featuredProjectIds,
  homeSections,
  mainContentId,
  portfolioPaths,
  type RouteContent,
  routes,
} from './routes'

export type ContentSource = {
  /** Path of the file an editor opens, e.g. "content/services.ts". */
  file: string
  /** The exported name inside that file, e.g. "services". */
  name: string
  schema: z.ZodType
  data: unknown
  /** The page this content appears on, for "#anchor" links; undefined for content shown on every page. */
  page?: string
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The site content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        '\nFix each value in the named file and save; see CONTENT.md for what each field means.',
    )
    this.name = 'ContentError'
  }
}

type PathKey = PropertyKey

function valueAt(data: unknown, path: readonly PathKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  )
}

/** "services[2] (Whole-Home Renovation) → features" for an issue at services.2.features.1. */
function describeLocation(source: ContentSource, path: readonly PathKey[]): string {
  let label = source.name
  let fields: string[] = []
  path.forEach((key, index) => {
    if (typeof key === 'number') {
      const item = valueAt(source.data, path.slice(0, index + 1))
      const record =
        item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {}
      const itemName = [record.name, record.title, record.id, record.label, record.text].find(
        (v): v is string => typeof v === 'string' && v.trim() !== '',
      )
      label = [label, ...fields].join('.') + `[${key}]`
      if (itemName) label += ` "${itemName}"`
      fields = []
    } else {
      fields.push(String(key))
    }
  })
  return fields.length ? `${label} → ${fields.join('.')}` : label
}

function issueMessage(issue: z.core.$ZodIssue, data: unknown): string {
  // zod leaves out the value it read, so look: a field that is there has the wrong kind of value.
  if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined)
    return 'is missing; add it'
  if (issue.code === 'unrecognized_keys')
    return `has unknown field(s) ${issue.keys.join(', ')}; remove them`
  return issue.message
}

/** Where each internal link may point: route → anchors on that page. */
export type AnchorMap = Map<string, Set<string>>

export function collectAnchors(
  data: RouteContent & {
    services: { id: string }[]
    portfolio: { featured?: string[] }
  },
): AnchorMap {
  const anchors: AnchorMap = new Map(
    [...Object.values(routes), ...portfolioPaths(data)].map((r) => [r, new Set([mainContentId])]),
  )
  const home = anchors.get(routes.home)!
  Object.values(homeSections).forEach((id) => home.add(id))
  // The home page shows the featured projects, each card with its id.
  const projectIds = new Set(data.portfolio.projects.map((project) => project.id))
  featuredProjectIds(data.portfolio)
    .filter((id) => projectIds.has(id))
    .forEach((id) => home.add(id))
  const servicesAnchors = anchors.get(routes.services)!
  data.services.forEach((s) => servicesAnchors.add(s.id))
  return anchors
}

function findLinks(node: unknown, path: PathKey[] = []): { path: PathKey[]; href: string }[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => findLinks(child, [...path, i]))
  if (node === null || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) =>
    (key === 'href' || key === 'pageHref') && typeof value === 'string'
      ? [{ path: [...path, key], href: value }]
      : findLinks(value, [...path, key]),
  )
}

export function checkLinks(sources: readonly ContentSource[], anchors: AnchorMap): string[] {
  const problems: string[] = []
  for (const source of sources) {
    for (const { path, href } of findLinks(source.data)) {
      if (href.startsWith('http')) continue
      const where = `${source.file}: ${describeLocation(source, path)}`
      const [routePart, anchor] = href.split('#') as [string, string | undefined]
      if (routePart === '' && source.page === undefined) {
        problems.push(
          `${where}: "${href}" is shown on every page, so write the page too, like "/${href}"`,
        )
        continue
      }
      const route = routePart === '' ? source.page! : routePart
      const pageAnchors = anchors.get(route)
      if (!pageAnchors) {
        problems.push(
          `${where}: "${href}" leads to a page that does not exist; use one of ${[...anchors.keys()].join(', ')}`,
        )
      } else if (anchor !== undefined && !pageAnchors.has(anchor)) {
        problems.push(
          `${where}: "${href}" leads to "#${anchor}", which is not on ${route}; it offers ${[...pageAnchors].map((a) => `#${a}`).join(', ')}`,
        )
      }
    }
  }
  return problems
}

export function checkDuplicateIds(
  sources: readonly ContentSource[],
  listPaths: Record<string, PathKey[]>,
): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const source of sources) {
    const listPath = listPaths[source.name]
    if (!listPath) continue
    const items = valueAt(source.data, listPath)
    if (!Array.isArray(items)) continue
    items.forEach((item, index) => {
      const id = (item as { id?: unknown })?.id
      if (typeof id !== 'string') return
      const where = `${source.file}: ${describeLocation(source, [...listPath, index, 'id'])}`
      const first = seen.get(id)
      if (first)
        problems.push(`${where}: the id "${id}" is already used by ${first}; ids must be unique`)
      else if ((Object.values(homeSections) as string[]).includes(id) || id === mainContentId)
        problems.push(`${where}: the id "${id}" is reserved for a page section; choose another`)
      else seen.set(id, where)
    })
  }
  return problems
}

function findImages(node: unknown, path: PathKey[] = []): { path: PathKey[]; src: string }[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => findImages(child, [...path, i]))
  if (node === null || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'src' && typeof value === 'string'
      ? [{ path: [...path, key], src: value }]
      : findImages(value, [...path, key]),
  )
}

export function checkImages(
  sources: readonly ContentSource[],
  fileExists: (publicPath: string) => boolean,
): string[] {
  return sources.flatMap((source) =>
    findImages(source.data)
      .filter(({ src }) => src.startsWith('/') && !fileExists(src))
      .map(
        ({ path, src }) =>
          `${source.file}: ${describeLocation(source, path)}: the image "${src}" is not in ${src.startsWith('/images/') ? 'content' : 'public'}${src.replace(/\/[^/]+$/, '/')}; add the file or correct the name`,
      ),
  )
}

/** Each id of `portfolio.featured` names a project, once. */
export function checkFeatured(
  sources: readonly ContentSource[],
  parsed: { portfolio: { projects: { id: string }[]; featured?: string[] } },
): string[] {
  const source = sources.find((s) => s.name === 'portfolio')
  const featured = parsed.portfolio.featured
  if (!source || !featured) return []
  const ids = parsed.portfolio.projects.map((project) => project.id)
  return featured.flatMap((id, index) => {
    const where = `${source.file}: ${describeLocation(source, ['featured', index])}`
    if (!ids.includes(id))
      return [
        `${where}: "${id}" is not the id of a project in portfolio.projects: ${ids.map((p) => `"${p}"`).join(', ')}; write one of them, or remove it from featured`,
      ]
    if (featured.indexOf(id) !== index)
      return [`${where}: "${id}" is already featured; name each project once`]
    return []
  })
}

/**
 * The areas of content/areas.ts and content/site.ts agree: each area served has exactly one entry,
 * written the same way, and each entry its own slug.
 */
export function checkAreas(
  sources: readonly ContentSource[],
  parsed: { site: { areasServed: string[] }; areas?: { items: { name: string; slug: string }[] } },
): string[] {
  const source = sources.find((s) => s.name === 'areas')
  if (!source || !parsed.areas) return []
  const { areasServed } = parsed.site
  const items = parsed.areas.items
  const where = (path: PathKey[]) => `${source.file}: ${describeLocation(source, path)}`
  const problems: string[] = []
  items.forEach((area, index) => {
    const first = items.findIndex((other) => other.name === area.name)
    if (!areasServed.includes(area.name))
      problems.push(
        `${where(['items', index, 'name'])}: "${area.name}" is not one of the areas in content/site.ts (areasServed): ${areasServed.map((a) => `"${a}"`).join(', ')}; write it the same way, or remove this entry`,
      )
    else if (first !== index)
      problems.push(
        `${where(['items', index, 'name'])}: "${area.name}" already has an entry (areas.items[${first}]); each area has exactly one`,
      )
    const firstSlug = items.findIndex((other) => other.slug === area.slug)
    if (firstSlug !== index)
      problems.push(
        `${where(['items', index, 'slug'])}: "${area.slug}" is already the slug of areas.items[${firstSlug}] "${items[firstSlug]!.name}"; each area needs its own`,
      )
  })
  areasServed.forEach((name) => {
    if (!items.some((area) => area.name === name))
      problems.push(
        `${source.file}: areas.items: "${name}" (content/site.ts areasServed) has no entry; add one with name: "${name}" and its page's words`,
      )
  })
  return problems
}

/** Facts in one file that must agree with another: a project's area and year with content/site.ts. */
export function checkReferences(
  sources: readonly ContentSource[],
  parsed: {
    site: { areasServed: string[]; foundedYear: number }
    portfolio: { projects: { location: string; year: number }[] }
  },
): string[] {
  const source = sources.find((s) => s.name === 'portfolio')
  if (!source) return []
  const { areasServed, foundedYear } = parsed.site
  return parsed.portfolio.projects.flatMap((project, index) => {
    const where = (field: string) =>
      `${source.file}: ${describeLocation(source, ['projects', index, field])}`
    const problems: string[] = []
    if (!areasServed.includes(project.location))
      problems.push(
        `${where('location')}: "${project.location}" is not one of the areas in content/site.ts (areasServed): ${areasServed.map((a) => `"${a}"`).join(', ')}; write it the same way or add the area there`,
      )
    if (project.year < foundedYear)
      problems.push(
        `${where('year')}: ${project.year} is before the firm was founded (content/site.ts foundedYear: ${foundedYear})`,
      )
    return problems
  })
}

/** Search results and the browser's tab cut a title after about 70 characters. */
export const longestTitle = 70

/** Every page title, as visitors see it ("Page | Site name"), must fit in search results. */
export function checkTitleLengths(sources: readonly ContentSource[], siteName: string): string[] {
  const findTitles = (
    node: unknown,
    path: PathKey[] = [],
  ): { path: PathKey[]; title: string }[] => {
    if (Array.isArray(node)) return node.flatMap((child, i) => findTitles(child, [...path, i]))
    if (node === null || typeof node !== 'object') return []
    return Object.entries(node).flatMap(([key, value]) =>
      key === 'metaTitle' && typeof value === 'string'
        ? [{ path: [...path, key], title: value }]
        : findTitles(value, [...path, key]),
    )
  }
  return sources.flatMap((source) =>
    findTitles(source.data)
      .filter(({ title }) => `${title} | ${siteName}`.length > longestTitle)
      .map(
        ({ path, title }) =>
          `${source.file}: ${describeLocation(source, path)}: "${title} | ${siteName}" is ${`${title} | ${siteName}`.length} characters; search results cut it after ${longestTitle}, so shorten it`,
      ),
  )
}

/**
 * A project's page is titled by its metaTitle, or by its title when it has none: a title too long
 * for search results needs a shorter metaTitle.
 */
export function checkProjectTitles(
  sources: readonly ContentSource[],
  parsed: {
    site: { name: string }
    portfolio: { projects: { title: string; metaTitle?: string }[] }
  },
): string[] {
  const source = sources.find((s) => s.name === 'portfolio')
  if (!source) return []
  const { name } = parsed.site
  return parsed.portfolio.projects.flatMap((project, index) => {
    const full = `${project.title} | ${name}`
    if (project.metaTitle !== undefined || full.length <= longestTitle) return []
    return [
      `${source.file}: ${describeLocation(source, ['projects', index, 'title'])}: its page's title "${full}" is ${full.length} characters; search results cut it after ${longestTitle}, so add a shorter metaTitle for the page`,
    ]
  })
}

export type ValidateOptions = {
  fileExists: (publicPath: string) => boolean
  /** For each content name holding an id list, where that list is. */
  idLists: Record<string, PathKey[]>
}

/** The validated content: each source's name with the type its schema gives. */
export type ContentOf<Sources extends readonly ContentSource[]> = {
  [Source in Sources[number] as Source['name']]: z.output<Source['schema']>
}

/** Validates every source; returns the parsed data by name, or throws ContentError listing every problem. */
export function validateContent<const Sources extends readonly ContentSource[]>(
  sources: Sources,
  options: ValidateOptions,
): ContentOf<Sources> {
  const problems: string[] = []
  const parsed: Record<string, unknown> = {}
  for (const source of sources) {
    const result = source.schema.safeParse(source.data)
    if (result.success) parsed[source.name] = result.data
    else
      problems.push(
        ...result.error.issues.map(
          (issue) =>
            `${source.file}: ${describeLocation(source, issue.path)}: ${issueMessage(issue, source.data)}`,
        ),
      )
  }
  problems.push(...checkDuplicateIds(sources, options.idLists))
  problems.push(...checkImages(sources, options.fileExists))
  if (problems.length === 0) {
    problems.push(
      ...checkFeatured(sources, parsed as Parameters<typeof checkFeatured>[1]),
      ...checkLinks(sources, collectAnchors(parsed as Parameters<typeof collectAnchors>[0])),
      ...checkReferences(sources, parsed as Parameters<typeof checkReferences>[1]),
      ...checkAreas(sources, parsed as Parameters<typeof checkAreas>[1]),
      ...checkTitleLengths(sources, (parsed as { site: { name: string } }).site.name),
      ...checkProjectTitles(sources, parsed as Parameters<typeof checkProjectTitles>[1]),
    )
  }
  if (problems.length) throw new ContentError(problems)
  // Every source parsed without a problem, so each entry has its schema's output type.
  return parsed as ContentOf<Sources>
}
