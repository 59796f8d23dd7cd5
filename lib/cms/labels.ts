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
const summaryFields = ['title', 'label', 'name', 'caption', 'alt', 'value', 'text', 'step']

/** "projects" → "project", "categories" → "category"; a word not ending in "s" (or in "us", "ss") is kept. */
function singularWord(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y')
  if (/[^su]s$/.test(word)) return word.slice(0, -1)
  return word
}

/** A list's item where its label's words cannot say it. */
const singulars: Record<string, string> = {
  People: 'Person',
  'Before and after pictures': 'Before and after pair',
  'Questions and answers': 'Question and answer',
}

/**
 * A list's item: "Projects" → "Project"; of a label of several words, the plural one ("Process
 * steps" → "Process step", "Areas served" → "Area served"); a label with no plural is kept.
 */
export function singular(label: string): string {
  if (singulars[label]) return singulars[label]
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
