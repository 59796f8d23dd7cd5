/**
 * Facts that are still the owner's placeholders (CONTENT.md, "Before launch"). The content check warns while any of
 * them is in place, so nobody publishes an invented phone number or licence by mistake. Replace
 * the fact in content/site.yaml; the warning disappears by itself.
 */
import type { Areas, Site } from './schema'

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

/**
 * One line per permit or design-review note (content/areas.yaml) not yet confirmed: each is a fact
 * about local rules the owner must check before it is published as the firm's word.
 */
export function unconfirmedNotes(areas: Areas): string[] {
  return areas.items.flatMap((area, areaIndex) =>
    area.permits.notes.flatMap((note, noteIndex) =>
      note.confirmed
        ? []
        : [
            `content/areas.yaml: areas.items[${areaIndex}] "${area.name}" → permits.notes[${noteIndex}]: "${note.text}" is not confirmed; check it, then set confirmed: true`,
          ],
    ),
  )
}
