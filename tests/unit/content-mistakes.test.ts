/** @jest-environment node */
/**
 * Every mistake an editor can make in one field is explained in the site's own words: each value of
 * every content file (as content/ holds it, whatever it says) is replaced in turn with the wrong
 * values an editor types — nothing, spaces, a word where a number or a link goes, a number out of
 * any range, half a number, an empty list, a list of 250 — and every problem the schema then
 * reports must say what the field must be, never zod's own "Invalid input" or "Too small:
 * expected …". And nothing the file holds is dropped as it is read. Reads the
 * files with the loader's reader and checks them with the schemas alone, without lib/content's
 * import-time validation, so that it stays cheap enough to run against each mutant of the schemas.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { contentFiles } from '@/lib/content/registry'
import { issueMessage, type PathKey } from '@/lib/content/validate/describe'
import { readContentFile } from '@/lib/content/yaml'
import { factPlaceholders } from '@/lib/content/site-facts'

const facts = new Set<string>(factPlaceholders)

/** zod's own wording, which names types and operators rather than what to write. */
const zodWords = /Invalid|Too (small|big)|expected|received|>=|<=/

const sources = contentFiles.map((file) => readContentFile(file, process.cwd()))

/** Every value's path in `data` (leaves and lists), so that each can be replaced in turn. */
function paths(data: unknown, at: PathKey[] = []): PathKey[][] {
  if (Array.isArray(data))
    return [at, ...data.flatMap((item, index) => paths(item, [...at, index]))]
  if (data !== null && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => paths(value, [...at, key]))
  return [at]
}

/** The wrong values an editor might leave in a field holding `value`. */
function mistakesFor(value: unknown): unknown[] {
  if (Array.isArray(value)) return [[], Array<unknown>(250).fill(value[0])]
  if (typeof value === 'number') return [-1e7, 1e7, value + 0.5, 'a word', '']
  if (typeof value === 'boolean') return ['yes']
  return ['', '   ', 'a word', 'Carmel & Co.', 7]
}

const shown = (mistake: unknown) =>
  Array.isArray(mistake) ? `a list of ${mistake.length}` : JSON.stringify(mistake)

function withValue(data: unknown, path: PathKey[], value: unknown): unknown {
  const copy = structuredClone(data)
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as never)[key], copy)
  ;(parent as Record<PropertyKey, unknown>)[path[path.length - 1]!] = value
  return copy
}

const valueAt = (data: unknown, path: PathKey[]) =>
  path.reduce<unknown>(
    (node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key],
    data,
  )

describe.each(sources.map((source) => [source.file, source] as const))('%s', (_file, source) => {
  it('refuses a text without the placeholders it holds, where the page puts a value', () => {
    const kept: string[] = []
    for (const path of paths(source.data)) {
      const value = valueAt(source.data, path)
      if (typeof value !== 'string') continue
      // Each placeholder left out in turn: a text may hold several, each needed. A business fact's
      // ("{hours}") is filled as the content is read, and any text may hold it or not.
      const ofPage = value.match(/\{[\w ]+\}/g)?.filter((p) => !facts.has(p.slice(1, -1)))
      for (const placeholder of new Set(ofPage)) {
        const without = value.replaceAll(placeholder, 'it')
        if (source.schema.safeParse(withValue(source.data, path, without)).success)
          kept.push(`${path.join('.')}: "${without}"`)
      }
    }
    expect(kept).toEqual([])
  })

  it('keeps every value the file holds', () => {
    const parsed: unknown = source.schema.parse(source.data)
    // content/services.yaml's `items` is read as the list itself.
    const output = Array.isArray(parsed) && !Array.isArray(source.data) ? { items: parsed } : parsed
    const written: unknown = parse(readFileSync(source.file, 'utf8'))
    // A picture's size, which the reader measures, may be written beside its src or not.
    const isPictureSize = (path: PathKey[]) =>
      ['width', 'height'].includes(String(path.at(-1))) &&
      typeof valueAt(written, [...path.slice(0, -1), 'src']) === 'string'
    const dropped = paths(written).filter(
      (path) => !isPictureSize(path) && valueAt(output, path) === undefined,
    )
    expect(dropped.map((path) => path.join('.'))).toEqual([])
  })

  it('refuses a field it does not know in any group of fields, naming it', () => {
    // A misspelt name ("metaTitel") would otherwise be dropped without a word, and its value lost.
    const groups = [
      [],
      ...paths(source.data).flatMap((path) => path.map((_, end) => path.slice(0, end))),
    ].filter((path) => {
      const value = valueAt(source.data, path)
      return value !== null && typeof value === 'object' && !Array.isArray(value)
    })
    const unnoticed = [...new Set(groups.map((path) => JSON.stringify(path)))]
      .map((key) => JSON.parse(key) as PathKey[])
      .filter((path) => {
        const data = withValue(source.data, [...path, 'metaTitel'], 'A short title')
        const messages = (source.schema.safeParse(data).error?.issues ?? []).map((issue) =>
          issueMessage(issue, data, source.schema),
        )
        return !messages.some((message) =>
          message.startsWith('has a field the site does not know: "metaTitel"'),
        )
      })
    expect(unnoticed.map((path) => path.join('.'))).toEqual([])
  })

  it('explains every mistake in one field in the words of the site', () => {
    expect(source.schema.safeParse(source.data).success).toBe(true)
    const unexplained: string[] = []
    for (const path of paths(source.data).filter((path) => path.length > 0)) {
      const current = path.reduce<unknown>((node, key) => (node as never)[key], source.data)
      for (const mistake of mistakesFor(current)) {
        const data = withValue(source.data, path, mistake)
        const result = source.schema.safeParse(data)
        for (const issue of result.error?.issues ?? []) {
          const message = issueMessage(issue, data, source.schema)
          if (!message.trim() || zodWords.test(message))
            unexplained.push(`${path.join('.')} = ${shown(mistake)}: ${message}`)
        }
      }
    }
    expect(unexplained).toEqual([])
  })
})
