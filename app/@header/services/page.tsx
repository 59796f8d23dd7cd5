import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { SiteHeader } from '@/components/layout/site-header'

export default function ServicesHeader() {
  return <SiteHeader content={content} currentPath={routes.services} />
}
