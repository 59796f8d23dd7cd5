import { expect, type Page, test } from '@playwright/test'
import type { Link } from '@/lib/content/schema'
import {
  callToAction,
  content,
  destination,
  formField,
  fragmentOf,
  hero,
  landing,
  leadsToContact,
} from './content'

const { site, home, services, servicesPage, portfolio, kitchenPage, aboutPage } = content

/** The link with this content's label and address, inside `scope`. */
async function expectLink(scope: ReturnType<Page['locator']>, { label, href }: Link) {
  await expect(scope.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
}

test.describe('each page shows its content', { tag: '@content' }, () => {
  test('home: hero, services overview, portfolio, about and contact', async ({ page }) => {
    await page.goto('/')
    const top = hero(page)
    await expect(top.getByRole('heading', { level: 1 })).toHaveText(home.hero.title)
    await expectLink(top, home.hero.primary)
    await expectLink(top, home.hero.secondary)
    await expect(top.locator('dd')).toHaveText(home.hero.highlights.map((item) => item.value))
    await expect(top.locator('dt')).toHaveText(home.hero.highlights.map((item) => item.label))
    await expect(top.getByRole('img', { name: home.hero.image.alt, exact: true })).toBeVisible()

    // A card per service, its title leading to the service's page or its details.
    const servicesSection = page.locator('#services')
    const serviceTitles = servicesSection.getByRole('heading', { level: 3 })
    await expect(serviceTitles).toHaveText(services.map((service) => service.title))
    for (const service of services) {
      await expect(
        servicesSection.getByRole('link', { name: service.title, exact: true }),
      ).toHaveAttribute('href', service.pageHref ?? `/services#${service.id}`)
    }
    await expectLink(servicesSection, home.servicesOverview.allServices)

    // A card per featured project (portfolio.featured, or the first three), in that order: tag
    // (its category), kind of work, year, place.
    const featured = (
      portfolio.featured ?? portfolio.projects.slice(0, 3).map((project) => project.id)
    ).map((id) => portfolio.projects.find((project) => project.id === id)!)
    const projects = page.locator('#portfolio').getByRole('article')
    await expect(projects).toHaveCount(featured.length)
    for (const [index, project] of featured.entries()) {
      const card = projects.nth(index)
      const tag = portfolio.categories.find((category) => category.id === project.category)!.label
      await expect(card).toHaveAttribute('id', project.id)
      await expect(card.getByRole('heading')).toHaveText(project.title)
      for (const text of [tag, project.workType, String(project.year), project.location])
        await expect(card).toContainText(text)
      await expect(card).toContainText(project.description)
      const image = card.getByRole('img')
      await expect(image).toHaveAttribute('alt', project.image.alt)
      await expect(image).toHaveAttribute('width', String(project.image.width))
      await expect(image).toHaveAttribute('height', String(project.image.height))
    }
    await expectLink(page.locator('#portfolio'), portfolio.quoteButton)

    const about = page.locator('#about')
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(home.about.heading.title)
    for (const paragraph of home.about.paragraphs) await expect(about).toContainText(paragraph)
    await expect(about.getByRole('listitem')).toHaveText(home.about.points)
    await expectLink(about, home.about.primary)
    await expectLink(about, home.about.secondary)

    const contact = page.locator('#contact')
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText(home.contact.heading.title)
    await expect(contact.getByRole('link', { name: site.phone, exact: true })).toBeVisible()
    await expect(contact.getByRole('link', { name: site.email, exact: true })).toBeVisible()
    await expect(contact).toContainText(site.hours.display)
  })

  test('/services: a card per service with its features, and a call to action', async ({
    page,
  }) => {
    await page.goto('/services')
    const cards = page.locator('#service-list').getByRole('article')
    await expect(cards).toHaveCount(services.length)
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading')).toHaveText(service.title)
      await expect(card.getByRole('listitem')).toHaveText(service.features)
      await expect(
        card.getByRole('link', {
          name: `${servicesPage.learnMore} ${servicesPage.learnMoreAbout} ${service.title}`,
          exact: true,
        }),
      ).toHaveAttribute('href', service.pageHref ?? `#${service.id}`)
    }
    // Each service's details, the target of its Learn More link.
    for (const service of services)
      await expect(page.locator(`[id="${service.id}"]`)).toContainText(service.details)
    const cta = callToAction(page, servicesPage.callToAction.title)
    await expectLink(cta, servicesPage.callToAction.primary)
    if (servicesPage.callToAction.secondary)
      await expectLink(cta, servicesPage.callToAction.secondary)
  })

  test('/kitchen-renovation: hero, benefits, steps, the value claim and a call to action', async ({
    page,
  }) => {
    await page.goto('/kitchen-renovation')
    const { valueClaim, benefits, process } = kitchenPage
    await expect(page.getByText(valueClaim.figure, { exact: true })).toBeVisible()
    await expect(page.getByText(valueClaim.label, { exact: true })).toBeVisible()
    await expect(page.getByText(valueClaim.note, { exact: true })).toBeVisible()
    await expect(page.locator('#benefits').getByRole('listitem')).toHaveText(
      benefits.items.map((item) => item.text),
    )
    const steps = page.locator('#process').getByRole('listitem')
    await expect(steps).toHaveCount(process.steps.length)
    for (const [index, { step, title }] of process.steps.entries()) {
      await expect(steps.nth(index)).toContainText(step)
      await expect(steps.nth(index).getByRole('heading')).toHaveText(
        `${process.stepLabel} ${step}: ${title}`,
      )
    }
    await expect(
      page.getByRole('img', { name: kitchenPage.hero.image.alt, exact: true }),
    ).toHaveAttribute('fetchpriority', 'high')
    await expectLink(
      callToAction(page, kitchenPage.callToAction.title),
      kitchenPage.callToAction.primary,
    )
  })

  test('/about: story, stats, core values, team counts and a call to action', async ({ page }) => {
    await page.goto('/about')
    for (const paragraph of aboutPage.story.paragraphs)
      await expect(page.locator('#story')).toContainText(paragraph)
    for (const [section, items] of [
      ['#stats', aboutPage.stats.items],
      ['#team', aboutPage.team.counts],
    ] as const) {
      // Each figure with its label: the label is the term, the figure its description.
      const figures = page.locator(section).locator('dd')
      await expect(figures).toHaveText(items.map((item) => item.value))
      await expect(page.locator(section).locator('dt')).toHaveText(items.map((item) => item.label))
      for (let i = 0; i < items.length; i++) await expect(figures.nth(i)).toBeVisible()
    }
    await expect(page.locator('#values').getByRole('heading', { level: 3 })).toHaveText(
      aboutPage.values.items.map((value) => value.title),
    )
    await expectLink(
      callToAction(page, aboutPage.callToAction.title),
      aboutPage.callToAction.primary,
    )
  })
})

