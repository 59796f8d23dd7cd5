/**
 * Where each content file holds a whole number typed as text in the form ("$40,000"): the places
 * lib/cms/browser/as-typed.js turns into the number before Sveltia writes the file.
 */
import { jsonSchema, type JsonSchema } from './json-schema'
import type { ContentFile } from './types'

/** The places of `node`'s whole numbers kept as numbers, as "pricing.ranges[].from". */
function numberPlaces(node: JsonSchema, path: string): string[] {
  if (node.typed?.kind === 'number') return [path]
  if (node.type === 'array' && node.items) return numberPlaces(node.items, `${path}[]`)
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) =>
    numberPlaces(child, path ? `${path}.${name}` : name),
  )
}

/** Each content file's places, by the file's path in the repository; a file with none is left out. */
export function typedPlaces(files: readonly ContentFile[]): Record<string, string[]> {
  return Object.fromEntries(
    files
      .map(({ file, schema }) => [file, numberPlaces(jsonSchema(schema), '')] as const)
      .filter(([, places]) => places.length > 0),
  )
}
