/** @jest-environment node */
/**
 * A save at /admin writes only the edit: every content file, opened in the form and saved with no
 * change, is written back as it is. The form's values are the file's as each field's widget holds
 * them (a text box holds text, so a number in a text box comes back as its digits; a field the
 * file leaves out takes the widget's default, as Sveltia fills it in), the empty optional ones are
 * left out (`omit_empty_optional_fields`), the editor's own preSave hook runs
 * (lib/cms/browser/as-typed.js, the real script) and the editor's YAML style writes the file
 * (lib/cms/editor-yaml.ts). tests/cms/unchanged-save.spec.ts saves every entry in the browser.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { editorYaml } from '@/lib/cms/editor-yaml'
import { typedPlaces } from '@/lib/cms/typed-places'
import type { CmsField } from '@/lib/cms/types'
import { contentFiles } from '@/lib/content/registry'
import { immutableFile } from '@/lib/cms/import-map'
import { config } from './helpers/cms-config'

type Value = unknown

// The copy of Immutable.js Sveltia itself uses (the one /admin serves), CommonJS build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fromJS } = require(immutableFile.replace(/\.es\.js$/, '.js')) as {
  fromJS: (value: unknown) => unknown
}

const isEmpty = (value: Value) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)

/** What Sveltia fills in for a field the file leaves out (its widgets' defaults). */
function defaultOf(field: CmsField): Value {
  switch (field.widget) {
    case 'boolean':
      return false
    case 'object':
      return held({}, field.fields)
    case 'list':
      return []
    case 'select':
      if (field.multiple) return []
      return typeof field.options[0] === 'string' ? '' : null
    case 'relation':
      return field.multiple ? [] : ''
    default:
      return ''
  }
}

/** The value as the field's widget holds it. */
function asHeld(value: Value, field: CmsField): Value {
  if (value === undefined) return defaultOf(field)
  switch (field.widget) {
    case 'string':
    case 'text':
    case 'image':
    case 'datetime':
      return String(value)
    case 'object':
      return held(value as Record<string, Value>, field.fields)
    case 'list':
      return (value as Value[]).map((item) =>
        field.fields
          ? held(item as Record<string, Value>, field.fields)
          : asHeld(item, field.field!),
      )
    default:
      return value
  }
}

/** An object as the form holds it, its empty optional fields left out as Sveltia writes it. */
function held(data: Record<string, Value>, fields: readonly CmsField[]): Record<string, Value> {
  const out: Record<string, Value> = {}
  for (const field of fields) {
    const value = asHeld(data[field.name], field)
    const optional = field.widget === 'hidden' || field.required === false
    // An object whose every field was left out has nothing left to write.
    const noLeaves =
      field.widget === 'object' && Object.keys(value as Record<string, Value>).length === 0
    if ((optional && isEmpty(value)) || noLeaves) continue
    out[field.name] = value
  }
  return out
}

/** The editor's preSave hook (lib/cms/browser/as-typed.js) as Sveltia calls it. */
function preSaveHook(): (path: string, data: Record<string, Value>) => Record<string, Value> {
  let handler: ((args: { entry: unknown }) => unknown) | undefined
  let onLoad: ((event: { target: unknown }) => void) | undefined
  class HTMLScriptElement {
    src = '/admin/sveltia-cms.js'
  }
  const document = {
    currentScript: { dataset: { places: JSON.stringify(typedPlaces(contentFiles)) } },
    addEventListener: (_type: string, listener: typeof onLoad) => (onLoad = listener),
  }
  const window = {
    CMS: { registerEventListener: (hook: { handler: typeof handler }) => (handler = hook.handler) },
  }
  const script = readFileSync('lib/cms/browser/as-typed.js', 'utf8')
  new Function('document', 'window', 'HTMLScriptElement', script)(
    document,
    window,
    HTMLScriptElement,
  )
  onLoad!({ target: new HTMLScriptElement() })
  return (path, data) => {
    const saved = handler!({ entry: fromJS({ path, data }) }) as
      { toJS: () => Record<string, Value> } | undefined
    return saved ? saved.toJS() : data
  }
}

// The content files as the editor finds them (`npm run content:format` keeps them in its style).
const entries = contentFiles.map(({ file }) => ({ file, path: file }))

describe('a save with no change', () => {
  const hook = preSaveHook()
  const fieldsOf = (file: string) =>
    config.collections.flatMap((c) => c.files).find((entry) => entry.file === file)!.fields

  it.each(entries)('writes $path back as it is', ({ file, path }) => {
    const text = readFileSync(path, 'utf8')
    const fields = fieldsOf(file)
    const saved = hook(file, held(parse(text) as Record<string, Value>, fields))
    expect(editorYaml(saved, fields)).toBe(text)
  })
})
