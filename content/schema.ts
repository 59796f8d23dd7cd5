/**
 * The one place where the shape of every content file is defined. Types are inferred from these
 * schemas, so a field added here is both typed for components and validated at build time.
 */
import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')

/** A link inside the site: a route ("/about"), a home section ("/#contact") or a same-page anchor ("#contact"). */
export const internalHref = z
  .string()
  .regex(
    /^(\/[a-z0-9-/]*)?(#[a-z][a-z0-9-]*)?$/,
    'must be a path like "/about", "/#contact" or "#contact" (lower case, no trailing slash)',
  )
  .refine(
    (href) => {
      const path = href.split('#')[0]!
      return href.length > 0 && (path === '' || path === '/' || !path.endsWith('/'))
    },
    {
      message: 'must not end with "/" (write "/about", not "/about/")',
    },
  )

export const httpsUrl = z.string().refine((value) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}, 'must be a full web address starting with "https://", such as "https://www.instagram.com/yourname"')

export const email = z.email('must be an email address such as "hello@example.com"')

/** US phone as people read it: (831) 555-0142. */
export const phone = z
  .string()
  .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a US phone number written like "(831) 555-0142"')

/** Anchor ids used on the home page and across pages. */
export const anchorId = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]*$/,
    'must be lower-case letters, digits and dashes, like "kitchen-remodel"',
  )

export const iconKeys = [
  'kitchen',
  'bath',
  'home',
  'addition',
  'outdoor',
  'design',
  'check',
  'award',
  'users',
  'clock',
  'leaf',
  'message',
  'shield',
  'hammer',
] as const
export const iconKey = z.enum(iconKeys, {
  error: () => `must be one of the icon names: ${iconKeys.join(', ')}`,
})

export const image = z.object({
  /** Path under public/, e.g. "/images/hero.svg". JPEG and PNG files get responsive AVIF/WebP copies at build time. */
  src: z
    .string()
    .regex(
      /^\/images\/[a-z0-9-]+\.(svg|jpe?g|png|webp|avif)$/,
      'must be a file in content/images, written like "/images/kitchen-remodel.svg"',
    ),
  alt: text.describe('describe what the picture shows for visitors who cannot see it'),
  width: z.number().int().positive('must be the image width in pixels'),
  height: z.number().int().positive('must be the image height in pixels'),
})

export const link = z.object({ label: text, href: internalHref })

export const sectionHeading = z.object({
  eyebrow: text.optional(),
  title: text,
  intro: text.optional(),
})

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

export const site = z.object({
  name: text,
  tagline: text,
  url: httpsUrl.refine((u) => !u.endsWith('/'), 'must not end with "/"'),
  description: text,
  foundedYear: z.number().int().min(1900).max(2100),
  experienceClaim: text,
  licence: z.object({
    label: text,
    number: z.string().regex(/^\d{6,8}$/, 'must be the 6 to 8 digit CSLB number'),
  }),
  phone,
  email,
  address: z.object({
    street: text,
    locality: text,
    region: z.string().length(2, 'must be the two-letter state code'),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code'),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be the two-letter country code, like "US"'),
  }),
  areasServed: z.array(text).min(1),
  hours: z.object({
    label: text,
    days: text,
    /** The same days for search engines, in English: ["Monday", "Tuesday", …]. */
    daysOfWeek: z.array(z.enum(weekDays)).min(1),
    opens: z.string().regex(/^\d{2}:\d{2}$/, 'must be 24-hour time like "08:00"'),
    closes: z.string().regex(/^\d{2}:\d{2}$/, 'must be 24-hour time like "17:00"'),
    display: text,
  }),
  social: z.object({ network: text, href: httpsUrl, label: text }),
  copyright: text,
})

export const navigation = z.object({
  skipLink: text,
  homeLabel: text,
  primaryLabel: text,
  links: z
    .array(link)
    .min(1, 'must have at least one link')
    .max(5, 'must have at most five links, or the header no longer fits'),
  consultation: link,
  scrollToTop: text,
  menu: z.object({ toggle: text, label: text }),
})

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
  /** Optional page with more about this service; without it Learn More opens the details on /services. */
  pageHref: internalHref.optional(),
})