test.describe('buttons lead where they promise', () => {
  /** Each content button of the inner pages, with the part of the page it is in. */
  const cases: { from: string; where: 'hero' | 'cta' | 'cards'; link: Link }[] = [
    { from: '/services', where: 'cta', link: servicesPage.callToAction.primary },
    ...(servicesPage.callToAction.secondary
      ? [{ from: '/services', where: 'cta' as const, link: servicesPage.callToAction.secondary }]
      : []),
    { from: '/kitchen-renovation', where: 'hero', link: kitchenPage.hero.primary },
    { from: '/kitchen-renovation', where: 'hero', link: kitchenPage.hero.secondary },
    { from: '/kitchen-renovation', where: 'cta', link: kitchenPage.callToAction.primary },
    { from: '/about', where: 'cta', link: aboutPage.callToAction.primary },
    // Learn More on each service card: its own page, or its details further down /services.
    ...services.map((service) => ({
      from: '/services',
      where: 'cards' as const,
      link: {
        label: `${servicesPage.learnMore} ${servicesPage.learnMoreAbout} ${service.title}`,
        href: service.pageHref ?? `#${service.id}`,
      },
    })),
  ]
  const ctaTitle: Record<string, string> = {
    '/services': servicesPage.callToAction.title,
    '/kitchen-renovation': kitchenPage.callToAction.title,
    '/about': aboutPage.callToAction.title,
  }

  for (const { from, where, link } of cases) {
    test(`${link.label} → ${link.href} (${where} of ${from})`, async ({ page }) => {
      await page.goto(from)
      const scope =
        where === 'hero'
          ? hero(page)
          : where === 'cta'
            ? callToAction(page, ctaTitle[from]!)
            : page.locator('#service-list')
      await scope.getByRole('link', { name: link.label, exact: true }).click()
      await expect(page).toHaveURL(destination(from, link.href))
      const target = landing(page, link.href)
      await expect(target).toBeInViewport()
      const project = portfolio.projects.find((p) => p.id === fragmentOf(link.href))
      if (project) await expect(target).toContainText(project.title)
      if (leadsToContact(from, link.href)) await expect(formField(page, 'firstName')).toBeVisible()
    })
  }
})
