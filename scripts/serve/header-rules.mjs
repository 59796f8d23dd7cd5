// @ts-check
/** The `_headers` file scripts/serve/serve.mjs applies, read as Cloudflare Pages and Netlify read it. */
import { existsSync, readFileSync } from 'node:fs'

/** Rules of a `_headers` file: a path pattern line, then indented "Name: value" lines. */
export function readHeaderRules(/** @type {string} */ headersFile) {
  if (!existsSync(headersFile)) return []
  /** @type {{ regex: RegExp, headers: [name: string, value: string | null][] }[]} */
  const rules = []
  for (const line of readFileSync(headersFile, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = line.trim()
      const regex = new RegExp(
        '^' +
          pattern
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*')
            .replace(/:\w+/g, '[^/]+') +
          '$',
      )
      rules.push({ regex, headers: [] })
    } else if (rules.length && line.trim().startsWith('! ')) {
      // "! Name" detaches the header an earlier rule set (Cloudflare Pages' syntax).
      rules.at(-1)?.headers.push([line.trim().slice(2).trim(), null])
    } else if (rules.length) {
      const colon = line.indexOf(':')
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}
