/**
 * /admin/decap-cms.js, the chunks it loads and /admin/cms-editor.js, in `npm run dev` only
 * (lib/content/cms.ts, adminFiles).
 */
import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import { adminFiles, contentTypes } from '@/lib/content/cms'

export const dynamic = 'force-static'
// Only the files of generateStaticParams: any other name is not served.
export const dynamicParams = false

export function generateStaticParams() {
  return Object.keys(adminFiles()).map((file) => ({ file }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const path = adminFiles()[file]
  if (!path) return new Response('Not found', { status: 404 })
  return new Response(await readFile(path), {
    headers: { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' },
  })
}
