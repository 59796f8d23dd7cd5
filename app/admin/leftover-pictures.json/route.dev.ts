/**
 * /admin/leftover-pictures.json in `npm run dev` only: the pictures of content/images no content
 * names (the content check's `unusedPictures`), which lib/cms/browser/leftover-pictures.js lists in
 * the editor's Assets view; a POST of some of their names deletes those files. Only a picture that
 * is still unnamed when asked is deleted, and nothing outside content/images; only the editor's own
 * page may ask (lib/cms/write-token.ts): its body is { token, request: [names] }.
 */
import { rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fromEditor } from '@/lib/cms/write-token'
import { unusedPictures } from '@/lib/content/content-pictures'

export const dynamic = 'force-static'

/** The file names (`kitchen.jpg`) of the pictures no content names. */
const leftoverNames = () => unusedPictures(process.cwd()).map((path) => basename(path))

const answer = () => Response.json(leftoverNames(), { headers: { 'Cache-Control': 'no-store' } })

export function GET() {
  return answer()
}

export async function POST(request: Request) {
  const body = fromEditor(await request.json().catch(() => null), process.env)
  if (body instanceof Response) return body
  const asked = body.request
  if (!Array.isArray(asked) || !asked.every((name) => typeof name === 'string'))
    return Response.json('Send the list of file names to delete.', { status: 400 })
  const leftovers = new Set(leftoverNames())
  for (const name of asked.filter((name) => leftovers.has(name)))
    rmSync(join(process.cwd(), 'content', 'images', name))
  return answer()
}
