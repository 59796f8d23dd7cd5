// @ts-check
/**
 * The export's shape, as the Content-Security-Policy needs it: every page runs exactly one inline
 * script, the runtime loader of scripts/build/optimize-export.mjs, and no inline event or style
 * attribute; anything else stops the build. Returns the hashes the policy allows.
 */
import { createHash } from 'node:crypto'
import { loaderSource } from './runtime-loader.mjs'

/** A text as a CSP hash source: "'sha256-…'". */
export const sha256 = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * Whether the browser runs (or otherwise checks against script-src) a <script> with these
 * attributes: no type or an empty one, a JavaScript MIME type, "module", and the inline import
 * maps and speculation rules the policy also governs. Anything else (application/ld+json,
 * application/json…) is a data block: never run, not governed by the policy.
 * @param {string} attributes
 */
export function isExecutableScript(attributes) {
  const match = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes)
  if (!match) return true
  const type = (match[1] ?? match[2] ?? match[3] ?? '').trim().toLowerCase()
  // HTML's JavaScript MIME types (text/javascript1.5, application/x-ecmascript…).
  return /^(|module|importmap|speculationrules|(text|application)\/(x-)?(javascript|ecmascript|jscript|livescript)[\d.]*)$/.test(
    type,
  )
}

/**
 * The inline scripts and styles of the exported pages, as CSP hash sources. Every page must run
 * exactly one inline script, the runtime loader of scripts/build/optimize-export.mjs, so the script
 * hashes never depend on a page's content; anything else stops the build.
 * @param {{ name: string, html: string }[]} pages
 */
export function inlineHashes(pages) {
  const scripts = new Set()
  const styles = new Set()
  for (const { name, html } of pages) {
    // Attributes run script or style without an element to hash; allowing them needs
    // 'unsafe-hashes', which the policy refuses. Fail here rather than break the page silently.
    const attribute = /<[a-z][^>]*?\s(on[a-z]+|style)\s*=/i.exec(html)
    if (attribute) throw new Error(`${name}: inline ${attribute[1]}="" attribute is not allowed`)
    let loaders = 0
    for (const [, attrs = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
    )) {
      if (/\ssrc\s*=/i.test(attrs) || body === '' || !isExecutableScript(attrs)) continue
      if (body !== loaderSource)
        throw new Error(
          `${name}: an inline script other than the runtime loader (${body.slice(0, 80)}…). ` +
            'The Content-Security-Policy allows only the loader of scripts/build/optimize-export.mjs, the same on every page, ' +
            'so that it never depends on content: put data in a JSON block, code in a file.',
        )
      loaders += 1
      scripts.add(sha256(body))
    }
    if (loaders !== 1)
      throw new Error(
        `${name}: ${loaders} runtime loaders instead of one (run scripts/build/optimize-export.mjs after next build)`,
      )
    for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
      styles.add(sha256(body))
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}
