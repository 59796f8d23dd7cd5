/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { content, contentIdLists, contentSources, sourceFileExists } from '@/lib/content'
import { accessibilitySections, homeSections, mainContentId, routes } from '@/lib/content/urls'
import { validateContent, withFormLabels } from '@/lib/content/validate'
import {
  type AnyContent,
  areaOfItsOwn,
  copyWithNewId,
  problemsAfter,
  problemsAfterEdits,
  resized,
  type SourceName,
  sourceData,
} from './helpers/content-problems'
import { escapeRegExp } from './helpers/text'

// The content as the editor wrote it: item names in messages come from here, whatever they are.
const services = sourceData('services').items as AnyContent[]
const portfolio = sourceData('portfolio')
const site = sourceData('site')
const areaNames: string[] = sourceData('areas').items.map((area: AnyContent) => area.name)
const footer = sourceData('footer')

const lastService = services.length - 1
const quoted = (values: string[]) => values.map((value) => `"${value}"`).join(', ')

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

  it('rejects a project copied without a new id, naming both', () => {
    const [first] = portfolio.projects
    const copyIndex = portfolio.projects.length
    expect(
      problemsAfter('portfolio', (data) => data.projects.push(structuredClone(data.projects[0]))),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[${copyIndex}] "${first.title}" → id: the id "${first.id}" is already used by content/portfolio.yaml: portfolio.projects[0] "${first.title}" → id; ids must be unique`,
    ])
  })

  it('rejects a project id already used by a service', () => {
    expect(problemsAfter('portfolio', (data) => (data.projects[0].id = services[0].id))).toEqual([
      `content/portfolio.yaml: portfolio.projects[0] "${portfolio.projects[0].title}" → id: the id "${services[0].id}" is already used by content/services.yaml: services.items[0] "${services[0].title}" → id; ids must be unique`,
    ])
  })

  it('rejects an id reserved for a home page section', () => {
    expect(
      problemsAfter('services', ({ items: list }) => (list[0].id = homeSections.contact)),
    ).toEqual([
      `content/services.yaml: services.items[0] "${services[0].title}" → id: the id "${homeSections.contact}" is reserved for a page section; choose another`,
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

  it('rejects a project location that is not one of the areas', () => {
    const last = portfolio.projects.length - 1
    expect(
      problemsAfter('portfolio', (data) => (data.projects[last].location = 'Nowhere-on-the-Map')),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[${last}] "${portfolio.projects[last].title}" → location: "Nowhere-on-the-Map" is not one of the areas in content/areas.yaml: ${quoted(areaNames)}; write it the same way, or add the area there (Areas → Area pages)`,
    ])
  })

  it('names every project left in an area whose entry was removed', () => {
    const [removed, ...left] = areaNames
    const edited = structuredClone(portfolio)
    edited.projects[0].location = removed
    const expected = (edited.projects as AnyContent[]).flatMap((project, index) =>
      project.location === removed
        ? [
            `content/portfolio.yaml: portfolio.projects[${index}] "${project.title}" → location: "${removed}" is not one of the areas in content/areas.yaml: ${quoted(left)}; write it the same way, or add the area there (Areas → Area pages)`,
          ]
        : [],
    )
    expect(
      problemsAfterEdits({
        portfolio: (data) => (data.projects = edited.projects),
        areas: (data) => data.items.splice(0, 1),
      }),
    ).toEqual(expected)
  })

  it('rejects a project category that is not one of the categories', () => {
    expect(
      problemsAfter('portfolio', (data) => (data.projects[0].category = 'no-such-category')),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[0] "${portfolio.projects[0].title}" → category: "no-such-category" is not one of the categories: ${quoted(portfolio.categories.map((c: AnyContent) => c.id))}`,
    ])
  })

  it('names every project of a category whose id was renamed', () => {
    const renamed = portfolio.projects[0].category
    const ids = portfolio.categories.map((c: AnyContent) =>
      c.id === renamed ? 'renamed-category' : c.id,
    )
    const expected = (portfolio.projects as AnyContent[]).flatMap((project, index) =>
      project.category === renamed
        ? [
            `content/portfolio.yaml: portfolio.projects[${index}] "${project.title}" → category: "${renamed}" is not one of the categories: ${quoted(ids)}`,
          ]
        : [],
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(
      problemsAfter('portfolio', (data) =>
        data.categories
          .filter((category: AnyContent) => category.id === renamed)
          .forEach((category: AnyContent) => (category.id = 'renamed-category')),
      ),
    ).toEqual(expected)
  })

  it('rejects a project year before the firm was founded', () => {
    const year = site.foundedYear - 1
    expect(problemsAfter('portfolio', (data) => (data.projects[0].year = year))).toEqual([
      `content/portfolio.yaml: portfolio.projects[0] "${portfolio.projects[0].title}" → year: ${year} is before the firm was founded (content/site.yaml foundedYear: ${site.foundedYear})`,
    ])
  })

  it('accepts a project from the year the firm was founded', () => {
    expect(
      problemsAfter('portfolio', (data) => (data.projects[0].year = site.foundedYear)),
    ).toEqual([])
  })

  it('requires alt text and an existing file for every image', () => {
    expect(problemsAfter('portfolio', (data) => (data.projects[0].image.alt = ''))).toEqual([
      `content/portfolio.yaml: portfolio.projects[0] "${portfolio.projects[0].title}" → image.alt: must not be empty`,
    ])
    expect(
      problemsAfter('home', (home) => (home.hero.image.src = '/images/missing-photo.jpg')),
    ).toEqual([
      'content/pages/home.yaml: home → hero.image.src: the image "/images/missing-photo.jpg" is not in content/images/; add the file or correct the name',
    ])
    expect(problemsAfter('sharing', (data) => (data.logo.src = '/missing-logo.svg'))).toEqual([
      'content/sharing.yaml: sharing → logo.src: the image "/missing-logo.svg" is not in public/; add the file or correct the name',
    ])
  })

  it('fails when a link points to a project that was renamed', () => {
    const project = portfolio.projects[0]
    // The home page shows (and so offers as a link target) the featured projects: feature it.
    const featured: string[] = portfolio.featured ?? []
    const feature = (data: AnyContent) =>
      (data.featured = [project.id, ...featured.filter((id) => id !== project.id)].slice(0, 6))
    const edits = {
      kitchenPage: (page: AnyContent) => (page.hero.secondary.href = `/#${project.id}`),
      portfolio: feature,
    }
    expect(problemsAfterEdits(edits)).toEqual([])
    const problems = problemsAfterEdits({
      ...edits,
      // Renamed everywhere in its own file, featured list included.
      portfolio: (data) => {
        feature(data)
        data.projects[0].id = 'renamed-project'
        data.featured = data.featured.map((id: string) =>
          id === project.id ? 'renamed-project' : id,
        )
      },
    })
    // The edited link is named; any other link the content has to the same project is named too.
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/pages/kitchen-renovation\\.yaml: kitchenPage → hero\\.secondary\\.href: "/#${project.id}" leads to "#${project.id}", which is not on /; it offers .*#renamed-project`,
        ),
      ),
    )
    // Every link to it is named, and every testimonial about it.
    for (const problem of problems)
      expect(problem).toMatch(
        new RegExp(
          `leads to "#${project.id}", which is not on /;|^content/testimonials\\.yaml: testimonials\\.items\\[\\d+\\] "[^"]+" → project: "${project.id}" is not the id of a project`,
        ),
      )
  })

  describe('a link to a service', () => {
    const target = services[lastService]
    const linkTo = (data: AnyContent) => (data.links[0].href = `/services#${target.id}`)
    const brokenLink = new RegExp(
      `^content/footer\\.yaml: footer\\.links\\[0\\] "${escapeRegExp(footer.links[0].label)}" → href: "/services#${target.id}" leads to "#${target.id}", which is not on /services`,
    )

    // The edited link is named; any other link the content has to the same service is named too.
    function expectBrokenLink(problems: string[]) {
      expect(problems).toContainEqual(expect.stringMatching(brokenLink))
      for (const problem of problems)
        expect(problem).toContain(`leads to "#${target.id}", which is not on /services;`)
    }

    it('is accepted while the service is there', () => {
      expect(problemsAfter('footer', linkTo)).toEqual([])
    })

    it('fails when the service id is changed', () => {
      const problems = problemsAfterEdits({
        footer: linkTo,
        services: ({ items: list }) => (list[lastService].id = 'renamed-service'),
      })
      expectBrokenLink(problems)
    })

    it('fails when the service is removed', () => {
      // Another service stays, whatever number content has: an empty list is a different problem.
      const problems = problemsAfterEdits({
        footer: linkTo,
        services: ({ items: list }) => {
          list.push({ ...structuredClone(list[lastService]), id: 'another-service' })
          list.splice(lastService, 1)
        },
      })
      expectBrokenLink(problems)
    })
  })

  it('fails when a link leads to a page that does not exist', () => {
    expect(problemsAfter('footer', (data) => (data.links[0].href = '/our-services'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/footer\\.yaml: footer\\.links\\[0\\] "${escapeRegExp(footer.links[0].label)}" → href: "/our-services" leads to a page that does not exist`,
        ),
      ),
    ])
  })

  it('asks for the page in links shown on every page', () => {
    expect(problemsAfter('navigation', (nav) => (nav.consultation.href = '#contact'))).toEqual([
      'content/navigation.yaml: navigation → consultation.href: "#contact" is shown on every page, so write the page too, like "/#contact"',
    ])
  })

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
      'content/pages/home.yaml:3: home → hero.image.alt (“Hero › Image › Alt text” in the editor): must not be empty',
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
      `content/services.yaml: services.items[0] "${services[0].title}" → id: the id "${mainContentId}" is reserved for a page section; choose another`,
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

  it('lists the pages a link may lead to, and the sections of the page it names', () => {
    const [pageProblem] = problemsAfter('footer', (data) => (data.links[0].href = '/our-services'))
    expect(pageProblem).toContain(`use one of ${Object.values(routes).join(', ')}`)
    const [sectionProblem] = problemsAfter(
      'footer',
      (data) => (data.links[0].href = `${routes.accessibility}#nowhere`),
    )
    expect(sectionProblem).toContain(
      `it offers ${[mainContentId, ...Object.values(accessibilitySections)]
        .map((id) => `#${id}`)
        .join(', ')}`,
    )
  })

  it("checks a service's own page link, and accepts a link to a section of the statement", () => {
    // The service that names the kitchen page, wherever it is in the list.
    const index = services.findIndex(
      (service) => service.pageHref?.split('#')[0] === routes.kitchen,
    )
    expect(
      problemsAfter('services', (data) => (data.items[index].pageHref = '/kitchen-remodeling')),
    ).toEqual([
      expect.stringContaining(
        `content/services.yaml: services.items[${index}] "${services[index].title}" → pageHref: "/kitchen-remodeling" leads to a page that does not exist; use one of ${Object.values(routes).join(', ')}, `,
      ),
      expect.stringMatching(/pageHref: \/kitchen-remodeling is not a service's page/),
      expect.stringMatching(/no service of content\/services\.yaml names it/),
    ])
    expect(
      problemsAfter(
        'footer',
        (data) =>
          (data.links[0].href = `${routes.accessibility}#${accessibilitySections.feedback}`),
      ),
    ).toEqual([])
  })

  it('names the projects a testimonial may be about', () => {
    const ids = portfolio.projects.map((project: AnyContent) => `"${project.id}"`).join(', ')
    expect(
      // A testimonial of the editor's, or one written here when the file has none.
      problemsAfter('testimonials', (data) => {
        const quote = {
          quote: 'Q',
          name: 'N',
          town: 'T',
          date: '2024-09-14',
          source: { name: 'S' },
        }
        data.items = [
          { ...(data.items[0] ?? { ...quote, confirmed: false }), project: 'no-such-project' },
        ]
      }),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/testimonials\\.yaml: testimonials\\.items\\[0\\] "[^"]+" → project: "no-such-project" is not the id of a project in content/portfolio\\.yaml: ${escapeRegExp(ids)}; write one of them$`,
        ),
      ),
    ])
  })

  it("refuses a search for the firm's reviews as a testimonial's source", () => {
    const quote = { quote: 'Q', name: 'N', town: 'T', date: '2024-09-14', confirmed: false }
    const withSource = (url: string) =>
      problemsAfter('testimonials', (data) => {
        data.items = [
          {
            ...(data.items[0] ?? { ...quote, project: portfolio.projects[0].id }),
            source: { name: 'Google', url },
          },
        ]
      })
    for (const search of [
      'https://www.google.com/search?q=Saltwood+reviews',
      'https://google.co.uk/search?q=x',
      'https://www.bing.com/search?q=x',
      'https://duckduckgo.com/?q=x',
    ])
      expect(withSource(search)).toEqual([
        expect.stringMatching(
          /→ source\.url: must be the address of the review itself \(its Share link\), not of a search for the firm's reviews$/,
        ),
      ])
    expect(withSource('https://maps.app.goo.gl/AbC123')).toEqual([])
    expect(withSource('https://www.google.com/maps/reviews/data=abc')).toEqual([])
  })

  it("names the categories a service's category may be", () => {
    const ids = portfolio.categories.map((category: AnyContent) => `"${category.id}"`)
    expect(problemsAfter('services', (data) => (data.items[0].category = 'nope'))).toEqual([
      expect.stringContaining(
        `"nope" is not a category of content/portfolio.yaml: ${ids.join(', ')};`,
      ),
    ])
  })

  it('does not take the card of a featured project that is gone for a link target', () => {
    expect(
      problemsAfterEdits({
        portfolio: (data) => (data.featured = [data.projects[0].id, 'gone-project']),
        footer: (data) => (data.links[0].href = '/#gone-project'),
      }),
    ).toEqual([
      expect.stringMatching(/portfolio\.featured\[1\]: "gone-project" is not the id of a project/),
      expect.stringContaining('"/#gone-project" leads to "#gone-project", which is not on /;'),
    ])
  })

  it('reads a place named with a full stop as written, and lets a place identifier name another area', () => {
    const twoAreas = (areas: AnyContent) => {
      const mount = areaOfItsOwn(areas, { name: 'Mt. Hermon', slug: 'mt-hermon' })
      const marina = areaOfItsOwn(areas, { name: 'Marina', slug: 'marina' })
      const valley = areaOfItsOwn(areas, { name: 'Carmel Valley', slug: 'carmel-valley' })
      valley.place.sameAs.push('https://example.org/wiki/Marina')
      areas.items.push(mount, marina, valley)
      return valley
    }
    expect(problemsAfter('areas', twoAreas)).toEqual([])
    expect(
      problemsAfter('areas', (areas) => {
        const valley = twoAreas(areas)
        valley.intro = 'Ten minutes from Mt. Hermon.'
        valley.work.paragraphs[0] = 'We work up to Mt. Hermon.'
      }),
    ).toEqual([
      expect.stringMatching(
        /areas\.items\[\d+\] "Carmel Valley" → intro: names Mt\. Hermon, another area, on the page of Carmel Valley/,
      ),
      expect.stringMatching(
        /areas\.items\[\d+\] "Carmel Valley"\.work\.paragraphs\[0\]: names Mt\. Hermon, another area/,
      ),
    ])
  })

  it('lets an area whose name holds another name that other place on its page', () => {
    expect(
      problemsAfter('areas', (areas) => {
        const county = areaOfItsOwn(areas, { name: `${areaNames[0]} County`, slug: 'the-county' })
        county.intro = `Homes across the county, from ${areaNames[0]} to the hills.`
        areas.items.push(county)
      }),
    ).toEqual([])
  })
})

