/**
 * The validated content of the whole site. Importing this module validates every content file,
 * so `next build`, the dev server and the tests all stop with a named error on a content mistake.
 */
import fs from 'node:fs'
import path from 'node:path'
import { areas } from './areas'
import { contactForm } from './contact-form'
import { footer } from './footer'
import { navigation } from './navigation'
import { errorPage, notFoundPage } from './pages'
import { portfolio } from './portfolio'
import { portfolioPage, projectPage } from './portfolio-pages'
import * as schema from './schema'
import { services } from './services'
import { sharing } from './sharing'
import { site } from './site'
import { fixedPages, type PageKey, type PageWords, portfolioRoutes, routes } from './routes'
import { type ContentSource, validateContent } from './validate'

/** The fixed pages' content modules, from the registry in content/routes.ts. */
const pageSources = Object.values(fixedPages).map(({ path, content }) => ({
  ...content,
  page: path,
}))

export const contentSources = [
  { file: 'content/site.ts', name: 'site', schema: schema.site, data: site },
  {
    file: 'content/navigation.ts',
    name: 'navigation',
    schema: schema.navigation,
    data: navigation,
  },
  ...pageSources,
  {
    file: 'content/services.ts',
    name: 'services',
    schema: schema.services,
    data: services,
    page: routes.services,
  },
  {
    file: 'content/portfolio.ts',
    name: 'portfolio',
    schema: schema.portfolio,
    data: portfolio,
    page: routes.home,
  },
  {
    file: 'content/portfolio-pages.ts',
    name: 'portfolioPage',
    schema: schema.portfolioPage,
    data: portfolioPage,
    page: portfolioRoutes.list,
  },
  {
    file: 'content/portfolio-pages.ts',
    name: 'projectPage',
    schema: schema.projectPage,
    data: projectPage,
  },
  { file: 'content/areas.ts', name: 'areas', schema: schema.areas, data: areas },
  { file: 'content/sharing.ts', name: 'sharing', schema: schema.sharing, data: sharing },
  { file: 'content/footer.ts', name: 'footer', schema: schema.footer, data: footer },
  {
    file: 'content/pages.ts',
    name: 'notFoundPage',
    schema: schema.notFoundPage,
    data: notFoundPage,
  },
  { file: 'content/pages.ts', name: 'errorPage', schema: schema.errorPage, data: errorPage },
  {
    file: 'content/contact-form.ts',
    name: 'contactForm',
    schema: schema.contactForm,
    data: contactForm,
  },
] as const satisfies readonly ContentSource[]

export const contentIdLists = { services: [], portfolio: ['projects'] }

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

export const content = validateContent(contentSources, {
  fileExists: sourceFileExists,
  idLists: contentIdLists,
})

/** The whole site's content, typed by the schemas in content/schema/. */
export type Content = typeof content

/** A fixed page of the registry (content/routes.ts fixedPages): its address, validated words and card. */
export function fixedPageContent(key: PageKey): {
  path: string
  words: PageWords
  card: schema.PageSharing
} {
  const { path, content: page, card } = fixedPages[key]
  // Both passed validation above; parsing again applies the schemas' trimming.
  return { path, words: page.schema.parse(page.data), card: schema.pageSharing.parse(card) }
}
