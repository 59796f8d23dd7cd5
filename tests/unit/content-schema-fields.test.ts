/** @jest-environment node */
// The content's field rules: formats (email, phone, links, licence, position), limits and page titles.
import { content, contentSources } from '@/lib/content'
import {
  type AnyContent,
  problemsAfter,
  problemsAfterEdits,
  sourceData,
} from './helpers/content-problems'

// The content as the editor wrote it: item names in messages come from here, whatever they are.
const services = sourceData('services').items as AnyContent[]
const site = sourceData('site')
const areaNames: string[] = sourceData('areas').items.map((area: AnyContent) => area.name)

const lastService = services.length - 1

describe('site content', () => {
  it('is valid as committed', () => {
    expect(problemsAfterEdits({})).toEqual([])
    expect(Object.keys(content)).toEqual(contentSources.map((source) => source.name))
    expect(content.services.map((service) => service.id)).toEqual(
      services.map((service) => service.id),
    )
    expect(content.site.email).toBe(site.email)
  })

  it('names the file, item and field of a missing field', () => {
    // Without its title, the service is named by its id.
    expect(problemsAfter('services', ({ items: list }) => delete list[lastService].title)).toEqual([
      `content/services.yaml: services.items[${lastService}] "${services[lastService].id}" → title: is missing; add it`,
    ])
  })

  it('rejects an empty text', () => {
    expect(problemsAfter('home', (home) => (home.hero.title = '  '))).toEqual([
      'content/pages/home.yaml: home → hero.title: must not be empty',
    ])
  })

  it('rejects a malformed email, phone and URL', () => {
    const problems = problemsAfter('site', (data) => {
      data.email = 'hello-at-example'
      data.phone = '831 555 0100'
      data.social.href = 'instagram.com/example'
    })
    expect(problems).toEqual([
      'content/site.yaml: site → phone: must be a US phone number written like "(831) 555-0142"',
      'content/site.yaml: site → email: must be an email address such as "hello@example.com"',
      'content/site.yaml: site → social.href: must be a full web address starting with "https://", such as "https://www.instagram.com/yourname"',
    ])
  })

  it('rejects an http social link', () => {
    expect(
      problemsAfter('site', (data) => (data.social.href = 'http://www.instagram.com/x')),
    ).toEqual([
      'content/site.yaml: site → social.href: must be a full web address starting with "https://", such as "https://www.instagram.com/yourname"',
    ])
  })

  it('rejects a licence number that is not a CSLB number', () => {
    expect(problemsAfter('site', (data) => (data.licence.number = 'CSLB-12'))).toEqual([
      'content/site.yaml: site → licence.number: must be the 6 to 8 digit CSLB number',
    ])
  })

  it("rejects the office's position with fewer than five decimal places or off the globe, and hours that are not a time", () => {
    expect(
      problemsAfter('site', (data) => {
        data.geo.latitude = 36.5552
        data.geo.longitude = -221.92329
        data.hours.opens = '8.00'
        data.hours.closes = '17:00:00'
      }),
    ).toEqual([
      'content/site.yaml: site → geo.latitude: must have at least five decimal places, like 36.55524',
      'content/site.yaml: site → geo.longitude: must be between -180 and 180',
      'content/site.yaml: site → hours.opens: must be a time of day like "08:00" or "8:00 AM"',
      'content/site.yaml: site → hours.closes: must be a time of day like "17:00" or "8:00 AM"',
    ])
  })

  it('rejects a map link and a Business Profile link that are not web addresses', () => {
    expect(
      problemsAfter('site', (data) => {
        data.mapUrl = 'maps.google.com'
        data.businessProfileUrl = 'http://g.page/example'
      }),
    ).toEqual([
      'content/site.yaml: site → mapUrl: must be a full web address starting with "https://", such as "https://www.instagram.com/yourname"',
      'content/site.yaml: site → businessProfileUrl: must be a full web address starting with "https://", such as "https://www.instagram.com/yourname"',
    ])
  })

  it('keeps a link to the accessibility statement in the footer, on every page', () => {
    expect(
      problemsAfter('footer', (data) => {
        data.links = data.links.filter(
          (link: AnyContent) => !link.href.startsWith('/accessibility'),
        )
      }),
    ).toEqual([
      "content/footer.yaml: footer → links: no link to the accessibility statement; every page's footer must lead to it, so add one with href: /accessibility",
    ])
  })
})

