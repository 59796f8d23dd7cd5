/** @jest-environment node */
/**
 * Every honest edit ends in a clear message or a working site: each field of every content file
 * (as content/ holds it, so a field added tomorrow is walked too) is removed, emptied, or its list
 * emptied, in turn. The content check then either names the problem, with the file and the item,
 * or accepts the content; it never stops on a crash such as "Cannot read properties of undefined".
 * The schema alone refuses most such edits at once (content-mistakes.test.ts words its messages),
 * so only those it accepts go through the whole check, with the other files: that is where one
 * file's missing field met another file's rule and crashed. Pages are typed by the same schemas
 * (strict TypeScript), so a field the schema lets go is one every page already handles.
 * The form at /admin runs the same check before Save (lib/cms/save-check.ts): each edit the check
 * refuses, the form refuses too, naming the field as the form does and never a file, a line, a
 * key or CONTENT.md.
 */
import { contentIdLists, contentSources, sourceFileExists } from '@/lib/content'
import { ContentError, type PathKey, validateContent } from '@/lib/content/validate'
import { problemsBeforeSave } from '@/lib/cms/save-check'

const saved = Object.fromEntries(contentSources.map((source) => [source.file, source.data]))

/** What a form's message may not name: a file, a line, a field's key (camelCase), CONTENT.md. */
const fileWords = /content\/|\.ya?ml\b|:\d+\b|CONTENT\.md|→|\b[a-z]+[A-Z]\w*\b/

/** Every field and list item of `data`, deepest last. */
function paths(data: unknown, at: PathKey[] = []): PathKey[][] {
  const children: [PathKey, unknown][] = Array.isArray(data)
    ? data.map((item, index) => [index, item])
    : data !== null && typeof data === 'object'
      ? Object.entries(data)
      : []
  return children.flatMap(([key, value]) => [[...at, key], ...paths(value, [...at, key])])
}

type Edit = { name: string; change: (data: unknown) => void }

/** The honest edits of the field at `path`: removed, and emptied (a text, a list, a group). */
function editsAt(path: PathKey[], value: unknown): Edit[] {
  const parentOf = (data: unknown) =>
    path.slice(0, -1).reduce<unknown>((node, key) => (node as never)[key], data) as never
  const last = path.at(-1)!
  const removed: Edit = {
    name: 'removed',
    change: (data) => {
      const parent = parentOf(data) as unknown
      if (Array.isArray(parent)) parent.splice(Number(last), 1)
      else delete (parent as Record<PropertyKey, unknown>)[last]
    },
  }
  const empty = Array.isArray(value) ? [] : typeof value === 'string' ? '' : undefined
  const emptied: Edit[] =
    empty === undefined
      ? []
      : [{ name: 'emptied', change: (data) => ((parentOf(data) as never)[last] = empty as never) }]
  return [removed, ...emptied]
}

describe.each(contentSources.map((source) => [source.file, source] as const))(
  '%s, each field removed or emptied',
  (_, source) => {
    it('ends in a message naming the file, or in content the whole check accepts', () => {
      const crashes: string[] = []
      const unnamed: string[] = []
      const unrefused: string[] = []
      const fileWorded: string[] = []
      for (const path of paths(source.data)) {
        for (const edit of editsAt(
          path,
          path.reduce<unknown>((n, k) => (n as never)[k], source.data),
        )) {
          const data = structuredClone(source.data)
          edit.change(data)
          if (!source.schema.safeParse(data).success) continue
          const sources = contentSources.map((other) =>
            other === source ? { ...source, data } : other,
          )
          try {
            validateContent(sources, { fileExists: sourceFileExists, idLists: contentIdLists })
          } catch (error) {
            const where = `${path.join('.')} ${edit.name}`
            if (!(error instanceof ContentError)) crashes.push(`${where}: ${String(error)}`)
            else {
              unnamed.push(
                ...error.problems
                  .filter((problem) => !/^content\/[\w/-]+\.yaml(:\d+)?: \S/.test(problem))
                  .map((problem) => `${where}: ${problem}`),
              )
              const inForm = problemsBeforeSave(source.file, data, saved)
              if (!inForm.length) unrefused.push(where)
              fileWorded.push(
                ...inForm
                  .filter((problem) => fileWords.test(problem))
                  .map((problem) => `${where}: ${problem}`),
              )
            }
          }
        }
      }
      expect(crashes).toEqual([])
      expect(unnamed).toEqual([])
      expect(unrefused).toEqual([])
      expect(fileWorded).toEqual([])
    })
  },
)
