/** /admin/decap-cms.js and the chunks it loads, in `npm run dev` only: Decap's prebuilt bundle from node_modules. */
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { contentTypes, decapDist, decapFiles } from '@/lib/content/cms'

export const dynamic = 'force-static'
// Only the files of generateStaticParams: any other name is not served.
export const dynamicParams = false

export function generateStaticParams() {
  return decapFiles().map((file) => ({ file }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return new Response(await readFile(join(decapDist, file)), {
    headers: { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' },
  })
}
