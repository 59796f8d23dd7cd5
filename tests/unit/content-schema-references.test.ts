/** @jest-environment node */
// The content's ids and references across files: unique ids, areas, categories, years, images, links.
import { z } from 'zod'
import { homeSections } from '@/lib/content/urls'
import { checkPublishedNames } from '@/lib/content/validate/ids-images'
import {
  type AnyContent,
  problemsAfter,
  problemsAfterEdits,
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

describe('site content', () => {
  it('rejects a project copied without a new id, naming both', () => {
    const [first] = portfolio.projects
    const copyIndex = portfolio.projects.length
    expect(
      problemsAfter('portfolio', (data) => data.projects.push(structuredClone(data.projects[0]))),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[${copyIndex}] "${first.title}" → id: the page address "${first.id}" is already used by content/portfolio.yaml: portfolio.projects[0] "${first.title}" → id; each must be unique`,
    ])
  })

  it('rejects a project id already used by a service', () => {
    expect(problemsAfter('portfolio', (data) => (data.projects[0].id = services[0].id))).toEqual([
      `content/portfolio.yaml: portfolio.projects[0] "${portfolio.projects[0].title}" → id: the page address "${services[0].id}" is already used by content/services.yaml: services.items[0] "${services[0].title}" → id; each must be unique`,
    ])
  })

  it('rejects an id reserved for a home page section', () => {
    expect(
      problemsAfter('services', ({ items: list }) => (list[0].id = homeSections.contact)),
    ).toEqual([
      `content/services.yaml: services.items[0] "${services[0].title}" → id: the page address "${homeSections.contact}" is reserved for a page section; choose another`,
    ])
  })

  it('rejects a project location that is not one of the areas', () => {
    const last = portfolio.projects.length - 1
    expect(
      problemsAfter('portfolio', (data) => (data.projects[last].location = 'Nowhere-on-the-Map')),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[${last}] "${portfolio.projects[last].title}" → location: "Nowhere-on-the-Map" is not one of the areas (Areas › Area pages): ${quoted(areaNames)}; write it the same way, or add the area there`,
    ])
  })

  it('names every project left in an area whose entry was removed', () => {
    const [removed, ...left] = areaNames
    const edited = structuredClone(portfolio)
    edited.projects[0].location = removed
    const expected = (edited.projects as AnyContent[]).flatMap((project, index) =>
      project.location === removed
        ? [
            `content/portfolio.yaml: portfolio.projects[${index}] "${project.title}" → location: "${removed}" is not one of the areas (Areas › Area pages): ${quoted(left)}; write it the same way, or add the area there`,
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
      `content/portfolio.yaml: portfolio.projects[0] "${portfolio.projects[0].title}" → year: ${year} is before the firm was founded (Business facts › Founded year: ${site.foundedYear})`,
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
    const feature = (data: AnyContent) => (data.projects[0].homePagePlace = 1)
    const edits = {
      kitchenPage: (page: AnyContent) => (page.hero.secondary.href = `/#${project.id}`),
      portfolio: feature,
    }
    expect(problemsAfterEdits(edits)).toEqual([])
    const problems = problemsAfterEdits({
      ...edits,
      portfolio: (data) => {
        feature(data)
        data.projects[0].id = 'renamed-project'
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
          `leads to "#${project.id}", which is not on /;|^content/testimonials\\.yaml: testimonials\\.items\\[\\d+\\] "[^"]+" → project: "${project.id}" is not the page address of a project`,
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
})

describe('photos published under one name', () => {
  it('refuses two photos whose copies would share a name, naming both', () => {
    // The schema keeps names to one folder in lower case, so no two files can meet today; the rule
    // stands beside the naming (lib/responsive-images.ts) so that a looser schema cannot undo it.
    const source = (name: string, src: string) => ({
      file: `content/${name}.yaml`,
      name,
      schema: z.unknown(),
      data: { image: { src } },
    })
    expect(
      checkPublishedNames([source('one', '/images/a-b.jpg'), source('two', '/images/a/b.jpg')]),
    ).toEqual([
      'content/two.yaml: two → image.src: the photo "/images/a/b.jpg" would be published under the same name as "/images/a-b.jpg" (content/one.yaml: one → image.src), and one would be shown for the other; upload one of them again under another name',
    ])
  })

  it('accepts two photos called img_5104 in two formats', () => {
    const problems = problemsAfterEdits(
      {
        portfolio: (data) => {
          data.projects[0].image.src = '/images/img_5104.jpg'
          data.projects[1].image.src = '/images/img_5104.webp'
        },
      },
      () => true,
    )
    expect(problems.filter((problem) => problem.includes('same name'))).toEqual([])
  })
})
