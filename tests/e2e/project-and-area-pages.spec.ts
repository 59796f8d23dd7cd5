import { enquiryHref } from '@/lib/content/urls'
import { countText, galleryShownAtFirst } from '@/lib/portfolio/rules'
import { fillTemplate } from '@/lib/template'
import { expect, type Page, test } from './fixtures'
import { hydratedAttribute } from '@/components/use-hydrated'
import { content, formField } from './content'
import { allPortfolioPages, fill } from './routes'

/*
 * The project pages, with and without JavaScript, and the area pages. Every expected word, count
 * and address comes from content/, so these run on any content set (the portfolio and its filter
 * pages: portfolio.spec.ts).
 */
const { portfolio, portfolioPage, projectPage, areas, sharing } = content

const categoryOf = (id: string) => portfolio.categories.find((category) => category.id === id)!
const areaNamed = (name: string) => areas.items.find((area) => area.name === name)!

// The project the tests visit: the first one with the most page details.
const detailed = [...portfolio.projects].sort(
  (a, b) =>
    [b.scope, b.facts, b.story, b.gallery, b.beforeAfter].filter(Boolean).length -
    [a.scope, a.facts, a.story, a.gallery, a.beforeAfter].filter(Boolean).length,
)[0]!
const prefill = fill(projectPage.callToAction.prefill, { 'project name': detailed.title })
const cta = (page: Page) =>
  page.getByRole('region', { name: projectPage.callToAction.title, exact: true })

