/**
 * Facts that are still the owner's placeholders (CONTENT.md, "Before launch"). The content check warns while any of
 * them is in place, so nobody publishes an invented phone number or licence by mistake. Replace
 * the fact in content/site.yaml; the warning disappears by itself.
 */
import type { Site } from './schema'
import { type ContentSource, locate, type PathKey, valueAt } from './validate/describe'

type Placeholder = {
  file: string
  field: string
  placeholder: string
  current: (site: Site) => string
}

export const placeholderFacts: Placeholder[] = [
  {
    file: 'content/site.yaml',
    field: 'licence.number',
    placeholder: '1098765',
    current: (s) => s.licence.number,
  },
  {
    file: 'content/site.yaml',
    field: 'phone',
    placeholder: '(831) 555-0142',
    current: (s) => s.phone,
  },
  {
    file: 'content/site.yaml',
    field: 'email',
    placeholder: 'hello@saltwooddesignbuild.com',
    current: (s) => s.email,
  },
  {
    file: 'content/site.yaml',
    field: 'address.street',
    placeholder: 'Dolores Street between Ocean & 7th Avenue',
    current: (s) => s.address.street,
  },
  {
    file: 'content/site.yaml',
    field: 'social.href',
    placeholder: 'https://www.instagram.com/saltwooddesignbuild',
    current: (s) => s.social.href,
  },
  {
    file: 'content/site.yaml',
    field: 'mapUrl',
    placeholder: 'https://www.google.com/maps/search/?api=1&query=36.55524%2C-121.92329',
    current: (s) => s.mapUrl,
  },
  {
    file: 'content/site.yaml',
    field: 'businessProfileUrl',
    placeholder: 'https://g.page/saltwooddesignbuild',
    current: (s) => s.businessProfileUrl,
  },
  {
    file: 'content/site.yaml',
    field: 'url',
    placeholder: 'https://www.saltwooddesignbuild.com',
    current: (s) => s.url,
  },
]

/** One warning per placeholder fact still in place. */
export function launchWarnings(site: Site): string[] {
  return placeholderFacts
    .filter((fact) => fact.current(site) === fact.placeholder)
    .map(
      (fact) =>
        `${fact.file}: site → ${fact.field} is still the placeholder "${fact.placeholder}"; put the real value in before launch`,
    )
}

/** Every `confirmed: false` in a content file, with where it is: each a fact the owner must vouch for. */
function unconfirmedIn(node: unknown, path: PathKey[] = []): PathKey[][] {
  if (Array.isArray(node))
    return node.flatMap((child, index) => unconfirmedIn(child, [...path, index]))
  if (node === null || typeof node !== 'object') return []
  const own = (node as { confirmed?: unknown }).confirmed === false ? [path] : []
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, value]) => unconfirmedIn(value, [...path, key])),
  ]
}

/**
 * One line per fact not yet confirmed: permit and design-review notes, prices and durations,
 * testimonials, insurance, the process page's promises. Each is published as the firm's word, so
 * the owner checks it (a testimonial: that a real client said it, where the source says), then
 * sets `confirmed: true`.
 */
export function unconfirmedFacts(sources: readonly ContentSource[]): string[] {
  return sources.flatMap((source) =>
    unconfirmedIn(source.data).map((path) => {
      // An item of a list is named by its own words already; a single fact is quoted here.
      const text = (valueAt(source.data, path) as { text?: unknown }).text
      const quoted = typeof path.at(-1) === 'string' && typeof text === 'string' ? ` "${text}"` : ''
      return `${locate(source, path)}${quoted}: not confirmed yet; check it with the owner, then set confirmed: true`
    }),
  )
}
