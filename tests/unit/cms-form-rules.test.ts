/** @jest-environment node */
/**
 * Saved means published, as far as a field's own rules go: every pattern the content check applies
 * to a value (a zod regex, a number or a time as typed, a date's 1900 to 2099) is found by walking
 * the schemas themselves, and the form checks each before Save, with the check's own words, or
 * offers only values that pass (a picture from the library, a choice, a pick from another list).
 */
import type { z } from 'zod'
import type { CmsField } from '@/lib/cms/types'
import { content, contentIdLists, contentSources, sourceFileExists } from '@/lib/content'
import { placeProblems, problemsBeforeSave } from '@/lib/cms/save-check'
import type { PathKey } from '@/lib/content/validate'
import { humanise } from '@/lib/content/form-labels'
import { reservedProjectIds } from '@/lib/content/schema/portfolio'
import { ContentError, validateContent } from '@/lib/content/validate'
import { contentFiles } from '@/lib/content/registry'
import { formatCost } from '@/lib/format'
import type { Typed } from '@/lib/content/schema'
import { config } from './helpers/cms-config'

type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  in?: z.ZodType
  options?: z.ZodType[]
  checks?: { _zod: { def: { check: string; pattern?: RegExp } } }[]
}

/** Each place of a schema whose value must match a pattern, with the pattern's source. */
function patternsOf(type: z.ZodType, path: string, out: Map<string, string>): void {
  const def = type._zod.def as unknown as Def
  for (const check of def.checks ?? []) {
    const { pattern } = check._zod.def
    if (pattern instanceof RegExp) out.set(path, pattern.source)
  }
  const typed = (type.meta() as { typed?: Typed } | undefined)?.typed
  if (typed) return void out.set(path, typed.pattern[0])
  if (def.innerType) return patternsOf(def.innerType, path, out)
  if (def.in) return patternsOf(def.in, path, out)
  if (def.element) return patternsOf(def.element, `${path}[]`, out)
  for (const option of def.options ?? []) patternsOf(option, path, out)
  for (const [name, child] of Object.entries(def.shape ?? {}))
    patternsOf(child, path ? `${path}.${name}` : name, out)
}

function fieldsByPath(fields: readonly CmsField[], prefix: string, out: Map<string, CmsField>) {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    out.set(path, field)
    if (field.widget === 'object') fieldsByPath(field.fields, path, out)
    if (field.widget === 'list' && field.fields) fieldsByPath(field.fields, `${path}[]`, out)
    if (field.widget === 'list' && field.field) out.set(`${path}[]`, field.field)
  }
}

/** Widgets that offer only values the content already holds or the editor names itself. */
const offersOnlyValid = new Set(['image', 'select', 'relation', 'hidden'])

/** Each content file with its schema's patterns and its form's fields, both by path. */
const files = contentFiles.map(({ file, schema }) => {
  const patterns = new Map<string, string>()
  patternsOf(schema, '', patterns)
  const fields = new Map<string, CmsField>()
  fieldsByPath(
    config.collections.flatMap((c) => c.files).find((entry) => entry.file === file)!.fields,
    '',
    fields,
  )
  return { file, schema, patterns, fields }
})

it('gives every pattern of the content check a rule in the form, before Save', () => {
  const rules: string[] = []
  for (const { file, patterns, fields } of files) {
    for (const [path, pattern] of patterns) {
      const field = fields.get(path)
      const rule = !field
        ? undefined
        : offersOnlyValid.has(field.widget)
          ? pattern
          : 'pattern' in field
            ? field.pattern?.[0]
            : undefined
      expect({ at: `${file} ${path}`, rule }).toEqual({ at: `${file} ${path}`, rule: pattern })
      rules.push(path)
    }
  }
  // The walk finds the schemas' patterns: dates, years, prices, times, addresses, pictures.
  expect(rules.length).toBeGreaterThan(50)
})

it('says at each text the page fills in what its words in curly brackets are', () => {
  const filled: string[] = []
  for (const { patterns, fields } of files) {
    for (const [path, pattern] of patterns)
      if (pattern.includes('\\{')) {
        const field = fields.get(path)
        expect({ path, hint: field && 'hint' in field ? field.hint : '' }).toEqual({
          path,
          hint: expect.stringContaining('Keep each word in curly brackets as written'),
        })
        filled.push(path)
      }
  }
  expect(filled.length).toBeGreaterThan(20)
})

/** Each place of a schema with a rule written as code (z.refine), not as a pattern. */
function refinementsOf(type: z.ZodType, path: string, out: Set<string>): void {
  const def = type._zod.def as unknown as Def
  if (def.checks?.some((check) => check._zod.def.check === 'custom')) out.add(path)
  if (def.innerType) refinementsOf(def.innerType, path, out)
  if (def.in) refinementsOf(def.in, path, out)
  if (def.element) refinementsOf(def.element, `${path}[]`, out)
  for (const option of def.options ?? []) refinementsOf(option, path, out)
  for (const [name, child] of Object.entries(def.shape ?? {}))
    refinementsOf(child, path ? `${path}.${name}` : name, out)
}

