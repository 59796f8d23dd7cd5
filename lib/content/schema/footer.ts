/** content/footer.yaml: the footer's words and links. */
import { z } from 'zod'
import { link, text } from './primitives'

export const footer = z.strictObject({
  exploreHeading: text,
  contactHeading: text,
  hoursHeading: text,
  socialNewTabHint: text,
  links: z.array(link).min(1, 'must have at least one link'),
  privacy: link.describe(
    'Beside the copyright on every page: the privacy page ("Privacy" → /privacy).',
  ),
})

export type Footer = z.infer<typeof footer>
