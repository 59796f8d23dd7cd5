/** @jest-environment node */
import { content, contentIdLists, contentSources, publicFileExists } from '@/content'
import { ContentError, validateContent, type ContentSource } from '@/content/validate'

// Each test edits a different content shape, written loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContent = any

/** Validates the site's content with one source changed by `edit`; returns the problems found. */
function problemsAfter(
  name: string,
  edit: (data: AnyContent) => void,
  fileExists = publicFileExists,
): string[] {
  const sources: ContentSource[] = contentSources.map((source) => {
    if (source.name !== name) return source
    const data = structuredClone(source.data)
    edit(data)
    return { ...source, data }
  })
  try {
    validateContent(sources, { fileExists, idLists: contentIdLists })
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}

describe('site content', () => {
  it('is valid as committed', () => {
    expect(content.services).toHaveLength(6)
    expect(content.portfolio.projects).toHaveLength(3)
    expect(content.site.email).toBe('hello@saltwooddesignbuild.com')
  })

  it('names the file, item and field of a missing field', () => {
    expect(problemsAfter('services', (services) => delete services[1].title)).toEqual([
      'content/services.ts: services[1] "bathroom-remodeling" → title: is missing; add it',
    ])
  })

  it('rejects an empty text', () => {
    expect(problemsAfter('home', (home) => (home.hero.title = '  '))).toEqual([
      'content/home.ts: home → hero.title: must not be empty',
    ])
  })

  it('rejects a duplicate id', () => {
    const problems = problemsAfter(
      'portfolio',
      (portfolio) => (portfolio.projects[2].id = 'carmel-point-kitchen'),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^content\/portfolio\.ts: portfolio\.projects\[2\] "Carmel Cottage Renovation" → id: the id "carmel-point-kitchen" is already used by content\/portfolio\.ts: portfolio\.projects\[0\]/,
    )
  })

  it('rejects a malformed email, phone and URL', () => {
    const problems = problemsAfter('site', (site) => {
      site.email = 'hello-at-saltwood'
      site.phone = '831 555 0142'
      site.social.href = 'instagram.com/saltwood'
    })
    expect(problems).toEqual([
      'content/site.ts: site → phone: must be a US phone number written like "(831) 555-0142"',
      'content/site.ts: site → email: must be an email address such as "hello@example.com"',
      'content/site.ts: site → social.href: must be a full web address starting with "https://", such as "https://www.instagram.com/yourname"',
    ])
  })

  it('rejects an http social link', () => {
    expect(
      problemsAfter('site', (site) => (site.social.href = 'http://www.instagram.com/x')),
    ).toEqual([
      'content/site.ts: site → social.href: must be a full web address starting with "https://", such as "https://www.instagram.com/yourname"',
    ])
  })

  it('rejects a portfolio location other than Carmel or Monterey', () => {
    expect(
      problemsAfter('portfolio', (portfolio) => (portfolio.projects[1].location = 'Salinas')),
    ).toEqual([
      'content/portfolio.ts: portfolio.projects[1] "Monterey Primary Bath" → location: must be "Carmel" or "Monterey"',
    ])
  })

  it('requires exactly six services', () => {
    expect(problemsAfter('services', (services) => services.pop())).toEqual([
      'content/services.ts: services: must have exactly six services',
    ])
  })

  it('requires four features on every service', () => {
    expect(problemsAfter('services', (services) => services[4].features.push('Hot tubs'))).toEqual([
      'content/services.ts: services[4] "Outdoor Living" → features: must have exactly four features',
    ])
  })

  it('requires exactly three portfolio projects', () => {
    expect(problemsAfter('portfolio', (portfolio) => portfolio.projects.pop())).toEqual([
      'content/portfolio.ts: portfolio → projects: must have exactly three projects',
    ])
  })

  it('requires four process steps, six benefits and four stats', () => {
    expect(problemsAfter('kitchenPage', (page) => page.process.steps.pop())).toEqual([
      'content/kitchen.ts: kitchenPage → process.steps: must have exactly four steps',
    ])
    expect(problemsAfter('kitchenPage', (page) => page.benefits.items.pop())).toEqual([
      'content/kitchen.ts: kitchenPage → benefits.items: must have exactly six benefits',
    ])
    expect(problemsAfter('aboutPage', (page) => page.stats.items.pop())).toEqual([
      'content/about.ts: aboutPage → stats.items: must have exactly four stats',
    ])
  })

  it('keeps the project details field at four rows', () => {
    expect(problemsAfter('contactForm', (form) => (form.fields.projectDetails.rows = 6))).toEqual([
      'content/contact-form.ts: contactForm → fields.projectDetails.rows: Invalid input: expected 4',
    ])
  })

  it('requires alt text and an existing file for every image', () => {
    expect(
      problemsAfter('portfolio', (portfolio) => (portfolio.projects[0].image.alt = '')),
    ).toEqual([
      'content/portfolio.ts: portfolio.projects[0] "Carmel Point Kitchen" → image.alt: must not be empty',
    ])
    expect(
      problemsAfter('home', (home) => (home.hero.image.src = '/images/missing-photo.jpg')),
    ).toEqual([
      'content/home.ts: home → hero.image.src: the image "/images/missing-photo.jpg" is not in public/images/; add the file or correct the name',
    ])
  })

  it('fails when a link points to a project or section that was renamed', () => {
    const problems = problemsAfter(
      'portfolio',
      (portfolio) => (portfolio.projects[0].id = 'point-kitchen'),
    )
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/kitchen\.ts: kitchenPage → hero\.secondary\.href: "\/#carmel-point-kitchen" leads to "#carmel-point-kitchen", which is not on \/; it offers .*#point-kitchen/,
      ),
    ])
  })

  it('fails when a link leads to a page that does not exist', () => {
    expect(problemsAfter('footer', (footer) => (footer.links[0].href = '/our-services'))).toEqual([
      expect.stringMatching(
        /^content\/footer\.ts: footer\.links\[0\] "Services" → href: "\/our-services" leads to a page that does not exist/,
      ),
    ])
  })

  it('asks for the page in links shown on every page', () => {
    expect(problemsAfter('navigation', (nav) => (nav.consultation.href = '#contact'))).toEqual([
      'content/navigation.ts: navigation → consultation.href: "#contact" is shown on every page, so write the page too, like "/#contact"',
    ])
  })

  it('reports every problem at once, with a hint to fix them', () => {
    expect(() =>
      validateContent(
        contentSources.map((s) =>
          s.name === 'site' ? { ...s, data: { ...s.data, email: 'x', phone: 'y' } } : s,
        ),
        { fileExists: publicFileExists, idLists: contentIdLists },
      ),
    ).toThrow(
      /The site content has 2 problems:[\s\S]*content\/site\.ts[\s\S]*Fix each value in the named file/,
    )
  })
})
