/** @jest-environment node */
/**
 * The content check ties a service's fixed page to exactly one service (its `pageHref`), and names
 * the file and field of a mistake in what a service's own page shows.
 */
import { content } from '@/lib/content'
import { routes } from '@/lib/content/urls'
import { needs } from '../content-set'
import { problemsAfter, problemsAfterEdits } from './helpers/content-problems'

const { services } = content
const service = needs(
  services.find((item) => item.pageHref === routes.kitchen),
  `a service with pageHref: ${routes.kitchen}`,
  'services.yaml',
)

describe("the content check and a service's page", () => {
  const index = services.indexOf(service)

  it('refuses a service page that no service names', () => {
    expect(problemsAfter('services', (data) => delete data.items[index].pageHref)).toContainEqual(
      `content/pages/kitchen-renovation.yaml: this is a service's page (${routes.kitchen}), and no service names it; give its service (Services › Items) the Fixed page ${routes.kitchen}`,
    )
  })

  it('refuses a second service naming the same page', () => {
    const other = services.findIndex((item) => item !== service)
    // The one further down the list is named, whichever of the two the editor put first.
    const [earlier, later] = [index, other].toSorted((a, b) => a - b) as [number, number]
    expect(
      problemsAfterEdits({
        services: (data) => (data.items[other].pageHref = `${routes.kitchen}#main-content`),
      }),
    ).toEqual([
      `content/services.yaml: services.items[${later}] "${services[later]!.title}" → pageHref: ${routes.kitchen} is already the page of the service "${services[earlier]!.title}"; a service's page shows one service, so leave Fixed page empty here, and this service has its own page at /services/<its id>`,
    ])
  })

  it("refuses a pageHref that is not a service's fixed page: the service has its own page", () => {
    const other = services.findIndex((item) => item.pageHref === undefined)
    expect(
      problemsAfter('services', (data) => (data.items[other].pageHref = routes.about)),
    ).toEqual([
      `content/services.yaml: services.items[${other}] "${services[other]!.title}" → pageHref: ${routes.about} is not a service's page (${routes.kitchen}); leave Fixed page empty, and the service has its own page at /services/<its id>`,
    ])
  })

  it('names the service, question and field of a missing answer, or of a missing time to move-in', () => {
    const other = services.findIndex((item) => item.pageHref === undefined)
    const named = `content/services.yaml: services.items[${other}] "${services[other]!.title}"`
    expect(
      problemsAfter('services', (data) => {
        delete data.items[other].faq[0].answer
        delete data.items[other].timeline.total
      }),
    ).toEqual([
      `${named} → timeline.total: is missing; add it`,
      `${named}.faq[0] → answer: is missing; add it`,
    ])
  })
})