type ListRule = {
  name: string
  source: SourceName
  file: string
  /** Where the list is, as the message names it. */
  where: string
  list: (data: AnyContent) => AnyContent[]
  max?: number
  atLeast: string
  atMost?: string
  copy: (item: AnyContent, k: number) => AnyContent
}

const copyText = (text: string, k: number) => `${text} (${k})`
/** A new service made from another: a page shows one service, so the copy names none. */
const copyServiceWithoutPage = (service: AnyContent, k: number) => {
  const copy = copyWithNewId(service, k)
  delete copy.pageHref
  return copy
}
const copyRecord = (item: AnyContent, k: number) => ({ ...item, label: copyText(item.label, k) })

const listRules: ListRule[] = [
  {
    name: 'services',
    source: 'services',
    file: 'content/services.yaml',
    where: 'services → items',
    list: (data) => data.items,
    max: 16,
    atLeast: 'must have at least one service',
    atMost: 'must have at most sixteen services',
    copy: copyServiceWithoutPage,
  },
  {
    name: 'features of a service',
    source: 'services',
    file: 'content/services.yaml',
    where: `services.items[0] "${services[0].title}" → features`,
    list: (data) => data.items[0].features,
    max: 8,
    atLeast: 'must have at least one feature',
    atMost: 'must have at most eight features',
    copy: copyText,
  },
  {
    name: 'portfolio projects',
    source: 'portfolio',
    file: 'content/portfolio.yaml',
    where: 'portfolio → projects',
    list: (data) => data.projects,
    max: 200,
    atLeast: 'must have at least one project',
    atMost: 'must have at most 200 projects',
    // A copy's longer title gets a short title for its page, as the content check asks.
    copy: (project, k) => ({ ...copyWithNewId(project, k), metaTitle: `Project copy ${k}` }),
  },
  {
    name: 'header links',
    source: 'navigation',
    file: 'content/navigation.yaml',
    where: 'navigation → links',
    list: (data) => data.links,
    max: 5,
    atLeast: 'must have at least one link',
    atMost: 'must have at most five links, or the header no longer fits',
    copy: copyRecord,
  },
  {
    name: 'stats',
    source: 'aboutPage',
    file: 'content/pages/about.yaml',
    where: 'aboutPage → stats.items',
    list: (data) => data.stats.items,
    max: 8,
    atLeast: 'must have at least one stat',
    atMost: 'must have at most eight stats',
    copy: copyRecord,
  },
  {
    name: 'core values',
    source: 'aboutPage',
    file: 'content/pages/about.yaml',
    where: 'aboutPage → values.items',
    list: (data) => data.values.items,
    max: 12,
    atLeast: 'must have at least one value',
    atMost: 'must have at most twelve values',
    copy: (value, k) => ({ ...value, title: copyText(value.title, k) }),
  },
  {
    name: 'team counts',
    source: 'aboutPage',
    file: 'content/pages/about.yaml',
    where: 'aboutPage → team.counts',
    list: (data) => data.team.counts,
    max: 6,
    atLeast: 'must have at least one team count',
    atMost: 'must have at most six team counts',
    copy: copyRecord,
  },
  {
    name: 'kitchen benefits',
    source: 'kitchenPage',
    file: 'content/pages/kitchen-renovation.yaml',
    where: 'kitchenPage → benefits.items',
    list: (data) => data.benefits.items,
    max: 16,
    atLeast: 'must have at least one benefit',
    atMost: 'must have at most sixteen benefits',
    copy: (benefit, k) => ({ text: copyText(benefit.text, k) }),
  },
  {
    name: 'kitchen process steps',
    source: 'kitchenPage',
    file: 'content/pages/kitchen-renovation.yaml',
    where: 'kitchenPage → process.steps',
    list: (data) => data.process.steps,
    max: 12,
    atLeast: 'must have at least one step',
    atMost: 'must have at most twelve steps',
    copy: (step, k) => ({ ...step, title: copyText(step.title, k) }),
  },
]

