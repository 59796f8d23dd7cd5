/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
// The projects of content/portfolio.yaml: featured projects, ids, page titles and page details.
import { content } from '@/lib/content'
import { reservedProjectIds } from '@/lib/content/schema'
import { withFormLabels } from '@/lib/content/validate'
import { type AnyContent, problemsAfter, sourceData } from './helpers/content-problems'

// The content as the editor wrote it: every name and id in the messages comes from here.
const portfolio = sourceData('portfolio')
const site = sourceData('site')
const projectIds: string[] = portfolio.projects.map((project: AnyContent) => project.id)
const quoted = (values: string[]) => values.map((value) => `"${value}"`).join(', ')

describe('featured projects (content/portfolio.yaml featured)', () => {
  it('are valid as committed, each naming a project', () => {
    expect(problemsAfter('portfolio', () => undefined)).toEqual([])
    for (const id of content.portfolio.featured ?? []) expect(projectIds).toContain(id)
  })

  // The featured projects as they are (links elsewhere may lead to their cards on the home page),
  // leaving room for one more.
  const featured: string[] = (portfolio.featured ?? projectIds.slice(0, 3)).slice(0, 5)

  it('name a missing project in one line: file, item and field', () => {
    expect(
      problemsAfter('portfolio', (data) => (data.featured = [...featured, 'no-such-project'])),
    ).toEqual([
      `content/portfolio.yaml: portfolio.featured[${featured.length}]: "no-such-project" is not the id of a project in portfolio.projects: ${quoted(projectIds)}; write one of them, or remove it from featured`,
    ])
  })

  it('name each project once', () => {
    expect(
      problemsAfter('portfolio', (data) => (data.featured = [...featured, featured[0]])),
    ).toEqual([
      `content/portfolio.yaml: portfolio.featured[${featured.length}]: "${featured[0]}" is already featured; name each project once`,
    ])
  })

  it('are one to six, or left out (the first three then)', () => {
    expect(problemsAfter('portfolio', (data) => (data.featured = []))).toEqual([
      'content/portfolio.yaml: portfolio → featured: must name at least one project, or leave featured out',
    ])
    expect(
      problemsAfter('portfolio', (data) => (data.featured = Array(7).fill(projectIds[0]))),
    ).toEqual(['content/portfolio.yaml: portfolio → featured: must name at most six projects'])
    expect(problemsAfter('portfolio', (data) => delete data.featured)).toEqual([])
  })
})

describe('project ids', () => {
  it.each(reservedProjectIds)('may not be "%s", the name of a filter page', (reserved) => {
    const last = portfolio.projects.length - 1
    expect(
      problemsAfter('portfolio', (data) => {
        data.projects[last].id = reserved
        data.featured = data.featured?.filter((id: string) => id !== projectIds[last])
      }),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[${last}] "${portfolio.projects[last].title}" → id: the id "${reserved}" is reserved for the portfolio's filter pages (/portfolio/${reserved}/…); choose another`,
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
      /^content\/portfolio\.yaml: portfolio\.projects\[0\] "A very long[^"]+" → image\.alt \(“Image › Alt text” in the editor\): /,
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

  it('hold at most 24 gallery pictures, named in one line', () => {
    const [first] = portfolio.projects
    const picture = first.gallery?.[0] ?? first.image
    expect(
      problemsAfter('portfolio', (data) => (data.projects[0].gallery = Array(24).fill(picture))),
    ).toEqual([])
    expect(
      problemsAfter('portfolio', (data) => (data.projects[0].gallery = Array(25).fill(picture))),
    ).toEqual([
      `content/portfolio.yaml: portfolio.projects[0] "${first.title}" → gallery: must have at most 24 images`,
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
