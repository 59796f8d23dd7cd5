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

/** A figure about a project, e.g. { label: 'Duration', value: '7 months' }. */
export const projectFact = z.object({ label: text, value: text })

/** The same view before and after the work. */
export const beforeAfterPair = z.object({ before: image, after: image, caption: text.optional() })

/**
 * Ids a project may not have: they are the names of the portfolio's filter pages
 * (/portfolio/category/…, /portfolio/area/…), which share the /portfolio/<id> address space.
 */
export const reservedProjectIds = ['category', 'area'] as const

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
  /** A shorter browser-tab title for the project's page, when the title is long (default: the title). */
  metaTitle: text.optional(),
  /** What search results show under the project's page (default: the description). */
  metaDescription: text.optional(),
  /** What was done, one line each: "Removed the wall to the dining room". */
  scope: z
    .array(text)
    .min(1, 'must have at least one line, or leave scope out')
    .max(20, 'must have at most 20 lines')
    .optional(),
  /** Key figures the editor chooses: { label: 'Duration', value: '7 months' }. */
  facts: z
    .array(projectFact)
    .min(1, 'must have at least one fact, or leave facts out')
    .max(8, 'must have at most eight facts')
    .optional(),
  /** The project's story in three short parts. */
  story: z.object({ brief: text, challenge: text, result: text }).optional(),
  /** Pictures of the finished work, in the order they appear. */
  gallery: z
    .array(image)
    .min(1, 'must have at least one image, or leave gallery out')
    .max(24, 'must have at most 24 images')
    .optional(),
  /** The same view before and after the work. */
  beforeAfter: z
    .array(beforeAfterPair)
    .min(1, 'must have at least one pair, or leave beforeAfter out')
    .max(6, 'must have at most six pairs')
    .optional(),
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
    /**
     * The projects the home page shows, in this order (1 to 6 project ids). Without it, the home
     * page shows the first three projects.
     */
    featured: z
      .array(anchorId)
      .min(1, 'must name at least one project, or leave featured out')
      .max(6, 'must name at most six projects')
      .optional(),
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
      if ((reservedProjectIds as readonly string[]).includes(project.id))
        context.addIssue({
          code: 'custom',
          path: ['projects', index, 'id'],
          message: `the id "${project.id}" is reserved for the portfolio's filter pages (/portfolio/${project.id}/…); choose another`,
        })
    })
    // Each featured id must name a project: checked with the links (content/validate.ts
    // checkFeatured), since a renamed project breaks both in the same way.
  })

/** A text with placeholders that the page fills in: template('{count}') must contain "{count}". */
function template(...placeholders: string[]) {
  return text.refine(
    (value) => placeholders.every((placeholder) => value.includes(placeholder)),
    `must contain ${placeholders.join(' and ')}, where the page puts ${placeholders.length === 1 ? 'that value' : 'those values'}`,
  )
}

/**
 * "{count} projects" in each plural form the page's language uses (Intl.PluralRules): English
 * needs `one` and `other`; `zero`, if given, is used for none at all.
 */
const countText = z.object({
  zero: text.optional(),
  one: template('{count}'),
  two: template('{count}').optional(),
  few: template('{count}').optional(),
  many: template('{count}').optional(),
  other: template('{count}'),
})

/** The words of /portfolio and its filter pages (/portfolio/category/…, /portfolio/area/…). */
export const portfolioPage = z.object({
  metaTitle: text,
  metaDescription: text,
  /** The page's name in breadcrumb trails: "Portfolio". */
  breadcrumb: text,
  /** Names the breadcrumb trail shown at the top of the portfolio, project and area pages. */
  breadcrumbLabel: text,
  /** Artwork of the social card of /portfolio and of a filter page without projects. */
  artwork: image,
  /** Describes a social card: {page} is the page's heading, {image} the alt text of its picture. */
  cardAlt: template('{page}', '{image}'),
  hero: sectionHeading,
  filters: z.object({
    /** Names the two groups of filter links for screen readers. */
    label: text,
    category: text,
    area: text,
    /** The option that removes a filter. */
    all: text,
  }),
  /** The heading, title and description of a filter page. */
  filtered: z.object({
    /** {filter} is a category label, an area, or both (`both`). */
    title: template('{filter}'),
    description: template('{filter}'),
    both: template('{category}', '{area}'),
  }),
  /** How many projects match: "4 projects". */
  count: countText,
  /** What a filter page without projects says, with links that widen the choice. */
  empty: z.object({
    text,
    /** {category}: the same category in every area. */
    withoutArea: template('{category}'),
    /** {area}: every category in the same area. */
    withoutCategory: template('{area}'),
  }),
  /** The link to every project: on the home page, on empty filter pages and on project pages. */
  seeAll: text,
  /** The link on each project card to its page. */
  viewProject: text,
})

