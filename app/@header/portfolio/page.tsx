import { content } from '@/lib/content'
import { portfolioRoutes } from '@/lib/content/urls'
import { SiteHeader } from '@/components/layout/site-header'

export default function PortfolioHeader() {
  return <SiteHeader content={content} currentPath={portfolioRoutes.list} />
}
