/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/** The content check ties a service's own page to exactly one service (its `pageHref`). */
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
      `content/pages/kitchen-renovation.yaml: this is a service's page (${routes.kitchen}), and no service of content/services.yaml names it; give its service pageHref: ${routes.kitchen}`,
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
      `content/services.yaml: services.items[${later}] "${services[later]!.title}" → pageHref: ${routes.kitchen} is already the page of services.items[${earlier}] "${services[earlier]!.title}"; a service's page shows one service, so link this one elsewhere or leave pageHref out`,
    ])
  })
})