/** The words shared by every project page (/portfolio/<project-id>); the project's own are in portfolio.ts. */
export const projectPage = z.object({
  /** Labels of the facts under the title. */
  details: z.object({ category: text, workType: text, year: text, area: text }),
  scope: text,
  facts: text,
  story: z.object({ brief: text, challenge: text, result: text }),
  gallery: z.object({
    heading: text,
    /** Name of each picture's link: {alt} is the picture's alt text. */
    open: template('{alt}'),
    /** The photo viewer's name, and its buttons. */
    viewer: text,
    close: text,
    previous: text,
    next: text,
    /** The viewer's counter, "3 of 8". */
    counter: template('{index}', '{total}'),
  }),
  beforeAfter: z.object({
    heading: text,
    before: text,
    after: text,
    /** Name of the comparison's slider. */
    slider: text,
    /** What screen readers say of the slider's position: the share of each picture shown, in percent. */
    value: template('{before}', '{after}'),
  }),
  /** The link to the area's page: {area} is its name. */
  areaLink: template('{area}'),
  callToAction: z.object({
    title: text,
    text,
    button: text,
    /** The first words of the contact form's project details, for a visitor coming from this project. */
    prefill: template('{project}'),
  }),
})

/** Lower-case words joined by dashes, used in a page address: "carmel-by-the-sea". */
const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'must be lower-case words joined by dashes, like "carmel-by-the-sea"',
  )

/** A permit or design-review note; unconfirmed notes are listed by the launch check. */
const permitNote = z.object({
  text,
  /** true once the owner has checked the fact; the launch check lists every note still false. */
  confirmed: z.boolean({ error: 'must be true or false' }),
})

/** One area of `site.areasServed` and its page, /areas/<slug>. */
export const area = z.object({
  /** Written exactly as in content/site.ts areasServed. */
  name: text,
  slug,
  metaTitle: text,
  metaDescription: text,
  eyebrow: text.optional(),
  title: text,
  intro: text,
  /** Shown beside the heading and on the page's social card (default: a project's picture there). */
  image: image.optional(),
  /** What the firm does there. */
  work: z.object({ heading: text, paragraphs: z.array(text).min(1).max(12) }),
  permits: z.object({
    heading: text,
    intro: text.optional(),
    notes: z
      .array(permitNote)
      .min(1, 'must have at least one note')
      .max(20, 'must have at most 20 notes'),
  }),
  projects: z.object({ heading: text, empty: text }),
  callToAction: z.object({ title: text, text, primary: link }),
})

export const areas = z.object({
  /** The footer's heading above the links to the area pages. */
  footerHeading: text,
  /** One entry per area of content/site.ts areasServed. */
  items: z.array(area).min(1, 'must have one entry per area').max(40),
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
  /** Said when a message is too long to keep as a draft (lib/draft.ts draftMaxLength). */
  draftTooLarge: text,
  /**
   * Said once, in the form, when something typed, pasted or restored held half a character (a
   * lone UTF-16 surrogate, e.g. half an emoji) and it was replaced with "\uFFFD" (�).
   */
  replacedCharacters: text,
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
export type PortfolioCategory = z.infer<typeof portfolioCategory>
export type ProjectFact = z.infer<typeof projectFact>
export type BeforeAfterPair = z.infer<typeof beforeAfterPair>
export type PortfolioPage = z.infer<typeof portfolioPage>
export type ProjectPage = z.infer<typeof projectPage>
export type Area = z.infer<typeof area>
export type Areas = z.infer<typeof areas>
export type CountText = z.infer<typeof countText>
