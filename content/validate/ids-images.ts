/** Ids are unique and do not take a page section's name; every image a content file names exists. */
import { homeSections, mainContentId } from '../routes'
import { type ContentSource, describeLocation, type PathKey, valueAt } from './describe'

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
