/** The pictures of the media folder in the form: an image field, its size never asked for. */
import type { JsonSchema } from './json-schema'
import type { CmsField } from './types'
import { acceptedPictures } from './uploads'

/** The start of a pattern for a path in the media folder: "^\\/images\\/" for "/images". */
const folderPattern = (publicFolder: string) => `^${publicFolder.replaceAll('/', '\\/')}\\/`

/** A `src` the editor picks from (or uploads to) the media folder: its pattern is a path there. */
export function isImageSrc(name: string, node: JsonSchema, publicFolder: string): boolean {
  return (
    name === 'src' &&
    node.type === 'string' &&
    !!node.pattern?.startsWith(folderPattern(publicFolder))
  )
}

/** An object holding a picture of the media folder (its `src`). */
export function isImage(node: JsonSchema, publicFolder: string): boolean {
  return Object.entries(node.properties ?? {}).some(([name, child]) =>
    isImageSrc(name, child, publicFolder),
  )
}

/** Only the repository's own pictures, no web address: the media library names the file. */
export const imageWidget = { widget: 'image', accept: acceptedPictures, choose_url: false } as const

/**
 * A picture's width or height: read from the file when absent, and a size typed here would go
 * stale when the picture is replaced, so it is never asked for: a hidden field keeps a size written
 * by hand as it is. A hidden field takes no `required` (Sveltia warns of it); an empty one is left out.
 */
export const pictureSize = (name: string, label: string): CmsField => ({
  name,
  label,
  widget: 'hidden',
})
