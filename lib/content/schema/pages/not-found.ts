/** content/pages/not-found.yaml: the 404 page. */
import { z } from 'zod'
import { link, text } from '../primitives'

export const notFoundPage = z.strictObject({
  metaTitle: text,
  code: text,
  title: text,
  text,
  homeLink: link,
  consoleMessage: text.refine(
    (m) => m.includes('{path}'),
    'must contain {path}, where the requested path goes',
  ),
})
