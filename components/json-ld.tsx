import type { Graph, Thing, WithContext } from 'schema-dts'

/**
 * Structured data as <script type="application/ld+json">, rendered on the server. "<" is written
 * as \u003c so no value can close the script element early.
 */
export function JsonLd({ data }: { data: WithContext<Exclude<Thing, string>> | Graph }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
