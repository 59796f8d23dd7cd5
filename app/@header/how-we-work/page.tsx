import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { SiteHeader } from '@/components/layout/site-header'

export default function HowWeWorkHeader() {
  return <SiteHeader content={content} currentPath={routes.howWeWork} />
}