/** A heading's "Four steps" no longer matching the list resized: the check's own, expected. */
const stepCountProblem =
  /: says "[^"]+ steps", and the steps (of this page or of \/how-we-work|on \/how-we-work) number \d+( or \d+)*; write the same count$/

/** Validates with the rule's list resized to `count` items. */
function problemsWithCount(rule: ListRule, count: number): string[] {
  return problemsAfter(rule.source, (data) => {
    const list = rule.list(data)
    list.splice(0, list.length, ...resized([...list], count, rule.copy))
  })
}

describe.each(listRules)('the number of $name', (rule) => {
  it('must be at least one: an empty list is named with its file and field', () => {
    expect(problemsWithCount(rule, 0)).toEqual([`${rule.file}: ${rule.where}: ${rule.atLeast}`])
  })

  it('may be one', () => {
    // Links elsewhere in the content to the items cut away are reported as broken links (or, for
    // projects, as featured ids of no project; for services, as a service's page no service names
    // any more), and only as that: the list itself is fine. (A count problem would stop before the
    // links are checked.)
    for (const problem of problemsWithCount(rule, 1).filter((p) => !stepCountProblem.test(p)))
      expect(problem).toMatch(
        /→ ([\w.]+\.)?(href|pageHref): "[^"]*" leads to "#[^"]+", which is not on \/|portfolio\.featured\[\d+\]: "[^"]+" is not the id of a project|testimonials\.items\[\d+\] "[^"]+" → project: "[^"]+" is not the id of a project|: this is a service's page \([^)]+\), and no service of content\/services\.yaml names it/,
      )
  })

  if (rule.max !== undefined) {
    const max = rule.max
    it(`may grow to ${max}`, () => {
      expect(problemsWithCount(rule, max).filter((p) => !stepCountProblem.test(p))).toEqual([])
    })

    it(`must not pass ${max}`, () => {
      expect(problemsWithCount(rule, max + 1)).toEqual([
        `${rule.file}: ${rule.where}: ${rule.atMost}`,
      ])
    })
  }
})