export const servicesPage = z.object({
  metaTitle: text,
  metaDescription: text,
  hero: sectionHeading,
  learnMore: text,
  /** Read by screen readers after Learn More, before the service name: "Learn More about Kitchen Remodeling". */
  learnMoreAbout: text,
  detailsHeading: sectionHeading,
  backToServices: text,
  callToAction: z.object({ title: text, text, primary: link, secondary: link.optional() }),
})

export const services = z
  .array(service)
  .min(1, 'must have at least one service')
  .max(16, 'must have at most sixteen services')

/** A kind of work the portfolio is grouped by; its label is the tag shown on each project. */
export const portfolioCategory = z.object({ id: anchorId, label: text })

export const portfolioProject = z.object({
  id: anchorId,
  title: text,
  description: text,
  image,
  /** The id of one of `portfolio.categories`; that category's label is the project's tag. */
  category: anchorId,
  /** What kind of job it was, in a few words: "Kitchen Remodel". */
  workType: text,
  year: z
    .number()
    .int()
    .min(1900, 'must be a year like 2024')
    .max(2100, 'must be a year like 2024'),
  /** One of `site.areasServed`, written the same way. */
  location: text,
})

export const portfolio = z
  .object({
    heading: sectionHeading,
    categories: z.array(portfolioCategory).min(1, 'must have at least one category'),
    projects: z
      .array(portfolioProject)
      .min(1, 'must have at least one project')
      .max(200, 'must have at most 200 projects'),
    quoteButton: link,
  })
  .superRefine((portfolio, context) => {
    const ids = portfolio.categories.map((category) => category.id)
    portfolio.projects.forEach((project, index) => {
      if (!ids.includes(project.category))
        context.addIssue({
          code: 'custom',
          path: ['projects', index, 'category'],
          message: `"${project.category}" is not one of the categories: ${ids.map((id) => `"${id}"`).join(', ')}`,
        })
    })
  })

export const home = z.object({
  metaTitle: text,
  metaDescription: text,
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    primary: link,
    secondary: link,
    highlights: z
      .array(z.object({ value: text, label: text }))
      .min(1)
      .max(3),
    image,
  }),
  servicesOverview: z.object({ heading: sectionHeading, allServices: link }),
  about: z.object({
    heading: sectionHeading,
    paragraphs: z.array(text).min(1),
    points: z.array(text).min(1),
    primary: link,
    secondary: link,
  }),
  contact: z.object({
    heading: sectionHeading,
    alternativesHeading: text,
    phoneLabel: text,
    emailLabel: text,
    hoursLabel: text,
    addressLabel: text,
  }),
})

export const kitchenPage = z.object({
  metaTitle: text,
  metaDescription: text,
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    primary: link,
    secondary: link,
    image,
  }),
  /** A short headline figure such as "15-25%"; kept short so it stays on one line on a phone. */
  valueClaim: z.object({
    figure: text.max(12, 'must be 12 characters or fewer, so it fits on one line'),
    label: text,
    note: text,
  }),
  benefits: z.object({
    heading: sectionHeading,
    items: z
      .array(z.object({ text }))
      .min(1, 'must have at least one benefit')
      .max(16, 'must have at most sixteen benefits'),
  }),
  process: z.object({
    heading: sectionHeading,
    /** Read by screen readers before each number: "Step 01". */
    stepLabel: text,
    steps: z
      .array(
        z.object({
          step: z.string().regex(/^\d{1,2}$/, 'must be a number of one or two digits like "01"'),
          title: text,
          description: text,
        }),
      )
      .min(1, 'must have at least one step')
      .max(12, 'must have at most twelve steps'),
  }),
  callToAction: z.object({ title: text, text, primary: link }),
})

export const aboutPage = z.object({
  metaTitle: text,
  metaDescription: text,
  hero: sectionHeading,
  story: z.object({ heading: sectionHeading, paragraphs: z.array(text).min(1) }),
  stats: z.object({
    heading: text,
    items: z
      .array(z.object({ value: text, label: text }))
      .min(1, 'must have at least one stat')
      .max(8, 'must have at most eight stats'),
  }),
  values: z.object({
    heading: sectionHeading,
    items: z
      .array(z.object({ icon: iconKey, title: text, description: text }))
      .min(1, 'must have at least one value')
      .max(12, 'must have at most twelve values'),
  }),
  team: z.object({
    heading: sectionHeading,
    counts: z
      .array(z.object({ value: text, label: text }))
      .min(1, 'must have at least one team count')
      .max(6, 'must have at most six team counts'),
  }),
  callToAction: z.object({ title: text, text, primary: link }),
})

