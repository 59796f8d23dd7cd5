/** What the editor shows of a field: its label, its list item's name, its box (one line or many). */
import type { JsonSchema } from './json-schema'

/** Field names whose text runs to sentences: a multi-line text box rather than a one-line field. */
export const longCopy = new Set([
  'description',
  'metaDescription',
  'intro',
  'lead',
  'text',
  'brief',
  'challenge',
  'result',
  'details',
  'note',
  'paragraphs',
  'placeholder',
  'consoleMessage',
  'about',
  'answer',
])

/** Fields whose value names a list item best in a collapsed list, in order of preference. */
const summaryFields = ['title', 'label', 'name', 'caption', 'alt', 'value', 'text', 'step', 'id']

/** Labels that say more than the field's name. */
const labels: Record<string, string> = {
  src: 'Picture',
  alt: 'Alt text',
  href: 'Link to',
  // Sveltia counts a list's items before its label: "3 Gallery photos", not "3 Gallery".
  gallery: 'Gallery photos',
}

/** "metaDescription" → "Meta description", "beforeAfter" → "Before after". */
export function humanise(name: string): string {
  if (labels[name]) return labels[name]
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** "projects" → "project", "categories" → "category"; a word not ending in "s" (or in "us", "ss") is kept. */
function singularWord(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y')
  if (/[^su]s$/.test(word)) return word.slice(0, -1)
  return word
}

/**
 * A list's item: "Projects" → "Project"; of a label of several words, the plural one ("Process
 * steps" → "Process step", "Areas served" → "Area served"); a label with no plural is kept.
 */
export function singular(label: string): string {
  const words = label.split(' ')
  const plural = [words.length - 1, 0].find((at) => singularWord(words[at]!) !== words[at])
  if (plural === undefined) return label
  words[plural] = singularWord(words[plural]!)
  return words.join(' ')
}

/** The summary a collapsed list item shows: its most telling text field. */
export function summaryOf(node: JsonSchema): string | undefined {
  const key = summaryFields.find((name) => node.properties?.[name]?.type === 'string')
  return key && `{{fields.${key}}}`
}
