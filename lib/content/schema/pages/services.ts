/** content/pages/services.yaml: the /services page, and the words every service's own page shares. */
import { z } from 'zod'
import { link, priceLabels, projectList, sectionHeading, template, text } from '../primitives'

/** The words every service's page shares: content/pages/services.yaml → servicePage. */
const servicePageWords = z
  .strictObject({
    eyebrow: text.describe('Above the service\'s name at the top of its page: "Our services".'),
    primary: text.describe(
      'The first button at the top of the page: it leads to the contact form, with the service named in the message.',
    ),
    included: sectionHeading.describe("Above the service's details and features."),
    timeline: z
      .strictObject({
        heading: sectionHeading,
        labels: z
          .strictObject({ design: text, permits: text, build: text, total: text })
          .describe('Each stage\'s name, and the whole time\'s: "First call to move-in".'),
      })
      .describe("How long the service's work takes, stage by stage (each service's timeline)."),
    work: projectList('{service}', {
      heading:
        'Above the projects of the service\'s category: "Recent work: Kitchen Remodeling", the service\'s name where the word "service" stands in curly brackets.',
      empty:
        "Said in place of the projects while the portfolio has none of the service's category.",
    }).describe(
      "The portfolio's projects of the service's category, and a client's words about one of them.",
    ),
    faq: sectionHeading.describe("Above the service's questions and answers."),
    callToAction: z
      .strictObject({
        title: text,
        text,
        button: template('{service}').describe(
          'Leads to the contact form, with the service named in the message: "Ask about Kitchen Remodeling", its name where the word "service" stands in curly brackets.',
        ),
      })
      .describe("The end of every service's page."),
  })
  .describe(
    "The words every service's own page shares; each service's own words are in its entry under Services. The headings of the timeline and of the questions also show on a service's fixed page, such as /kitchen-renovation.",
  )

export const servicesPage = z.strictObject({
  metaTitle: text,
  metaDescription: text,
  hero: sectionHeading,
  learnMore: text,
  learnMoreAbout: text.describe(
    'Read by screen readers after Learn More, before the service name: "Learn More about Kitchen Renovation". Learn More leads to the service\'s page.',
  ),
  projectsLink: template('{category}').describe(
    'Beside Learn More, and on the service\'s page, the link to the service\'s projects: "Our work: Kitchens", the category where the word "category" stands in curly brackets.',
  ),
  prefill: template('{service}').describe(
    "The first words of the contact form's project details for a visitor coming from a service's call to action (its page's); its name goes where the word \"service\" stands in curly brackets.",
  ),
  price: z
    .strictObject({
      labels: priceLabels,
      firmness: text,
      whatIsFree: text.describe(
        'What is free and what is paid, said once and shown next to every estimate, quote and consultation button of /services and the services\' pages: "Free: the first consultation at your home, with a ballpark range. Paid: the design, which ends in a fixed price."',
      ),
    })
    .describe("How a service's price band is labelled, and how firm its figures are."),
  callToAction: z.strictObject({ title: text, text, primary: link, secondary: link.optional() }),
  servicePage: servicePageWords,
})

export type ServicePageWords = z.infer<typeof servicePageWords>
