import { expect, test } from '@playwright/test'
import { pages } from './routes'

test('home: hero, services overview, portfolio, about and contact', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Start my project', exact: true })).toHaveAttribute(
    'href',
    '#contact',
  )
  await expect(page.getByText('15+ years', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Since 2009', { exact: true }).first()).toBeVisible()

  const services = page.locator('#services')
  for (const title of [
    'Kitchen Remodeling',
    'Bathroom Remodeling',
    'Whole-Home Renovation',
    'Additions & ADUs',
    'Outdoor Living',
    'Design & Permitting',
  ]) {
    await expect(services.getByRole('heading', { name: title })).toBeVisible()
  }
  await expect(services.getByRole('link', { name: 'Explore all services' })).toHaveAttribute(
    'href',
    '/services',
  )

  const projects = page.locator('#portfolio').getByRole('article')
  await expect(projects).toHaveCount(3)
  const expected = [
    ['Kitchens', 'Carmel Point Kitchen', 'Kitchen Remodel', '2024', 'Carmel'],
    ['Baths', 'Monterey Primary Bath', 'Bathroom Remodel', '2023', 'Monterey'],
    ['Renovations', 'Carmel Cottage Renovation', 'Whole-Home Renovation', '2022', 'Carmel'],
  ]
  for (const [index, [tag, title, category, year, location]] of expected.entries()) {
    const project = projects.nth(index)
    await expect(project.getByRole('heading')).toHaveText(title!)
    for (const text of [tag!, category!, year!, location!])
      await expect(project).toContainText(text)
    const image = project.getByRole('img')
    await expect(image).toHaveAttribute('alt', /Illustration of/)
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '800')
  }
  await expect(
    page.locator('#portfolio').getByRole('link', { name: 'Get a quote' }),
  ).toHaveAttribute('href', '#contact')

  const about = page.locator('#about')
  await expect(about.getByRole('heading', { level: 2 })).toHaveText(
    'Building on the Monterey Peninsula since 2009',
  )
  await expect(about.getByRole('link', { name: 'Start My Project', exact: true })).toHaveAttribute(
    'href',
    '#contact',
  )

  await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toHaveText(
    'Request a consultation',
  )
  await expect(page.locator('#contact').getByRole('link', { name: '(831) 555-0142' })).toBeVisible()
})

test('/services: six service cards with four features each, and a call to action', async ({
  page,
}) => {
  await page.goto('/services')
  const cards = page.locator('#service-list').getByRole('article')
  await expect(cards).toHaveCount(6)
  for (let i = 0; i < 6; i++) {
    await expect(cards.nth(i).getByRole('listitem')).toHaveCount(4)
    await expect(cards.nth(i).getByRole('link', { name: /^Learn More about / })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute(
    'href',
    '/#contact',
  )
})

test('/kitchen-renovation: hero, six benefits, four steps, the 15-25% claim and a call to action', async ({
  page,
}) => {
  await page.goto('/kitchen-renovation')
  await expect(page.getByText('15-25%', { exact: true })).toBeVisible()
  await expect(page.getByText('home value increase')).toBeVisible()
  await expect(page.locator('#benefits').getByRole('listitem')).toHaveCount(6)
  const steps = page.locator('#process').getByRole('listitem')
  await expect(steps).toHaveCount(4)
  for (const [index, title] of [
    'Consultation',
    'Design & Estimate',
    'Build',
    'Final Walkthrough',
  ].entries()) {
    await expect(steps.nth(index)).toContainText(`0${index + 1}`)
    await expect(steps.nth(index).getByRole('heading')).toHaveText(`Step 0${index + 1}: ${title}`)
  }
  await expect(page.getByRole('img', { name: /kitchen/ })).toHaveAttribute('fetchpriority', 'high')
})

test('/about: story, stats, four core values, team counts and a call to action', async ({
  page,
}) => {
  await page.goto('/about')
  await expect(page.locator('#story')).toContainText('2009')
  const stats = page.locator('#stats')
  for (const [value, label] of [
    ['15+', 'Years Experience'],
    ['500+', 'Projects'],
    ['98%', 'Satisfaction'],
    ['24/7', 'Support'],
  ]) {
    await expect(stats.getByText(value!, { exact: true })).toBeVisible()
    await expect(stats.getByText(label!, { exact: true })).toBeVisible()
  }
  await expect(page.locator('#values').getByRole('heading', { level: 3 })).toHaveCount(4)
  const team = page.locator('#team')
  for (const value of ['10+', '5+', '15+'])
    await expect(team.getByText(value, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start Your Project Today' })).toHaveAttribute(
    'href',
    '/#contact',
  )
})

test.describe('buttons the prototype left without an action now lead where they promise', () => {
  const cases = [
    { from: '/services', name: 'Get Free Estimate', to: '/#contact', target: '#contact' },
    {
      from: '/kitchen-renovation',
      name: 'Get Free Kitchen Quote',
      to: '/#contact',
      target: '#contact',
    },
    {
      from: '/kitchen-renovation',
      name: 'Schedule Free Consultation',
      to: '/#contact',
      target: '#contact',
    },
    { from: '/about', name: 'Start Your Project Today', to: '/#contact', target: '#contact' },
    {
      from: '/kitchen-renovation',
      name: 'View Kitchen Portfolio',
      to: '/#carmel-point-kitchen',
      target: '#carmel-point-kitchen',
    },
    {
      from: '/services',
      name: 'Learn More about Kitchen Remodeling',
      to: '/kitchen-renovation',
      target: 'h1',
    },
    {
      from: '/services',
      name: 'Learn More about Outdoor Living',
      to: '/services#outdoor-living',
      target: '#outdoor-living',
    },
  ]
  for (const { from, name, to, target } of cases) {
    test(`${name} on ${from}`, async ({ page }) => {
      await page.goto(from)
      await page.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(to)
      await expect(page.locator(target)).toBeInViewport()
      if (target === '#carmel-point-kitchen')
        await expect(page.locator(target)).toContainText('Kitchens')
      if (target === '#contact') await expect(page.getByLabel('First name')).toBeVisible()
    })
  }
})

for (const width of [360, 390, 768, 1024, 1440]) {
  test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const { path } of pages) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
    }
  })
}
