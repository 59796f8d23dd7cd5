/** /admin/sveltia-cms.js, the editor's prebuilt script, and its fonts, in `npm run dev` only (lib/cms/site.ts, adminFiles). */
import { extname } from 'node:path'
import { adminFiles, contentTypes } from '@/lib/cms/site'

export const dynamic = 'force-static'
// Only the files of generateStaticParams: any other name is not served.
export const dynamicParams = false

export function generateStaticParams() {
  return Object.keys(adminFiles()).map((file) => ({ file }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const read = adminFiles()[file]
  if (!read) return new Response('Not found', { status: 404 })
  const body = read()
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' },
  })
}
