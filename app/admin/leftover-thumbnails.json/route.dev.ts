/**
 * /admin/leftover-thumbnails.json in `npm run dev` only: each picture of content/images that no
 * content names, by file name, as a data: address, so that the editor's list of them
 * (lib/cms/browser/leftover-pictures.js) shows each before it is deleted.
 */
import { readFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { unusedPictures } from '@/lib/content/content-pictures'

export const dynamic = 'force-static'

const pictureTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
}

export function GET() {
  const pictures = unusedPictures(process.cwd()).map((path) => [
    basename(path),
    `data:${pictureTypes[extname(path).toLowerCase()] ?? 'application/octet-stream'};base64,${readFileSync(join(process.cwd(), path)).toString('base64')}`,
  ])
  return Response.json(Object.fromEntries(pictures), { headers: { 'Cache-Control': 'no-store' } })
}
