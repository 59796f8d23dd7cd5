/** Page titles must fit in search results with the site's name after them. */
import { type ContentSource, locate, textsIn } from './describe'

/** Search results and the browser's tab cut a title after about 70 characters. */
export const longestTitle = 70

/** Every page title, as visitors see it ("Page | Site name"), must fit in search results. */
export function checkTitleLengths(sources: readonly ContentSource[], siteName: string): string[] {
  return sources.flatMap((source) =>
    textsIn(source.data, 'metaTitle')
      .map(([path, title]) => ({ path, title }))
      .filter(({ title }) => `${title} | ${siteName}`.length > longestTitle)
      .map(
        ({ path, title }) =>
          `${locate(source, path)}: "${title} | ${siteName}" is ${`${title} | ${siteName}`.length} characters; search results cut it after ${longestTitle}, so shorten it`,
      ),
  )
}

/**
 * A project's page is titled by its metaTitle, or by its title when it has none: a title too long
 * for search results needs a shorter Meta title (metaTitle).
 */
export function checkProjectTitles(
  sources: readonly ContentSource[],
  parsed: {
    site: { name: string }
    portfolio: { projects: { title: string; metaTitle?: string }[] }
  },
): string[] {
  const source = sources.find((s) => s.name === 'portfolio')
  if (!source) return []
  const { name } = parsed.site
  return parsed.portfolio.projects.flatMap((project, index) => {
    const full = `${project.title} | ${name}`
    if (project.metaTitle !== undefined || full.length <= longestTitle) return []
    return [
      `${locate(source, ['projects', index, 'title'])}: its page's title "${full}" is ${full.length} characters; search results cut it after ${longestTitle}, so fill in a shorter Meta title (metaTitle) for the page`,
    ]
  })
}
