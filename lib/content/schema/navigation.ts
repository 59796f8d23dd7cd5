/** content/navigation.yaml: the header's links and the phone menu's words. */
import { z } from 'zod'
import { link, template, text } from './primitives'

export const navigation = z.strictObject({
  skipLink: text,
  homeLabel: text,
  primaryLabel: text,
  links: z
    .array(link)
    .min(1, 'must have at least one link')
    .max(5, 'must have at most five links, or the header no longer fits'),
  consultation: link,
  call: template('{phone}').describe(
    'What a screen reader says for the header\'s call button: "Call us at (831) 555-0142", the number where the word "phone" stands in curly brackets.',
  ),
  scrollToTop: text,
  menu: z.strictObject({ toggle: text, label: text }),
})