test.describe('a project page', { tag: '@content' }, () => {
  test(`${detailed.title}: details, facts, story, pictures and its area`, async ({ page }) => {
    await page.goto(`/portfolio/${detailed.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detailed.title)
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
    for (const text of [
      detailed.workType,
      String(detailed.year),
      detailed.location,
      categoryOf(detailed.category).label,
    ])
      await expect(hero.locator('dl').getByText(text, { exact: true })).toBeVisible()

    const trail = page.getByRole('navigation', { name: portfolioPage.breadcrumbLabel, exact: true })
    await expect(trail.getByRole('link')).toHaveText([
      sharing.pages.home.breadcrumb,
      portfolioPage.breadcrumb,
      detailed.title,
    ])
    await expect(trail.getByRole('link').last()).toHaveAttribute('aria-current', 'page')

    for (const line of detailed.scope ?? [])
      await expect(page.getByText(line, { exact: true })).toBeVisible()
    const facts = page.getByRole('region', { name: projectPage.facts, exact: true })
    for (const fact of detailed.facts ?? []) {
      await expect(facts.locator('dt', { hasText: fact.label })).toBeVisible()
      await expect(facts.locator('dd', { hasText: fact.value })).toBeVisible()
    }
    if (detailed.story)
      for (const part of ['brief', 'challenge', 'result'] as const)
        await expect(
          page.getByRole('region', { name: projectPage.story[part], exact: true }),
        ).toContainText(detailed.story[part])
    if (detailed.gallery) {
      const gallery = page.getByRole('region', { name: projectPage.gallery.heading, exact: true })
      const later = detailed.gallery.length - galleryShownAtFirst
      if (later > 0) await gallery.getByText(countText(projectPage.gallery.more, later)).click()
      await expect(gallery.getByRole('link')).toHaveCount(detailed.gallery.length)
      for (const [index, image] of detailed.gallery.entries())
        await expect(gallery.getByRole('link').nth(index).getByRole('img')).toHaveAttribute(
          'alt',
          image.alt,
        )
      // Each picture opens its full-size copy, served by the site.
      const href = await gallery.getByRole('link').first().getAttribute('href')
      expect((await page.request.get(href!)).status()).toBe(200)
    }
    if (detailed.beforeAfter) {
      const region = page.getByRole('region', {
        name: projectPage.beforeAfter.heading,
        exact: true,
      })
      for (const pair of detailed.beforeAfter) {
        await expect(region.getByRole('img', { name: pair.before.alt, exact: true })).toBeVisible()
        await expect(region.getByRole('img', { name: pair.after.alt, exact: true })).toBeVisible()
      }
      await expect(
        region.getByText(projectPage.beforeAfter.before, { exact: true }).first(),
      ).toBeVisible()
      await expect(
        region.getByText(projectPage.beforeAfter.after, { exact: true }).first(),
      ).toBeVisible()
    }
    const area = areaNamed(detailed.location)
    await page
      .getByRole('link', { name: fill(projectPage.areaLink, { area: area.name }), exact: true })
      .click()
    await expect(page).toHaveURL(`/areas/${area.slug}`)
  })

  test('its call to action opens the contact form with the project named', async ({ page }) => {
    await page.goto(`/portfolio/${detailed.id}`)
    await cta(page)
      .getByRole('link', { name: projectPage.callToAction.button, exact: true })
      .click()
    await expect(page).toHaveURL(`/?project=${detailed.id}#contact`)
    await expect(page.locator('#contact')).toBeInViewport()
    const details = formField(page.locator('#contact form'), 'projectDetails')
    await expect(details).toHaveValue(prefill)
    // The visitor can change it.
    await details.fill('Something else entirely')
    await expect(details).toHaveValue('Something else entirely')
  })

  test('an unknown project in the address fills nothing', async ({ page }) => {
    await page.goto('/?project=no-such-project#contact')
    const form = page.locator('#contact form')
    await formField(form, 'firstName').focus() // the script loads on the first intent
    await expect(form).toHaveAttribute(hydratedAttribute)
    await expect(formField(form, 'projectDetails')).toHaveValue('')
  })

  test('every project page shows its title and leads to its area page', async ({ page }) => {
    for (const { project, expected } of allPortfolioPages.projects) {
      expect((await page.goto(expected.path))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1)
      await expect(
        page.getByRole('link', {
          name: fill(projectPage.areaLink, { area: project.location }),
          exact: true,
        }),
      ).toHaveAttribute('href', `/areas/${areaNamed(project.location).slug}`)
    }
  })
})

test.describe('a project page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the call to action leads to the plain contact form', async ({ page }) => {
    await page.goto(`/portfolio/${detailed.id}`)
    await cta(page)
      .getByRole('link', { name: projectPage.callToAction.button, exact: true })
      .click()
    await expect(page).toHaveURL(`/?project=${detailed.id}#contact`)
    const form = page.locator('#contact form')
    // Its send button's mailto: action (docs/decisions.md, "Pages and behaviour").
    await expect(form.locator('[type="submit"]')).toHaveAttribute(
      'formaction',
      new RegExp(`^mailto:${content.site.email.replace(/[.+]/g, '\\$&')}`),
    )
    await expect(page.locator('#contact')).toBeInViewport()
    await expect(formField(form, 'projectDetails')).toHaveValue('')
  })
})

test.describe('an area page', { tag: '@content' }, () => {
  for (const { area, expected } of allPortfolioPages.areas) {
    test(`${area.name}: the work there, its projects, permit notes and a call to action`, async ({
      page,
    }) => {
      await page.goto(expected.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.title)
      for (const paragraph of area.work.paragraphs)
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
      const projects = page.getByRole('region', {
        name: fillTemplate(areas.projects.heading, { area: area.name }),
        exact: true,
      })
      const there = portfolio.projects.filter((project) => project.location === area.name)
      await expect(projects.getByRole('heading', { level: 3 })).toHaveText(
        there.map((p) => p.title),
      )
      for (const project of there)
        await expect(
          projects.getByRole('link', { name: project.title, exact: true }),
        ).toHaveAttribute('href', `/portfolio/${project.id}`)
      if (!there.length)
        await expect(projects).toContainText(
          fillTemplate(areas.projects.empty, { area: area.name }),
        )
      const permits = page.getByRole('region', { name: area.permits.heading, exact: true })
      await expect(permits.getByRole('listitem')).toHaveText(
        area.permits.notes.map((note) => note.text),
      )
      const action = page.getByRole('region', { name: area.callToAction.title, exact: true })
      await expect(
        action.getByRole('link', { name: area.callToAction.primary.label, exact: true }),
      ).toHaveAttribute('href', enquiryHref('area', area.slug, area.callToAction.primary.href))
    })
  }
})
