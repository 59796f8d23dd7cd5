/** @jest-environment node */
// What a content problem offers as its fix: the pages, sections, projects and categories it may name.
import { accessibilitySections, mainContentId, routes } from '@/lib/content/urls'
import {
  type AnyContent,
  areaOfItsOwn,
  problemsAfter,
  sourceData,
} from './helpers/content-problems'
import { escapeRegExp } from './helpers/text'

// The content as the editor wrote it: item names in messages come from here, whatever they are.
const services = sourceData('services').items as AnyContent[]
const portfolio = sourceData('portfolio')
const areaNames: string[] = sourceData('areas').items.map((area: AnyContent) => area.name)

describe('how a problem is written', () => {
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
      expect.stringMatching(/no service names it/),
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
          `^content/testimonials\\.yaml: testimonials\\.items\\[0\\] "[^"]+" → project: "no-such-project" is not the page address of a project \\(Projects and categories › Projects\\): ${escapeRegExp(ids)}; write one of them$`,
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
          /→ source\.url: must be the address of the review itself \(its Share link\), starting with "https:\/\/", not of a search for the firm's reviews$/,
        ),
      ])
    expect(withSource('https://maps.app.goo.gl/AbC123')).toEqual([])
    expect(withSource('https://www.google.com/maps/reviews/data=abc')).toEqual([])
  })

  it("names the categories a service's category may be", () => {
    const ids = portfolio.categories.map((category: AnyContent) => `"${category.id}"`)
    expect(problemsAfter('services', (data) => (data.items[0].category = 'nope'))).toEqual([
      expect.stringContaining(
        `"nope" is not a category of the portfolio (Projects and categories › Categories): ${ids.join(', ')};`,
      ),
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
