/** The content schemas as JSON Schema (zod's own z.toJSONSchema), which the form fields are made from. */
import { z } from 'zod'
import type { CrossReference } from './types'
import type { Typed } from '@/lib/content/schema/as-typed'

/** The JSON Schema subset z.toJSONSchema writes for these schemas. */
export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  pattern?: string
  description?: string
  title?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
  widget?: string
  /** Added by `jsonSchema` below: the zod message for a failed `pattern`. */
  patternMessage?: string
  /** From .meta({ pick }): a cross-reference to another content list. */
  pick?: CrossReference
  /** From .meta({ typed }): a number or a time as people type it. */
  typed?: Typed
  /** From .meta({ address }): the page's address before the value, "/portfolio/". */
  address?: string
  /** From .meta({ placeholders }): what the page fills in, "{number}". */
  placeholders?: string[]
}

/** Any integer bound zod writes for "no bound" (Number.MAX_SAFE_INTEGER) is left out. */
export const meaningful = (n: number | undefined) =>
  n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined

/** The zod message of a string schema's regex check (z.regex(re, message)), for the editor's pattern. */
function patternMessage(schema: z.core.$ZodType, pattern: string): string | undefined {
  const checks = (schema._zod.def as { checks?: { _zod: { def: Record<string, unknown> } }[] })
    .checks
  for (const check of checks ?? []) {
    const { pattern: re, error } = check._zod.def
    if (
      re instanceof RegExp &&
      re.source === pattern &&
      re.flags === '' &&
      typeof error === 'function'
    ) {
      const message: unknown = error({})
      if (typeof message === 'string') return message
    }
  }
  return undefined
}

/** The schema as JSON Schema, each regex carrying its zod message. */
export function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    // Refinements (z.refine, superRefine) have no JSON Schema form: the content check runs them.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: node }) => {
      if (typeof node.pattern === 'string') {
        const message = patternMessage(zodSchema, node.pattern)
        if (message) node.patternMessage = message
      }
    },
  }) as JsonSchema
}

/** A pattern the editor checks as the schema does: a zod regex without flags, with its message. */
export function editorPattern(node: JsonSchema): [string, string] | undefined {
  return node.pattern && node.patternMessage ? [node.pattern, node.patternMessage] : undefined
}