describe('the portfolio categories', () => {
  it('must not be empty: the list is named, then every project left without its category', () => {
    const problems = problemsAfter('portfolio', (data) => (data.categories = []))
    expect(problems).toEqual([
      'content/portfolio.yaml: portfolio → categories: must have at least one category',
      ...portfolio.projects.map((project: AnyContent, index: number) =>
        expect.stringMatching(
          new RegExp(
            `^${escapeRegExp(`content/portfolio.yaml: portfolio.projects[${index}] "${project.title}" → category: "${project.category}" is not one of the categories`)}`,
          ),
        ),
      ),
    ])
  })

  it('may be a single category that every project shares; a service naming a removed one is named', () => {
    // The first category stays (links may lead to its filter page), relabelled, and takes every project.
    const [{ id }] = portfolio.categories
    expect(
      problemsAfter('portfolio', (data) => {
        data.categories = [{ id, label: 'Our work' }]
        // Without budgets: one beside another service's typical cost would ask why it differs.
        for (const project of data.projects) {
          project.category = id
          delete project.budget
        }
      }),
    ).toEqual(
      services.flatMap((service, index) =>
        service.category === undefined || service.category === id
          ? []
          : [
              `content/services.yaml: services.items[${index}] "${service.title}" → category: "${service.category}" is not a category of content/portfolio.yaml: "${id}"; write one of them, or leave category out`,
            ],
      ),
    )
  })

  it('may grow, each new category used by a new project', () => {
    expect(
      problemsAfter('portfolio', (data) => {
        data.categories.push({ id: 'synthetic-category', label: 'Synthetic category' })
        data.projects.push({
          ...copyWithNewId(data.projects[0], 1),
          category: 'synthetic-category',
        })
      }),
    ).toEqual([])
  })
})

