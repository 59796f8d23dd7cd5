import { portfolioRoute } from './filter-route'

const route = portfolioRoute()

export const generateMetadata = route.generateMetadata
export default route.Page