describe('other limits', () => {
  it('keeps the project details field between 2 and 12 rows', () => {
    const rows = (value: number) =>
      problemsAfter('contactForm', (form) => (form.fields.projectDetails.rows = value))
    expect(rows(2)).toEqual([])
    expect(rows(12)).toEqual([])
    expect(rows(1)).toEqual([
      'content/contact-form.yaml: contactForm → fields.projectDetails.rows: must be a number from 2 to 12',
    ])
    expect(rows(13)).toEqual([
      'content/contact-form.yaml: contactForm → fields.projectDetails.rows: must be a number from 2 to 12',
    ])
  })

  it('keeps the kitchen value figure short enough for one line', () => {
    expect(
      problemsAfter('kitchenPage', (page) => (page.valueClaim.figure = '15 to 25 percent')),
    ).toEqual([
      'content/pages/kitchen-renovation.yaml: kitchenPage → valueClaim.figure: must be 12 characters or fewer, so it fits on one line',
    ])
  })

  it('keeps {path} in the 404 console message and {first} {last} in the email subject', () => {
    expect(problemsAfter('notFoundPage', (page) => (page.consoleMessage = 'Missing page'))).toEqual(
      [
        'content/pages/not-found.yaml: notFoundPage → consoleMessage: must contain {path}, where the page puts that value',
      ],
    )
    expect(
      problemsAfter('contactForm', (form) => (form.email.subject = 'Enquiry from {first}')),
    ).toEqual([
      'content/contact-form.yaml: contactForm → email.subject: must contain {first} and {last}, where the page puts those values',
    ])
  })
})

describe('page titles', () => {
  it('reports a title that search results would cut, with its length, naming file and field', () => {
    const long = 'A'.repeat(70)
    const shown = `${long} | ${content.site.name}`
    expect(problemsAfterEdits({ aboutPage: (about) => (about.metaTitle = long) })).toEqual([
      `content/pages/about.yaml: aboutPage → metaTitle: "${shown}" is ${shown.length} characters; search results cut it after 70, so shorten it`,
    ])
  })

  /** A title that, with " | " and the site's name after it, is `length` characters long. */
  const titleOf = (length: number) => 'A'.repeat(length - ` | ${content.site.name}`.length)

  it('takes a title of exactly 70 characters, and checks the titles of list entries', () => {
    expect(problemsAfterEdits({ aboutPage: (about) => (about.metaTitle = titleOf(70)) })).toEqual(
      [],
    )
    const long = titleOf(71)
    expect(problemsAfterEdits({ areas: (areas) => (areas.items[0].metaTitle = long) })).toEqual([
      `content/areas.yaml: areas.items[0] "${areaNames[0]}" → metaTitle: "${long} | ${content.site.name}" is 71 characters; search results cut it after 70, so shorten it`,
    ])
  })

  it("asks for a project's Meta title only when its title is longer than 70 characters", () => {
    const edit = (length: number) => (data: AnyContent) => {
      delete data.projects[0].metaTitle
      data.projects[0].title = titleOf(length)
    }
    expect(problemsAfter('portfolio', edit(70))).toEqual([])
    expect(problemsAfter('portfolio', edit(71))).toEqual([
      expect.stringMatching(
        /^content\/portfolio\.yaml: portfolio\.projects\[0\] "A+" → title: its page's title "A+ \| .+" is 71 characters/,
      ),
    ])
  })
})
