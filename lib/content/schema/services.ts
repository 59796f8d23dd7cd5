/** content/services.yaml: the services and the /services page. */
import { z } from 'zod'
import { anchorId, iconKey, internalHref, link, sectionHeading, text } from './primitives'
import { priceBand, priceLabels } from './trust'

export const service = z.object({
  id: anchorId,
  title: text,
  description: text,
  icon: iconKey,
  features: z
    .array(text)
    .min(1, 'must have at least one feature')
    .max(8, 'must have at most eight features'),
  details: text,
  pageHref: internalHref
    .optional()
    .describe(
      'Optional page with more about this service; without it Learn More opens the details on /services.',
    ),
  price: priceBand.optional().describe('Its typical cost and duration on the peninsula.'),
})

export const servicesPage = z.object({
  metaTitle: text,
  metaDescription: text,
  hero: sectionHeading,
  learnMore: text,
  learnMoreAbout: text.describe(
    'Read by screen readers after Learn More, before the service name: "Learn More about Kitchen Remodeling".',
  ),
  detailsHeading: sectionHeading,
  backToServices: text,
  price: z
    .object({ labels: priceLabels, firmness: text })
    .describe("How a service's price band is labelled, and how firm its figures are."),
  callToAction: z.object({ title: text, text, primary: link, secondary: link.optional() }),
})

/** content/services.yaml lists the services under `items`; the site reads the list itself. */
export const services = z
  .object({
    items: z
      .array(service)
      .min(1, 'must have at least one service')
      .max(16, 'must have at most sixteen services'),
  })
  .transform(({ items }) => items)

export type Service = z.infer<typeof service>
