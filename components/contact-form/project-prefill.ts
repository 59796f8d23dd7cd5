import { projectQueryParameter } from '@/lib/content/urls'

/** What the contact form needs to name the project a visitor came from. */
export type ProjectEnquiry = {
  /** Each project's id and title: the only ids the query may name. */
  projects: Record<string, string>
  /** The sentence, with {project} where the title goes (content/pages/portfolio.yaml). */
  prefill: string
}

/**
 * The sentence that starts the project details for a visitor who followed a project's call to
 * action (/?project=carmel-point-kitchen#contact), or null. The query is only used to look up a
 * known id: its own text never reaches the page.
 */
export function projectPrefill(search: string, enquiry: ProjectEnquiry): string | null {
  const id = new URLSearchParams(search).get(projectQueryParameter)
  if (id === null || !Object.hasOwn(enquiry.projects, id)) return null
  const title = enquiry.projects[id]!
  return enquiry.prefill.replaceAll('{project}', () => title)
}
