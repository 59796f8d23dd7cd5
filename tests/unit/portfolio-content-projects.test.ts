/** @jest-environment node */
// The projects of content/portfolio.yaml: places on the home page, ids, page titles and page details.
import { galleryMax, reservedProjectIds } from '@/lib/content/schema'
import { withFormLabels } from '@/lib/content/validate'
import { problemsAfter, sourceData } from './helpers/content-problems'

// The content as the editor wrote it: every name and id in the messages comes from here.
const portfolio = sourceData('portfolio')
const site = sourceData('site')

describe("a project's place on the home page", () => {
  it('is valid as committed', () => {
    expect(problemsAfter('portfolio', () => undefined)).toEqual([])
  })

  it('is a place from 1 to 6, typed as people type it', () => {
    const title = portfolio.projects[0].title
    for (const place of ['1', ' 6 ', 4])
      expect(
        problemsAfter('portfolio', (data) => (data.projects[0].homePagePlace = place)),
      ).toEqual([])
    for (const place of [0, 7, '1st', 2.5])
      expect(
        problemsAfter('portfolio', (data) => (data.projects[0].homePagePlace = place)),
      ).toEqual([
        `content/portfolio.yaml: portfolio.projects[0] "${title}" → homePagePlace: must be a place from 1 to 6`,
      ])
  })

  it('is given to six projects at most, the seventh named', () => {
    const problems = problemsAfter('portfolio', (data) => {
      data.projects = Array.from({ length: 7 }, (_, index) => ({
        ...structuredClone(data.projects[0]),
        id: `project-${index}`,
        title: `Project ${index}`,
        homePagePlace: 1,
      }))
    })
    expect(problems).toEqual([
      'content/portfolio.yaml: portfolio.projects[6] "Project 6" → homePagePlace: the home page shows at most 6 projects, and 7 have a place on it; empty the place of the ones it should not show',
    ])
  })
})

describe('project ids', () => {
  it.each(reservedProjectIds)('may not be "%s", the name of a filter page', (reserved) => {
    const last = portfolio.projects.length - 1
    expect(
      problemsAfter('portfolio', (data) => {
        data.projects[last].id = reserved
      }),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[${last}] "${portfolio.projects[last].title}" → id: the page address "${reserved}" is reserved for the portfolio's filter pages (/portfolio/${reserved}/…); choose another`,
    ])
  })
})

describe('project page titles', () => {
  it('need a metaTitle when the title is too long for search results', () => {
    const long = `${'A very long project title '.repeat(3).trim()}`
    const full = `${long} | ${site.name}`
    expect(
      problemsAfter('portfolio', (data) => {
        data.projects[0].title = long
        delete data.projects[0].metaTitle
      }),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[0] "${long}" → title: its page's title "${full}" is ${full.length} characters; search results cut it after 70, so fill in a shorter Meta title (metaTitle) for the page`,
    ])
    expect(
      problemsAfter('portfolio', (data) => {
        data.projects[0].title = long
        data.projects[0].metaTitle = 'Short title'
      }),
    ).toEqual([])
  })

  it('are named on the preview by the labels of the form at /admin too', () => {
    const [problem] = problemsAfter('portfolio', (data) => {
      data.projects[0].title = 'A very long project title '.repeat(3).trim()
      data.projects[0].image.alt = ''
    })
    expect(withFormLabels(problem!)).toMatch(
      /^content\/portfolio\.yaml: portfolio\.projects\[0\] "A very long[^"]+" → image\.alt \(“Image › What the picture shows” in the editor\): /,
    )
  })
})

describe('project page details', () => {
  it('are each optional: a project with none of them is valid', () => {
    expect(
      problemsAfter('portfolio', (data) => {
        for (const project of data.projects)
          for (const field of ['scope', 'facts', 'story', 'gallery', 'beforeAfter'])
            delete project[field]
      }),
    ).toEqual([])
  })

  it(`hold at most ${galleryMax} gallery pictures, named in one line`, () => {
    const [first] = portfolio.projects
    const picture = first.gallery?.[0] ?? first.image
    expect(
      problemsAfter(
        'portfolio',
        (data) => (data.projects[0].gallery = Array(galleryMax).fill(picture)),
      ),
    ).toEqual([])
    expect(
      problemsAfter(
        'portfolio',
        (data) => (data.projects[0].gallery = Array(galleryMax + 1).fill(picture)),
      ),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[0] "${first.title}" → gallery: must have at most ${galleryMax} images`,
    ])
  })

  it('name a fact without its value, and a before/after picture that is missing', () => {
    const [first] = portfolio.projects
    expect(
      problemsAfter('portfolio', (data) => {
        data.projects[0].facts = [{ label: 'Duration' }]
        data.projects[0].beforeAfter = [{ before: first.image }]
      }),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[0] "${first.title}".facts[0] "Duration" → value: is missing; add it`,
      `content/portfolio.yaml: portfolio.projects[0] "${first.title}".beforeAfter[0] → after: is missing; add it`,
    ])
  })
})
