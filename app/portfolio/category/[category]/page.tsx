import { portfolioRoute } from '../../filter-route'

const route = portfolioRoute('category')

/** Only the categories in content/portfolio.yaml have a page; any other address is a 404. */
export const dynamicParams = false
export function generateStaticParams() {
  return route.generateStaticParams()
}
export const generateMetadata = route.generateMetadata
export default route.Page
