import { expect, test } from './fixtures'
import type { Link } from '@/lib/content/schema'
import { enquiryHref } from '@/lib/content/urls'
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
import { describeOnTidewater } from './tidewater'
import { newestFirst } from '@/components/sections/testimonials'
import { countText } from '@/lib/portfolio/rules'

const { services, servicesPage, portfolio, kitchenPage, aboutPage } = content

test("Learn More on /services leads to each service's own page, by keyboard", async ({ page }) => {
  for (const service of services) {
    await page.goto('/services')
    await page
      .getByRole('link', {
        name: `${servicesPage.learnMore} ${servicesPage.learnMoreAbout} ${service.title}`,
        exact: true,
      })
      .focus()
    await page.keyboard.press('Enter')
    // Its fixed page, or the one made for it from content/services.yaml.
    await expect(page).toHaveURL(service.pageHref ?? `/services/${service.id}`)
    await expect(page.getByText(service.details, { exact: true })).toBeVisible()
  }
})

test.describe('buttons lead where they promise', () => {
  /** Each content button of the inner pages, with the part of the page it is in. */
  const cases: { from: string; where: 'hero' | 'cta'; link: Link }[] = [
    { from: '/services', where: 'cta', link: servicesPage.callToAction.primary },
    ...(servicesPage.callToAction.secondary
      ? [{ from: '/services', where: 'cta' as const, link: servicesPage.callToAction.secondary }]
      : []),
    { from: '/kitchen-renovation', where: 'hero', link: kitchenPage.hero.primary },
    { from: '/kitchen-renovation', where: 'hero', link: kitchenPage.hero.secondary },
    { from: '/kitchen-renovation', where: 'cta', link: kitchenPage.callToAction.primary },
    { from: '/about', where: 'cta', link: aboutPage.callToAction.primary },
  ]
  const ctaTitle: Record<string, string> = {
    '/services': servicesPage.callToAction.title,
    '/kitchen-renovation': kitchenPage.callToAction.title,
    '/about': aboutPage.callToAction.title,
  }

  for (const { from, where, link } of cases) {
    test(`${link.label} → ${link.href} (${where} of ${from})`, async ({ page }) => {
      await page.goto(from)
      const scope = where === 'hero' ? hero(page) : callToAction(page, ctaTitle[from]!)
      await scope.getByRole('link', { name: link.label, exact: true }).click()
      // A service's page names its service when it leads to the form (lib/content/urls.ts).
      const service = services.find((item) => item.pageHref === from)
      await expect(page).toHaveURL(
        service ? enquiryHref('service', service.id, link.href) : destination(from, link.href),
      )
      const target = landing(page, link.href)
      await expect(target).toBeInViewport()
      const project = portfolio.projects.find((p) => p.id === fragmentOf(link.href))
      if (project) await expect(target).toContainText(project.title)
      if (leadsToContact(from, link.href)) await expect(formField(page, 'firstName')).toBeVisible()
    })
  }
})

// How many testimonials the home page shows is content an editor may lower to one: on tidewater.
describeOnTidewater('the home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('every testimonial it shows is one tap from the first', async ({ page }) => {
    const { testimonials } = content
    const shown = newestFirst(testimonials.items).slice(0, testimonials.homeCount)
    expect(shown.length, 'tidewater shows more than one testimonial').toBeGreaterThan(1)
    await page.goto('/')
    const section = page.getByRole('region', { name: testimonials.heading.title, exact: true })
    await expect(section.getByRole('figure')).toHaveCount(1)
    await section.getByText(countText(testimonials.morePhone, shown.length - 1)).tap()
    for (const item of shown)
      await expect(section.getByRole('figure').filter({ hasText: item.quote })).toBeVisible()
  })
})
