/**
 * /admin in `npm run dev` only: the content editor's page. A `.dev.ts` file is a route only in the
 * development server (next.config.ts, pageExtensions), so `npm run build` never sees it.
 */
import { adminHtml } from '@/lib/cms/site'

export const dynamic = 'force-static'

export function GET() {
  return new Response(adminHtml, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
