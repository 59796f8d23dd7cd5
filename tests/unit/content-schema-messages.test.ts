/** @jest-environment node */
// How a content problem is written: counted, one a line, naming the file, item, field and kind of value.
import { contentIdLists, contentSources, sourceFileExists } from '@/lib/content'
import { mainContentId } from '@/lib/content/urls'
import { validateContent, withFormLabels } from '@/lib/content/validate'
import {
  type AnyContent,
  problemsAfter,
  problemsAfterEdits,
  sourceData,
} from './helpers/content-problems'

// The content as the editor wrote it: item names in messages come from here, whatever they are.
const services = sourceData('services').items as AnyContent[]
const site = sourceData('site')

/** What the build prints when the site's email and phone are these: the ContentError, or "". */
function thrown(email: string, phone: string): string {
  try {
    validateContent(
      contentSources.map((s) =>
        s.name === 'site' ? { ...s, data: { ...(s.data as object), email, phone } } : s,
      ),
      { fileExists: sourceFileExists, idLists: contentIdLists },
    )
  } catch (error) {
    return String(error)
  }
  return ''
}

describe('site content', () => {
  it('reports every problem at once, with a hint to fix them', () => {
    expect(thrown('x', 'y')).toMatch(
      /The site content has 2 problems:[\s\S]*content\/site\.yaml[\s\S]*Fix each value in the named file/,
    )
  })
})

describe('how a problem is written', () => {
  it('counts the problems, one a line, under the name the build prints', () => {
    expect(thrown('x', site.phone)).toMatch(
      /^ContentError: The site content has 1 problem:\n {2}- content\/site\.yaml:\d+: site → email: [^\n]+\nFix each value/,
    )
    expect(thrown('x', 'y')).toMatch(
      /^ContentError: The site content has 2 problems:\n {2}- [^\n]+ → phone: [^\n]+\n {2}- [^\n]+ → email: [^\n]+\nFix/,
    )
  })

  it('names a field it does not know, and the field it was likely meant to be', () => {
    let title = ''
    expect(
      problemsAfterEdits({
        portfolio: (data) => {
          const [project] = data.projects
          title = project.title
          project.metaTitel = 'Short title'
          project.colour = 'blue'
        },
        site: (data) => {
          data.address.Locality = data.address.locality
          // One letter more than a five-letter name is as far as a guess goes; capitals count for none.
          data.phones = data.phone
          data.EMAIL = data.email
        },
      }),
    ).toEqual([
      `content/site.yaml: site → address: has a field the site does not know: "Locality" (did you mean "locality"?); check the spelling against CONTENT.md, or remove it`,
      `content/site.yaml: site: has fields the site does not know: "phones" (did you mean "phone"?), "EMAIL" (did you mean "email"?); check the spelling against CONTENT.md, or remove them`,
      `content/portfolio.yaml: portfolio.projects[0] "${title}": has fields the site does not know: "metaTitel" (did you mean "metaTitle"?), "colour"; check the spelling against CONTENT.md, or remove them`,
    ])
  })

  it('names the kind of value a field needs and the kind it holds', () => {
    expect(
      problemsAfter('site', (data) => {
        data.name = null
        data.tagline = ['Kitchens']
        data.foundedYear = 2001.5
        data.address = 'Carmel'
        data.insurance.confirmed = 'yes'
        data.hours.daysOfWeek = 'Monday'
        data.copyright = true
      }),
    ).toEqual([
      'content/site.yaml: site → name: must be text, not empty',
      'content/site.yaml: site → tagline: must be text, not a list (lines starting with "- ")',
      'content/site.yaml: site → foundedYear: must be a year like 2024',
      'content/site.yaml: site → insurance.confirmed: must be true or false',
      'content/site.yaml: site → address: must be a group of fields, not text',
      'content/site.yaml: site → hours.daysOfWeek: must be a list (lines starting with "- "), not text',
      'content/site.yaml: site → copyright: must be text, not true or false',
    ])
  })

  it('names an empty entry of a list (a dash with nothing after it) without stopping', () => {
    expect(
      problemsAfter('services', (data) => {
        data.items.push(null)
      }),
    ).toEqual([
      `content/services.yaml: services.items[${services.length}]: must be a group of fields, not empty`,
    ])
  })

  it('names an item by its id when its title is only spaces', () => {
    expect(problemsAfter('services', (data) => (data.items[0].title = '   '))).toEqual([
      `content/services.yaml: services.items[0] "${services[0].id}" → title: must not be empty`,
    ])
  })

  it('gives a field deep in a file its label in the editor, at any depth', () => {
    expect(
      withFormLabels('content/pages/home.yaml:3: home → hero.image.alt: must not be empty'),
    ).toBe(
      'content/pages/home.yaml:3: home → hero.image.alt (“Hero › Image › What the picture shows” in the editor): must not be empty',
    )
  })

  it('reports a list written as text, or an item without its id, once, as the schema words it', () => {
    expect(problemsAfter('services', (data) => (data.items = 'Kitchens'))).toEqual([
      'content/services.yaml: services → items: must be a list (lines starting with "- "), not text',
    ])
    // Every service without its id, however many there are: each named once.
    expect(
      problemsAfter('services', (data) => data.items.forEach((item: AnyContent) => delete item.id)),
    ).toEqual(
      services.map(
        (service, index) =>
          `content/services.yaml: services.items[${index}] "${service.title}" → id: is missing; add it`,
      ),
    )
  })

  it("keeps the skip link's target for itself", () => {
    expect(problemsAfter('services', (data) => (data.items[0].id = mainContentId))).toEqual([
      `content/services.yaml: services.items[0] "${services[0].title}" → id: the page address "${mainContentId}" is reserved for a page section; choose another`,
    ])
  })

  it('reports a picture written as a number, or without its first slash, once', () => {
    expect(problemsAfter('home', (home) => (home.hero.image.src = 7))).toEqual([
      'content/pages/home.yaml: home → hero.image.src: must be text, not a number',
    ])
    expect(problemsAfter('home', (home) => (home.hero.image.src = 'images/kitchen.jpg'))).toEqual([
      'content/pages/home.yaml: home → hero.image.src: must be a file in content/images, written like "/images/kitchen-remodel.svg"',
    ])
  })

  it('reports a photo not in content/images yet as missing, not as too small', () => {
    expect(
      problemsAfter('home', (home) => {
        home.hero.image = { src: '/images/new-kitchen.jpg', alt: 'A new kitchen' }
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\/pages\/home\.yaml: home → hero\.image\.(width|height): is missing/,
      ),
      expect.stringMatching(
        /^content\/pages\/home\.yaml: home → hero\.image\.(width|height): is missing/,
      ),
      'content/pages/home.yaml: home → hero.image.src: the image "/images/new-kitchen.jpg" is not in content/images/; add the file or correct the name',
    ])
  })
})
