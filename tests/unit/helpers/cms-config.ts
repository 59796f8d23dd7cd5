/** The editor's configuration as `npm run dev` makes it, and the fields tests look into. */
import { siteCmsConfig } from '@/lib/cms/site'
import type { CmsField } from '@/lib/cms/types'

export const config = siteCmsConfig({})
/** The fields of content/portfolio.yaml in the form, and those of one of its projects. */
export const portfolioFields = () =>
  config.collections.find((c) => c.name === 'portfolio')!.files[0]!.fields
export function projectFields(): CmsField[] {
  const project = portfolioFields().find((f) => f.name === 'projects')
  if (project?.widget !== 'list' || !project.fields) throw new Error('no project list')
  return project.fields
}
