/** Ids are unique and do not take a page section's name; every image a content file names exists. */
import { isRasterImage, publishedName } from '../../responsive-images'
import { homeSections, mainContentId } from '../urls'
import { type ContentSource, locate, type PathKey, textsIn, valueAt } from './describe'

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
      const where = `${locate(source, [...listPath, index, 'id'])}`
      const first = seen.get(id)
      if (first)
        problems.push(
          `${where}: the page address "${id}" is already used by ${first}; each must be unique`,
        )
      else if ((Object.values(homeSections) as string[]).includes(id) || id === mainContentId)
        problems.push(
          `${where}: the page address "${id}" is reserved for a page section; choose another`,
        )
      else seen.set(id, where)
    })
  }
  return problems
}

/** Every picture's `src` of `node`, with its place in the file. */
const findImages = (node: unknown) => textsIn(node, 'src').map(([path, src]) => ({ path, src }))

export function checkImages(
  sources: readonly ContentSource[],
  fileExists: (publicPath: string) => boolean,
): string[] {
  return sources.flatMap((source) =>
    findImages(source.data)
      .filter(({ src }) => src.startsWith('/') && !fileExists(src))
      .map(
        ({ path, src }) =>
          `${locate(source, path)}: the image "${src}" is not in ${src.startsWith('/images/') ? 'content' : 'public'}${src.replace(/\/[^/]+$/, '/')}; add the file or correct the name`,
      ),
  )
}

/**
 * Two photographs never share the name their copies are published under (lib/responsive-images.ts):
 * one would be shown for the other. Named by both places, first the one met first.
 */
export function checkPublishedNames(sources: readonly ContentSource[]): string[] {
  const first = new Map<string, { src: string; where: string }>()
  return sources.flatMap((source) =>
    findImages(source.data).flatMap(({ path, src }) => {
      if (!isRasterImage(src)) return []
      const name = publishedName(src)
      const met = first.get(name)
      if (!met) first.set(name, { src, where: locate(source, path) })
      if (!met || met.src === src) return []
      return [
        `${locate(source, path)}: the photo "${src}" would be published under the same name as "${met.src}" (${met.where}), and one would be shown for the other; upload one of them again under another name`,
      ]
    }),
  )
}

/**
 * The narrowest photograph the site publishes: every photo slot (a card, the gallery's viewer, a
 * before/after) is shown up to 56rem wide, which a phone's or laptop's dense screen fills with
 * about 1,200 pixels. Drawn artwork (SVG) has no size limit.
 */
export const photoMinWidth = 1200

/** Photographs (JPEG, PNG, WebP, AVIF) at least `photoMinWidth` wide, as the visitor sees them. */
export function checkPhotoSizes(sources: readonly ContentSource[]): string[] {
  return sources.flatMap((source) =>
    findImages(source.data).flatMap(({ path, src }) => {
      const image = valueAt(source.data, path.slice(0, -1)) as { width?: unknown; height?: unknown }
      if (/\.svg$/.test(src) || typeof image.width !== 'number' || image.width >= photoMinWidth)
        return []
      return [
        `${locate(source, path)}: the photo "${src}" is ${image.width} × ${String(image.height)} px, too small for its place on the page, which needs at least ${photoMinWidth} px wide; use a larger original`,
      ]
    }),
  )
}
