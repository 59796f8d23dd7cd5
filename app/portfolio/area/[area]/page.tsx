import { portfolioRoute } from '../../filter-route'

const route = portfolioRoute('area')

/** Only the areas in content/areas.yaml have a page; any other address is a 404. */
export const dynamicParams = false
export function generateStaticParams() {
  return route.generateStaticParams()
}
export const generateMetadata = route.generateMetadata
export default route.Page
