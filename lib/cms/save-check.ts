/**
 * The content check, run by the form before Save (lib/cms/save-check-page.ts runs it at /admin):
 * the entry as Sveltia will write it, with every other file as the editor was built with, through
 * the same validateContent as the build. So a rule across fields or files (a budget outside its
 * service's cost, "to" below "from", one page address twice, a stage longer than the process says)
 * stops the save it would otherwise fail after. Each problem names the field as the form does.
 */
import { type ContentFile, contentFiles, contentIdLists } from '@/lib/content/registry'
import {
  ContentError,
  fieldName,
  type PathKey,
  photoMinWidth,
  validateContent,
} from '@/lib/content/validate'

/** Each content file's data, by its path ("content/site.yaml"). */
export type SavedContent = Record<string, unknown>

/**
 * `value` as the content check reads it once Sveltia has written it: an optional field left empty
 * is left out (omit_empty_optional_fields), Sveltia's own bookkeeping (`__sc_…` keys) is not
 * written, and a library picture ("/images/…") without its size has it read from the file
 * (lib/content/yaml.ts). The browser cannot read it here; the upload guard made the picture wide
 * enough, so it stands at the minimum.
 */
function asRead(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asRead)
  if (value === null || typeof value !== 'object') return value
  const kept = Object.entries(value).flatMap(([key, child]) => {
    const written = asRead(child)
    const empty =
      key.startsWith('__sc_') ||
      written === '' ||
      written === null ||
      written === undefined ||
      (Array.isArray(written) && written.length === 0) ||
      (typeof written === 'object' && !Array.isArray(written) && !Object.keys(written).length)
    return empty ? [] : [[key, written] as const]
  })
  const read: Record<string, unknown> = Object.fromEntries(kept)
  if (typeof read.src === 'string' && read.src.startsWith('/images/')) {
    read.width ??= photoMinWidth
    read.height ??= photoMinWidth
  }
  return read
}

/**
 * The content check's problems with `data` in place of the file at `file`, in the form's words;
 * each file as Sveltia writes it (`saved` holds one saved at /admin as the form held it).
 */
function problemsWith(file: string, data: unknown, saved: SavedContent): string[] {
  const sources = contentFiles.map(({ file: path, name, schema, page, label }: ContentFile) => ({
    file: path,
    name,
    schema,
    page,
    formLabel: label,
    data: asRead(path === file ? data : saved[path]),
  }))
  try {
    // A picture is chosen from the library, where it exists.
    validateContent(sources, { fileExists: () => true, idLists: contentIdLists })
    return []
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    return error.problems
  }
}

/**
 * What the content check would refuse if the file at `file` were saved with `data`, in the form's
 * words ("Projects and categories › Projects › “Carmel Point Kitchen” › Budget: …"): each problem
 * the content as saved does not have already, in this file or, through a rule across files, in
 * another. None for a file the check does not read.
 */
export function problemsBeforeSave(file: string, data: unknown, saved: SavedContent): string[] {
  if (!contentFiles.some((candidate) => candidate.file === file)) return []
  const before = savedProblems(file, saved)
  return problemsWith(file, data, saved).filter((problem) => !before.has(problem))
}

/** The last file's problems as saved, kept while no file has been saved since: each save checks it. */
let lastSaved: { file: string; files: unknown[]; problems: Set<string> } | undefined

function savedProblems(file: string, saved: SavedContent): Set<string> {
  const files = contentFiles.map((candidate) => saved[candidate.file])
  if (lastSaved?.file !== file || lastSaved.files.some((data, index) => data !== files[index]))
    lastSaved = { file, files, problems: new Set(problemsWith(file, saved[file], saved)) }
  return lastSaved.problems
}

/** A problem of the entry being saved, with the path of the field it names in that entry. */
export type PlacedProblem = { field: PathKey[]; message: string }

/**
 * Where each problem belongs in the form of the file at `file`: the field its name starts with
 * ("Projects and categories › Projects › “Carmel Point Kitchen” › Budget: …" is projects.0.budget),
 * and what it says of it ("its budget, …"). A problem of another file has no field here.
 */
export function placeProblems(file: string, data: unknown, problems: string[]): PlacedProblem[] {
  const label = contentFiles.find((candidate) => candidate.file === file)?.label
  if (label === undefined) return []
  const read = asRead(data)
  const named = new Map<string, PathKey[]>()
  const walk = (value: unknown, path: PathKey[]) => {
    if (path.length) named.set(fieldName(label, read, path), path)
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]))
    else if (value !== null && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key])
  }
  walk(read, [])
  return problems.flatMap((problem) => {
    // The longest name the problem starts with: the field itself, or for a field left out (emptied)
    // the nearest one holding it, whose message then begins with the rest of the name.
    const name = [...named.keys()]
      .filter(
        (candidate) =>
          problem.startsWith(`${candidate}: `) || problem.startsWith(`${candidate} › `),
      )
      .reduce((longest, candidate) => (candidate.length > longest.length ? candidate : longest), '')
    return name ? [{ field: named.get(name)!, message: problem.slice(name.length + 2).trim() }] : []
  })
}
