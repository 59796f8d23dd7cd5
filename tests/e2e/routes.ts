/** The pages a visitor can reach, with the h1 each must show. */
export const pages = [
  { path: '/', h1: 'Renovations designed and built by one team' },
  { path: '/services', h1: 'Design and construction under one roof' },
  { path: '/kitchen-renovation', h1: 'A kitchen made for the way you live' },
  { path: '/about', h1: 'A design-build firm rooted on the Monterey Peninsula' },
] as const

export const notFoundPath = '/this-page-does-not-exist'
