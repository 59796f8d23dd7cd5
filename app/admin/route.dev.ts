/**
 * /admin in `npm run dev` only: the content editor's page, under the hosted editor's policy. A
 * `.dev.ts` file is a route only in the development server (next.config.ts, pageExtensions), so
 * `npm run build` never sees it.
 */
import { editorContentSecurityPolicy } from '@/lib/cms/policy'
import { cmsBackend, localAdminHtml } from '@/lib/cms/site'

export const dynamic = 'force-static'

export function GET() {
  return new Response(localAdminHtml(process.env), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': editorContentSecurityPolicy(cmsBackend(process.env)),
    },
  })
}
