import type { ErrorPage, NotFoundPage } from './schema'

/** The 404 page, shown for any path that does not exist. */
export const notFoundPage: NotFoundPage = {
  metaTitle: 'Page not found',
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you were looking for does not exist or has moved.',
  homeLink: { label: 'Return to Home', href: '/' },
  consoleMessage: '404 Error: User attempted to access non-existent route: {path}',
}

/** The view shown if a page fails while it runs in the browser. */
export const errorPage: ErrorPage = {
  title: 'Unexpected Application Error!',
  text: 'Something went wrong while showing this page. Please try again, or return to the home page.',
  retry: 'Try again',
  homeLink: { label: 'Return to Home', href: '/' },
}
