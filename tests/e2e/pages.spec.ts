import { expect, test } from '@playwright/test'
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

const { services, servicesPage, portfolio, kitchenPage, aboutPage } = content

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
