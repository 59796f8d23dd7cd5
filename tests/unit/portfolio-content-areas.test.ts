/** @jest-environment node */
// The areas of content/areas.yaml, the links to the portfolio and area pages, and the page words.
import {
  type AnyContent,
  areaOfItsOwn,
  problemsAfter,
  problemsAfterEdits,
  sourceData,
} from './helpers/content-problems'

// The content as the editor wrote it: every name and id in the messages comes from here.
const portfolio = sourceData('portfolio')
const areas = sourceData('areas')

describe('areas (content/areas.yaml)', () => {
  it('have one entry each: a second entry for an area is named', () => {
    expect(
      problemsAfter('areas', (data) =>
        data.items.push({
          ...areaOfItsOwn(data, { name: 'x', slug: 'second-entry' }),
          name: data.items[0].name,
        }),
      ),
    ).toEqual([
      `content/areas.yaml: areas.items[${areas.items.length}] "${areas.items[0].name}" → name: "${areas.items[0].name}" already has an entry (areas.items[0]); each area has exactly one`,
    ])
  })

  it("name a text of a new area that names another area, as a copied entry's words do", () => {
    // Another area's entry copied whole, only its name, address and place changed.
    const [first] = areas.items
    const copy = {
      ...areaOfItsOwn(areas, { name: 'Copied Grove', slug: 'copied-grove' }),
      ...Object.fromEntries(
        Object.entries(structuredClone(first)).filter(
          ([key]) => !['name', 'slug', 'place'].includes(key),
        ),
      ),
    }
    const problems = problemsAfter('areas', (data) => data.items.push(copy))
    expect(problems).toContain(
      `content/areas.yaml: areas.items[${areas.items.length}] "Copied Grove" → title: names ${first.name}, another area, on the page of Copied Grove; write this area's own words (copied from ${first.name}'s entry?)`,
    )
    expect(problems.every((problem) => problem.includes(`names ${first.name}, another area`))).toBe(
      true,
    )
    // The same entry in words of its own passes; a longer name that starts with another area's
    // ("… County"), a picture's description, or the area's own name in it, are its own words.
    expect(
      problemsAfter('areas', (data) => {
        const own = areaOfItsOwn(data, { name: 'Copied Grove', slug: 'copied-grove' })
        own.intro = `Copied Grove homes, permitted by ${first.name} County.`
        data.items.push(own)
      }),
    ).toEqual([])
  })

  it('each have their own slug, written in lower-case words and dashes', () => {
    // A second area served, given the first one's slug: whatever number of areas content has.
    const [first] = areas.items
    const second = 'Second Town'
    expect(
      problemsAfterEdits({
        areas: (data) =>
          data.items.push({ ...areaOfItsOwn(data, { name: second, slug: 'x' }), slug: first.slug }),
      }),
    ).toEqual([
      `content/areas.yaml: areas.items[${areas.items.length}] "${second}" → slug: "${first.slug}" is already the slug of areas.items[0] "${first.name}"; each area needs its own`,
    ])
    expect(problemsAfter('areas', (data) => (data.items[0].slug = 'Carmel By The Sea'))).toEqual([
      `content/areas.yaml: areas.items[0] "${first.name}" → slug: must be lower-case words joined by dashes, like "carmel-by-the-sea"`,
    ])
  })

  it('each identify their own place, by a Wikidata page or another public reference', () => {
    // A second area served, copied from the first and its place left as it was.
    const [first] = areas.items
    const second = 'Second Town'
    expect(
      problemsAfterEdits({
        areas: (data) =>
          data.items.push({
            ...areaOfItsOwn(data, { name: second, slug: 'second-town' }),
            place: structuredClone(data.items[0].place),
          }),
      }),
    ).toEqual(
      first.place.sameAs.map(
        (address: string) =>
          `content/areas.yaml: areas.items[${areas.items.length}] "${second}" → place.sameAs: "${address}" already identifies areas.items[0] "${first.name}"; give this place its own`,
      ),
    )
    expect(
      problemsAfter('areas', (data) => {
        data.items[0].place.kind = 'Town'
        data.items[0].place.sameAs = ['wikidata.org/wiki/Q1']
      }),
    ).toEqual([
      `content/areas.yaml: areas.items[0] "${first.name}" → place.kind: must be City (a city or town) or Place (an unincorporated community)`,
      expect.stringContaining(
        `content/areas.yaml: areas.items[0] "${first.name}".place.sameAs[0]: must be a full web address starting with "https://"`,
      ),
    ])
  })

  it('say whether each permit note is confirmed', () => {
    expect(
      problemsAfter('areas', (data) => (data.items[0].permits.notes[0].confirmed = 'yes')),
    ).toEqual([
      `content/areas.yaml: areas.items[0] "${areas.items[0].name}".permits.notes[0] "${areas.items[0].permits.notes[0].text}" → confirmed: must be true or false`,
    ])
  })
})

describe('links to the portfolio and area pages', () => {
  const [project] = portfolio.projects
  const [category] = portfolio.categories
  const [area] = areas.items
  const linking = (href: string) => problemsAfter('footer', (data) => (data.links[0].href = href))

  it.each([
    ['/portfolio'],
    [`/portfolio/${project.id}`],
    [`/portfolio/category/${category.id}`],
    [`/portfolio/area/${area.slug}`],
    [`/portfolio/category/${category.id}/area/${area.slug}`],
    [`/areas/${area.slug}`],
  ])('accept %s', (href) => {
    expect(linking(href)).toEqual([])
  })

  it.each([
    ['/portfolio/no-such-project'],
    ['/portfolio/category/no-such-category'],
    ['/areas/no-such-area'],
  ])('reject %s, a page the content does not make', (href) => {
    expect(linking(href)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/footer\\.yaml: footer\\.links\\[0\\] "[^"]+" → href: "${href}" leads to a page that does not exist`,
        ),
      ),
    ])
  })

  it('reject a home page anchor of a project that is not featured', () => {
    // The home page shows only the featured projects, so only they are link targets there. A
    // project added and left unfeatured, whatever number of projects content has.
    const extra = 'a-project-not-featured'
    const problems = problemsAfterEdits({
      portfolio: (data: AnyContent) => {
        data.projects.push({
          ...structuredClone(data.projects[0]),
          id: extra,
          title: 'A project not featured',
          homePagePlace: undefined,
        })
        for (const project of data.projects.slice(1)) delete project.homePagePlace
        data.projects[0].homePagePlace = 1
      },
      footer: (data) => (data.links[0].href = `/#${extra}`),
    })
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/footer\\.yaml: footer\\.links\\[0\\] "[^"]+" → href: "/#${extra}" leads to "#${extra}", which is not on /`,
        ),
      ),
    )
    // Any other link of the content to a project no longer featured is named the same way.
    for (const problem of problems) expect(problem).toMatch(/leads to "#[^"]+", which is not on \//)
  })
})

describe('page words (content/pages/portfolio.yaml)', () => {
  it('keep the placeholders the pages fill in', () => {
    expect(
      problemsAfterEdits({
        portfolioPage: (page) => (page.count.other = 'several projects'),
        projectPage: (page) => (page.callToAction.prefill = 'I liked one of your projects.'),
      }),
    ).toEqual([
      'content/pages/portfolio.yaml: portfolioPage → count.other: must contain {number}, where the page puts that value',
      'content/pages/project.yaml: projectPage → callToAction.prefill: must contain {project name}, where the page puts that value',
    ])
  })
})