/** For each place with a rule written as code, an edit breaking it, made to today's content. */
const breaking: Record<string, (data: never) => void> = {
  // One project against the others: a filter page's address, or a seventh home page place.
  'content/portfolio.yaml ': (data: { projects: { id: string }[] }) =>
    (data.projects[0]!.id = reservedProjectIds[0]),
  'content/portfolio.yaml projects[].budget.cost': (data: { projects: Budgeted[] }) => {
    const cost = data.projects.find((project) => project.budget)!.budget!.cost
    cost.to = cost.from - 1
  },
  'content/services.yaml items[].price.cost': (data: { items: Priced[] }) => {
    const cost = data.items.find((service) => service.price)!.price!.cost
    cost.to = cost.from - 1
  },
  'content/site.yaml geo.latitude': (data: { geo: { latitude: number } }) =>
    (data.geo.latitude = 36.5),
  'content/site.yaml geo.longitude': (data: { geo: { longitude: number } }) =>
    (data.geo.longitude = -121.9),
}
type Budgeted = { budget?: { cost: { from: number; to: number } } }
type Priced = { price?: { cost: { from: number; to: number } } }

const saved = Object.fromEntries(contentSources.map((source) => [source.file, source.data]))

/** A field's path in the form's terms, as fieldsByPath keys it: projects.0.budget is "projects[].budget". */
const formPath = (path: PathKey[]) =>
  path.reduce<string>(
    (at, key) => (typeof key === 'number' ? `${at}[]` : at ? `${at}.${String(key)}` : String(key)),
    '',
  )

it('holds before Save each rule the content check writes as code, as the check does', () => {
  const refined: string[] = []
  for (const { file, schema, fields } of files) {
    const places = new Set<string>()
    refinementsOf(schema, '', places)
    for (const path of places)
      // A real date: the form's date picker offers no other.
      if (fields.get(path)?.widget !== 'datetime') refined.push(`${file} ${path}`)
  }
  expect(refined.toSorted()).toEqual(Object.keys(breaking).toSorted())
  for (const [place, breakIt] of Object.entries(breaking)) {
    const file = place.split(' ')[0]!
    const data = structuredClone(saved[file])
    breakIt(data as never)
    const label = contentFiles.find((entry) => entry.file === file)!.label
    const form = problemsBeforeSave(file, data, saved)
    expect({ place, form }).toEqual({
      place,
      form: [expect.stringMatching(new RegExp(`^${label} › [^:]+: `))],
    })
    // And written beside a field of the form.
    const fields = files.find((candidate) => candidate.file === file)!.fields
    const beside = placeProblems(file, data, form).map(({ field }) => formPath(field))
    expect({ place, beside: beside.filter((path) => fields.has(path)) }).toEqual({
      place,
      beside: [expect.any(String)],
    })
    expect(() =>
      validateContent(
        contentSources.map((source) => (source.file === file ? { ...source, data } : source)),
        { fileExists: sourceFileExists, idLists: contentIdLists },
      ),
    ).toThrow(ContentError)
  }
})

it("holds before Save a rule across two files: a budget outside its service's cost, without a reason", () => {
  const file = 'content/portfolio.yaml'
  const data = structuredClone(saved[file]) as { projects: (Budgeted & { budgetWhy?: string })[] }
  const project = data.projects.find((candidate) => candidate.budget && candidate.budgetWhy)!
  // Emptied in the form: Sveltia holds it as "", and leaves it out of the file.
  project.budgetWhy = ''
  const form = problemsBeforeSave(file, data, saved)
  expect(form).toEqual([expect.stringContaining(`say why in “${humanise('budgetWhy')}”`)])
  // Beside the budget, its message without the name of the field.
  expect(placeProblems(file, data, form)).toEqual([
    {
      field: ['projects', data.projects.indexOf(project), 'budget'],
      message: expect.stringMatching(/^its budget, .*say why in/),
    },
  ])
})

it('reads an entry as Sveltia holds it, so an honest save is not held', () => {
  const file = 'content/portfolio.yaml'
  type Project = { image: { width?: number; height?: number }; [key: string]: unknown }
  const data = structuredClone(saved[file]) as { projects: Project[] }
  for (const project of data.projects) {
    // Its own bookkeeping, and an optional text never typed in, which it leaves out of the file.
    project.__sc_item_original_key_path = 'projects'
    project.metaTitle = ''
  }
  // A picture just picked from the library: its size is read from the file once it is saved.
  delete data.projects[0]!.image.width
  delete data.projects[0]!.image.height
  expect(problemsBeforeSave(file, data, saved)).toEqual([])
})

it("says at a project's budget reason when one is needed: each service's typical cost", () => {
  const projects = config.collections
    .flatMap((c) => c.files)
    .find((entry) => entry.name === 'portfolio')!
    .fields.find((field) => field.name === 'projects')
  const reason =
    projects?.widget === 'list' ? projects.fields?.find((f) => f.name === 'budgetWhy') : undefined
  const priced = content.services.flatMap((service) =>
    service.category && service.price ? [{ ...service, price: service.price }] : [],
  )
  expect(priced.length).toBeGreaterThan(0)
  for (const service of priced)
    expect(reason && 'hint' in reason ? reason.hint : '').toContain(
      `${service.title} ${formatCost(service.price.cost)}`,
    )
})
