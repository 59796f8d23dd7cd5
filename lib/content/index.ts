/**
 * The validated content of the whole site (server only: it reads content/ from the disk).
 * Importing this module reads and validates every data file the registry names, so `next build`,
 * the dev server and the tests all stop with a named error on a content mistake.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  type ContentFile,
  contentFiles,
  contentIdLists,
  fixedPages,
  type PageWords,
} from './registry'
import type * as schema from './schema'
import { type PageKey, routes } from './urls'
import { imageManifest } from './image-manifest'
import { withPublishedImages } from './published-images'
import { type ContentOf, type ContentSource, validateContent } from './validate'
import { readContentFile } from './yaml'

export { contentIdLists }

export const publicDir = path.join(process.cwd(), 'public')

/**
 * The file a content `src` names: photographs and artwork ("/images/…") live in content/images and
 * are published by scripts/build-images.ts; other files (the logo, "/icon.svg") are in public/.
 */
export function sourceFileFor(src: string): string {
  return src.startsWith('/images/')
    ? path.join(process.cwd(), 'content', src)
    : path.join(publicDir, src)
}

export function sourceFileExists(src: string): boolean {
  return fs.existsSync(sourceFileFor(src))
}

/** Each data file of the registry as read from content/, with where each field is in it. */
export const contentSources: ContentSource[] = contentFiles.map((file: ContentFile) =>
  readContentFile(file, process.cwd()),
)

export const content = withPublishedImages(
  validateContent(contentSources, { fileExists: sourceFileExists, idLists: contentIdLists }),
  imageManifest(process.cwd()),
  path.join(process.cwd(), 'content', 'images'),
) as ContentOf<typeof contentFiles>

/** The whole site's content, typed by the schemas in lib/content/schema/. */
export type Content = typeof content

/** A fixed page of the registry: its address, validated words and what shows when it is shared. */
export function fixedPageContent(key: PageKey): {
  path: string
  words: PageWords
  card: schema.PageSharing
} {
  return {
    path: routes[key],
    words: content[fixedPages[key].name],
    card: content.sharing.pages[key],
  }
}
