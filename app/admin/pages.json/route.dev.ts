/**
 * /admin/pages.json in `npm run dev` only: the address of every page made from the services, the
 * portfolio and the areas, as the content is now. scripts/serve/dev.mjs asks for each address new after a save, so
 * the preview has a new project's, area's or filter's page ready (see there why).
 */
import { content } from '@/lib/content'
import { generatedPages } from '@/lib/portfolio/pages'
import { servicePages } from '@/lib/services/pages'

export const dynamic = 'force-static'

export function GET() {
  return Response.json(
    [...servicePages(content), ...generatedPages(content)].map((page) => page.path),
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
