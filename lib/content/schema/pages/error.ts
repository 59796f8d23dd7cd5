/** content/pages/error.yaml: the error view (`next dev` only). */
import { z } from 'zod'
import { link, text } from '../primitives'

export const errorPage = z.strictObject({
  title: text,
  text,
  retry: text,
  homeLink: link,
})

export type ErrorPage = z.infer<typeof errorPage>