describe('an editor growing the site', () => {
  it('may add projects, services, features, stats and an area served', () => {
    const area = 'Synthetic Heights'
    const atLeast = (list: unknown[], count: number) => Math.max(list.length, count)
    expect(
      problemsAfterEdits({
        // A new area is one entry, with its page's words.
        areas: (data) =>
          data.items.push(areaOfItsOwn(data, { name: area, slug: 'synthetic-heights' })),
        services: ({ items: list }) => {
          list.splice(
            0,
            list.length,
            ...resized<AnyContent>([...list], atLeast(list, 7), copyServiceWithoutPage),
          )
          list[0].features = resized<AnyContent>(
            list[0].features,
            atLeast(list[0].features, 6),
            copyText,
          )
        },
        portfolio: (data) => {
          data.projects = resized<AnyContent>(
            data.projects,
            atLeast(data.projects, 12),
            copyWithNewId,
          )
          data.projects[data.projects.length - 1].location = area
        },
        aboutPage: (page) =>
          (page.stats.items = resized<AnyContent>(
            page.stats.items,
            atLeast(page.stats.items, 5),
            copyRecord,
          )),
      }),
    ).toEqual([])
  })

  it('may word the status pages, the form and its messages freely', () => {
    expect(
      problemsAfterEdits({
        notFoundPage: (page) => (page.title = 'We could not find that page'),
        errorPage: (page) => (page.title = 'Something broke on our side'),
        contactForm: (form) => {
          form.submitting = 'Opening your email app…'
          form.messages.missingText = 'A few fields still need an answer'
          form.messages.successTitle = 'Almost there'
          form.fields.projectDetails.rows = 6
        },
        kitchenPage: (page) => (page.valueClaim.figure = 'Up to 20%'),
      }),
    ).toEqual([])
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
        'content/pages/not-found.yaml: notFoundPage → consoleMessage: must contain {path}, where the requested path goes',
      ],
    )
    expect(
      problemsAfter('contactForm', (form) => (form.email.subject = 'Enquiry from {first}')),
    ).toEqual([
      'content/contact-form.yaml: contactForm → email.subject: must contain {first} and {last}',
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
describe('facts stated in two places', () => {
  it('refuses a count of steps that is not the count of the steps', () => {
    const process = sourceData('howWeWorkPage')
    const count = process.steps.items.length
    expect(
      problemsAfter('howWeWorkPage', (data) => (data.hero.intro = `${count + 1} steps`)),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages/how-we-work\\.yaml(:\\d+)?: .*hero\\.intro: says "${count + 1} steps", and the steps of this page or of /how-we-work number ${count}; write the same count$`,
        ),
      ),
    ])
    expect(problemsAfter('howWeWorkPage', (data) => (data.hero.intro = `${count} steps`))).toEqual(
      [],
    )
  })

  it('refuses a deposit whose figure is not the one of the payments', () => {
    const deposit = (cost: string) =>
      problemsAfter('howWeWorkPage', (data) => {
        data.payments.items[0] = {
          ...data.payments.items[0],
          title: 'Deposit',
          amount: '$1,000, or 10% if less',
        }
        data.steps.items[0].cost = cost
      })
    expect(deposit('A $2,500 deposit; permit fees at cost')).toEqual([
      expect.stringMatching(
        /→ cost: names a deposit of \$2,500, and the payments on \/how-we-work \(.*\) say "\$1,000, or 10% if less"; state the deposit there only, or write the same figure$/,
      ),
    ])
    expect(deposit('A $1,000 deposit. A $2,500 retainer.')).toEqual([])
  })

  it("asks why a project's budget lies outside its service's typical cost", () => {
    const index = portfolio.projects.findIndex((project: AnyContent) =>
      services.some((service) => service.category === project.category),
    )
    const service = services.find((s) => s.category === portfolio.projects[index].category)!
    const withBudget = (from: number, to: number, budgetWhy?: string) =>
      problemsAfter('portfolio', (data) => {
        data.projects[index] = {
          ...data.projects[index],
          budget: { cost: { from, to }, duration: '3 months', confirmed: false },
          budgetWhy,
        }
        if (!budgetWhy) delete data.projects[index].budgetWhy
      })
    const { from, to } = service.price.cost
    expect(withBudget(from, to)).toEqual([])
    expect(withBudget(from, to + 1)).toEqual([
      expect.stringMatching(
        /→ budget: its budget, .* lies outside the typical cost of .* shown beside it \(.*\); say why in budgetWhy/,
      ),
    ])
    expect(withBudget(from - 1, to, 'A larger room.')).toEqual([])
  })
})
