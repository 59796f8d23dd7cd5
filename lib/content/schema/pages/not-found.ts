/** content/pages/not-found.yaml: the 404 page. */
import { z } from 'zod'
import { link, template, text } from '../primitives'

export const notFoundPage = z.strictObject({
  metaTitle: text,
  code: text,
  title: text,
  text,
  homeLink: link,
  consoleMessage: template('{path}'),
})
