/**
 * /admin/leftover-pictures.json in `npm run dev` only: the pictures of content/images no content
 * names (the content check's `unusedPictures`), which lib/cms/browser/leftover-pictures.js lists in
 * the editor's Assets view; a POST of some of their names deletes those files. Only a picture that
 * is still unnamed when asked is deleted, and nothing outside content/images; only the editor's own
 * page may ask (lib/cms/same-origin.ts).
 */
import { rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { refuseOtherOrigins } from '@/lib/cms/same-origin'
import { unusedPictures } from '@/lib/content/content-pictures'

export const dynamic = 'force-static'

/** The file names (`kitchen.jpg`) of the pictures no content names. */
const leftoverNames = () => unusedPictures(process.cwd()).map((path) => basename(path))

const answer = () => Response.json(leftoverNames(), { headers: { 'Cache-Control': 'no-store' } })

export function GET() {
  return answer()
}

export async function POST(request: Request) {
  const refused = refuseOtherOrigins(request)
  if (refused) return refused
  const asked: unknown = await request.json().catch(() => null)
  if (!Array.isArray(asked) || !asked.every((name) => typeof name === 'string'))
    return Response.json('Send the list of file names to delete.', { status: 400 })
  const leftovers = new Set(leftoverNames())
  for (const name of asked.filter((name) => leftovers.has(name)))
    rmSync(join(process.cwd(), 'content', 'images', name))
  return answer()
}
