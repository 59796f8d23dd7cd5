import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { SiteHeader } from '@/components/layout/site-header'

/** The home page: its header links scroll to its sections. */
export default function HomeHeader() {
  return <SiteHeader content={content} currentPath={routes.home} />
}
