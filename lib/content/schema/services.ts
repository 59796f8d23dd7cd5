/** content/services.yaml: the services and the /services page. */
import { z } from 'zod'
import { anchorId, iconKey, internalHref, link, sectionHeading, template, text } from './primitives'
import { priceBand, priceLabels } from './trust'

export const service = z.strictObject({
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
    .describe('Optional page with more about this service, such as /kitchen-renovation.'),
  category: anchorId
    .meta({ pick: { file: 'portfolio', value: 'categories.*.id', label: 'categories.*.label' } })
    .optional()
    .describe(
      'Optional portfolio category of this kind of work: Learn More then links to its projects.',
    ),
  price: priceBand.optional().describe('Its typical cost and duration on the peninsula.'),
})

export const servicesPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: sectionHeading,
  learnMore: text,
  learnMoreAbout: text.describe(
    'Read by screen readers after Learn More, before the service name: "Learn More about Kitchen Renovation".',
  ),
  projectsLink: template('{category}').describe(
    'Under Learn More, the link to the service\'s projects, with {category} where the category goes: "Our work: {category}".',
  ),
  pageLink: template('{service}').describe(
    'Under Learn More, the link to the service\'s own page, with {service} where its name goes: "All about {service}".',
  ),
  prefill: template('{service}').describe(
    "The first words of the contact form's project details for a visitor coming from a service's call to action (its page's), with {service} where its name goes.",
  ),
  price: z
    .strictObject({ labels: priceLabels, firmness: text })
    .describe("How a service's price band is labelled, and how firm its figures are."),
  callToAction: z.strictObject({ title: text, text, primary: link, secondary: link.optional() }),
})

/** content/services.yaml lists the services under `items`; the site reads the list itself. */
export const services = z
  .strictObject({
    items: z
      .array(service)
      .min(1, 'must have at least one service')
      .max(16, 'must have at most sixteen services'),
  })
  .transform(({ items }) => items)

export type Service = z.infer<typeof service>
