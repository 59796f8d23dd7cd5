import { portfolioRoute } from '../../../../filter-route'

const route = portfolioRoute('category', 'area')

/** Every category in every area has a page, with projects or without; any other address is a 404. */
export const dynamicParams = false
export function generateStaticParams() {
  return route.generateStaticParams()
}
export const generateMetadata = route.generateMetadata
export default route.Page
