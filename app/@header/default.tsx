import { content } from '@/lib/content'
import { SiteHeader } from '@/components/layout/site-header'

/** Every page no header link names (a project, an area, the 404): no link marked. */
export default function Header() {
  return <SiteHeader content={content} />
}
