/**
 * Where the form holds a number or a time as people type it (lib/content/schema/as-typed.ts), for
 * lib/cms/as-typed.js, which writes each as the site reads it before the save: "$40,000" → 40000.
 */
import { jsonSchema, type JsonSchema } from './json-schema'
import type { ContentFile } from './types'
import type { Typed } from '@/lib/content/schema/as-typed'

/** A typed value's place in its file: "projects.*.budget.cost.from", `*` for each list item. */
export interface TypedPlace {
  path: string
  kind: Typed['kind']
}

function placesIn(node: JsonSchema, path: string[]): TypedPlace[] {
  if (node.typed) return [{ path: path.join('.'), kind: node.typed.kind }]
  if (node.type === 'array' && node.items) return placesIn(node.items, [...path, '*'])
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) =>
    placesIn(child, [...path, name]),
  )
}

/** Each content file's typed values, by the file's entry name (its registry name). */
export function typedPlaces(files: readonly ContentFile[]): Record<string, TypedPlace[]> {
  return Object.fromEntries(
    files
      .map(({ name, schema }) => [name, placesIn(jsonSchema(schema), [])] as const)
      .filter(([, places]) => places.length > 0),
  )
}
