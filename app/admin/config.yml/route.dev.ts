/** /admin/config.yml in `npm run dev` only: the editor's config, made from the content schemas (JSON is YAML). */
import { siteCmsConfig } from '@/lib/cms/site'

export const dynamic = 'force-static'

export function GET() {
  return new Response(JSON.stringify(siteCmsConfig(process.env), null, 2), {
    headers: { 'Content-Type': 'application/yaml; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
