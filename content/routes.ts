/**
 * The site's routes and the anchors each page offers. Content links are checked against this list,
 * so renaming a section or a project that a link points to fails the content check.
 */
export const routes = {
  home: '/',
  services: '/services',
  kitchen: '/kitchen-renovation',
  about: '/about',
} as const

/** Section ids on the home page; the header links and the buttons lead here. */
export const homeSections = {
  services: 'services',
  portfolio: 'portfolio',
  about: 'about',
  contact: 'contact',
} as const

/** Id of the main landmark on every page, the target of the skip link. */
export const mainContentId = 'main-content'