export const footer = z.object({
  exploreHeading: text,
  contactHeading: text,
  hoursHeading: text,
  socialNewTabHint: text,
  links: z.array(link).min(1),
})

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour like "#1e4d48"')

/** What a page shows when it is shared or listed by a search engine, beyond its title and description. */
const pageSharing = z.object({
  /** The page's name in the breadcrumb trail search engines show: "Services". */
  breadcrumb: text,
  /** Artwork on the page's social card (1200 × 630 JPEG made at build time). */
  artwork: z.object({
    src: z
      .string()
      .regex(
        /^\/images\/[a-z0-9-]+\.(svg|jpe?g|png|webp)$/,
        'must be a file in content/images, written like "/images/hero.svg"',
      ),
  }),
  /** Describes the social card for people who cannot see it. */
  cardAlt: text,
})

export const sharing = z.object({
  /** Square logo (SVG); the favicons, app icons and the logo search engines show are made from it. */
  logo: z.object({
    src: z
      .string()
      .regex(/^\/[a-z0-9-]+\.svg$/, 'must be an SVG file in public/, written like "/icon.svg"'),
  }),
  /** Name under the icon when the site is added to a phone's home screen (12 characters or fewer). */
  shortName: text.max(12, 'must be 12 characters or fewer'),
  themeColor: hexColor,
  backgroundColor: hexColor,
  pages: z.object({
    home: pageSharing,
    services: pageSharing,
    kitchen: pageSharing,
    about: pageSharing,
  }),
})

export const notFoundPage = z.object({
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

export const errorPage = z.object({
  title: text,
  text,
  retry: text,
  homeLink: link,
})

export const contactForm = z.object({
  fields: z.object({
    firstName: z.object({ label: text }),
    lastName: z.object({ label: text }),
    email: z.object({ label: text }),
    phone: z.object({ label: text, optionalHint: text }),
    projectDetails: z.object({
      label: text,
      placeholder: text,
      rows: z.number().int().min(2, 'must be 2 or more').max(12, 'must be 12 or fewer'),
    }),
  }),
  requiredHint: text,
  submit: text,
  submitting: text,
  fieldRequired: text,
  email: z.object({
    subject: z
      .string()
      .refine(
        (s) => s.includes('{first}') && s.includes('{last}'),
        'must contain {first} and {last}',
      ),
    /** Used when the page's script did not load and the browser sends the form itself. */
    noScriptSubject: text,
    nameLabel: text,
    emailLabel: text,
    phoneLabel: text,
    noPhone: text,
    detailsLabel: text,
    footer: text,
  }),
  length: z.object({
    /** Whole mailto link budget; mail clients cut links past about 2,000 characters. */
    budget: z.number().int().min(500).max(2000),
    remaining: text.refine((s) => s.includes('{count}'), 'must contain {count}'),
    tooLong: text.refine((s) => s.includes('{count}'), 'must contain {count}'),
  }),
  fallback: z.object({
    heading: text,
    text,
    gmail: text,
    outlook: text,
    copy: text,
    copied: text,
    copyFailed: text,
    newTabHint: text,
    dismiss: text,
    messageLabel: text,
    toLabel: text,
    subjectLabel: text,
  }),
  draftRestored: text,
  draftUnavailable: text,
  messages: z.object({
    missingTitle: text,
    missingText: text,
    failureTitle: text,
    failureText: text,
    successTitle: text,
    successText: text,
  }),
})

export type Site = z.infer<typeof site>
export type Navigation = z.infer<typeof navigation>
export type Link = z.infer<typeof link>
export type Image = z.infer<typeof image>
export type IconKey = z.infer<typeof iconKey>
export type SectionHeading = z.infer<typeof sectionHeading>
export type Service = z.infer<typeof service>
export type ServicesPage = z.infer<typeof servicesPage>
export type PortfolioProject = z.infer<typeof portfolioProject>
export type Portfolio = z.infer<typeof portfolio>
export type Home = z.infer<typeof home>
export type KitchenPage = z.infer<typeof kitchenPage>
export type AboutPage = z.infer<typeof aboutPage>
export type Footer = z.infer<typeof footer>
export type Sharing = z.infer<typeof sharing>
export type NotFoundPage = z.infer<typeof notFoundPage>
export type ErrorPage = z.infer<typeof errorPage>
export type ContactForm = z.infer<typeof contactForm>
