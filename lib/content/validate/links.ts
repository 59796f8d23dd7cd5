/** Internal links in content must lead to a page that exists and an anchor that page offers. */
import {
  accessibilitySections,
  featuredProjectIds,
  generatedServices,
  homeSections,
  howWeWorkSections,
  mainContentId,
  portfolioPaths,
  type RouteContent,
  routes,
  servicePath,
} from '../urls'
import { type ContentSource, locate, type PathKey } from './describe'

/** Where each internal link may point: route → anchors on that page. */
export type AnchorMap = Map<string, Set<string>>

export function collectAnchors(
  data: RouteContent & {
    services: { id: string; pageHref?: string }[]
    portfolio: { projects: { id: string; homePagePlace?: number }[] }
  },
): AnchorMap {
  const anchors: AnchorMap = new Map(
    [
      ...Object.values(routes),
      ...generatedServices(data.services).map(servicePath),
      ...portfolioPaths(data),
    ].map((r) => [r, new Set([mainContentId])]),
  )
  const home = anchors.get(routes.home)!
  Object.values(homeSections).forEach((id) => home.add(id))
  // The home page shows the featured projects, each card with its id.
  featuredProjectIds(data.portfolio).forEach((id) => home.add(id))
  Object.values(howWeWorkSections).forEach((id) => anchors.get(routes.howWeWork)!.add(id))
  Object.values(accessibilitySections).forEach((id) => anchors.get(routes.accessibility)!.add(id))
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
      const where = `${locate(source, path)}`
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
