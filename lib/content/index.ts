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
import { imageManifest, imageManifestFile } from './image-manifest'
import { withPublishedImages } from './published-images'
import { siteFacts, withSiteFacts } from './site-facts'
import {
  ContentError,
  type ContentOf,
  type ContentSource,
  validateContent,
  withFormLabels,
} from './validate'
import { readContentFile } from './yaml'

export { contentIdLists }

export const publicDir = path.join(process.cwd(), 'public')

/**
 * The file a content `src` names: photographs and artwork ("/images/…") live in content/images and
 * are published by scripts/build/build-images.ts; other files (the logo, "/icon.svg") are in public/.
 */
export function sourceFileFor(src: string): string {
  return src.startsWith('/images/')
    ? path.join(process.cwd(), 'content', src)
    : path.join(publicDir, src)
}

export function sourceFileExists(src: string): boolean {
  return fs.existsSync(sourceFileFor(src))
}

/** Every data file of the registry as read from content/, with where each field is in it. */
function readSources(): ContentSource[] {
  return contentFiles.map((file: ContentFile) => readContentFile(file, process.cwd()))
}

/**
 * The files' content, validated (a mistake throws a ContentError), each business fact a text names
 * filled in (lib/content/site-facts.ts), each photograph with what the image step published for it
 * (lib/content/published-images.ts).
 */
function validated(sources: ContentSource[]) {
  const valid = validateContent(sources, {
    fileExists: sourceFileExists,
    idLists: contentIdLists,
  }) as ContentOf<typeof contentFiles>
  return withPublishedImages(
    withSiteFacts(valid, siteFacts(valid.site)),
    imageManifest(process.cwd()),
    path.join(process.cwd(), 'content', 'images'),
  ) as ContentOf<typeof contentFiles>
}

/**
 * `next dev` keeps this module for as long as it runs, and Turbopack does not see a YAML file
 * that is read rather than imported: so in development `content` is read again whenever a data
 * file or a picture in content/images changed (an edit at /admin, a photo uploaded), and a mistake
 * keeps the last good content while `contentProblem()` gives the content check's message, which
 * the layout shows at the top of every page. So is the image step's manifest (a photo's copies,
 * published again after a save: scripts/serve/dev.mjs). The build and the tests read once.
 */
const live = process.env.NODE_ENV === 'development'
const imagesDir = path.join(process.cwd(), 'content', 'images')
const stamp = () =>
  [
    ...contentFiles.map((file) => path.join(process.cwd(), file.file)),
    path.join(process.cwd(), imageManifestFile),
    ...(fs.existsSync(imagesDir)
      ? fs.readdirSync(imagesDir).map((name) => path.join(imagesDir, name))
      : []),
  ]
    .map((file) => (fs.existsSync(file) ? `${file}:${fs.statSync(file).mtimeMs}` : file))
    .join('\n')

type Live = { stamp: string; content: ContentOf<typeof contentFiles>; problem?: string }

/**
 * next dev evaluates this module anew in each route it compiles and in the worker processes that
 * list a route's pages, so the last good content is also kept on the disk (git-ignored): a page
 * first visited while a file has a mistake (a new project's) then shows the content check's
 * message, not an error.
 */
const lastGoodFile = path.join(process.cwd(), '.next', 'cache', 'last-good-content.json')

function readLive(now: string, sources: ContentSource[], previous?: Live): Live {
  try {
    const state = { stamp: now, content: validated(sources) }
    fs.mkdirSync(path.dirname(lastGoodFile), { recursive: true })
    // Whole or not at all: another worker may be reading it.
    fs.writeFileSync(`${lastGoodFile}.${process.pid}`, JSON.stringify(state.content))
    fs.renameSync(`${lastGoodFile}.${process.pid}`, lastGoodFile)
    return state
  } catch (error) {
    const lastGood =
      previous?.content ??
      (fs.existsSync(lastGoodFile)
        ? (JSON.parse(fs.readFileSync(lastGoodFile, 'utf8')) as Live['content'])
        : undefined)
    if (!(error instanceof ContentError) || !lastGood) throw error
    return { stamp: now, content: lastGood, problem: error.message }
  }
}

/** Each data file of the registry as read from content/, with where each field is in it. */
export const contentSources: ContentSource[] = readSources()

let current: Live = live
  ? readLive(stamp(), contentSources)
  : { stamp: '', content: validated(contentSources) }

function latest() {
  const now = stamp()
  if (now !== current.stamp) current = readLive(now, readSources(), current)
  return current
}

export const content: ContentOf<typeof contentFiles> = live
  ? new Proxy(current.content, {
      get: (_, key) => Reflect.get(latest().content, key),
      has: (_, key) => Reflect.has(latest().content, key),
      ownKeys: () => Reflect.ownKeys(latest().content),
      getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(latest().content, key),
    })
  : current.content

/**
 * In `next dev`, the content check's message for the files as they are now, if they have a
 * mistake, each field also named by its label in the form at /admin.
 */
export function contentProblem(): string | undefined {
  const problem = live ? latest().problem : undefined
  return problem && withFormLabels(problem)
}

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
