/**
 * Imported first by save-check-page.ts, before any schema is made: zod compiles its parsers with
 * `new Function` where it may, and probes for that once; the editor's CSP has no 'unsafe-eval',
 * and the browser reports even the probe it refuses as a violation.
 */
import { z } from 'zod'

z.config({ jitless: true })
