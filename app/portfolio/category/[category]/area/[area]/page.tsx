import { portfolioRoute } from '../../../../filter-route'

const route = portfolioRoute('category', 'area')

export function generateStaticParams() {
  return route.generateStaticParams()
}
export const generateMetadata = route.generateMetadata
export default route.Page
