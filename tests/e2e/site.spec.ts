import { expect, test } from '@playwright/test'
import { notFoundPath, pages } from './routes'

test.describe('every route', () => {
  for (const { path, h1 } of pages) {
    test(`${path} is served with its heading, header and footer`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Saltwood Design-Build' }),
      ).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('California CSLB License #1098765')
    })
  }

  test('the export has a file per route, served at the clean URL', async ({ request }) => {
    for (const { path } of pages.slice(1)) {
      const clean = await request.get(path)
      expect(clean.status()).toBe(200)
      const file = await request.get(`${path}.html`)
      expect(await file.text()).toBe(await clean.text())
    }
  })
})

test.describe('header navigation', () => {
  for (const { path } of pages) {
    test(`links from ${path} lead to the home page sections`, async ({ page }) => {
      for (const [name, hash] of [
        ['Services', '#services'],
        ['Portfolio', '#portfolio'],
        ['About', '#about'],
        ['Consultation', '#contact'],
      ] as const) {
        await page.goto(path)
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click()
        await expect(page).toHaveURL(`/${hash}`)
        await expect(page.locator(hash)).toBeInViewport()
      }
    })
  }

  test('the scroll-to-top link returns to the top of the page', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('link', { name: 'Scroll to top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens, shows the four links, and closes when one is chosen', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Services', 'Portfolio', 'About', 'Consultation']) {
      await expect(menu.getByRole('link', { name })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Portfolio' }).click()
    await expect(page).toHaveURL('/#portfolio')
    await expect(menu).toBeHidden()
    await expect(page.locator('#portfolio')).toBeInViewport()
  })

  test('a same-page link closes the menu and scrolls to the section', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('link', { name: 'Consultation' }).click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(page.getByRole('heading', { name: 'Request a consultation' })).toBeInViewport()
  })

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/about')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('404', () => {
  test('an unknown path shows the 404 view, logs the path and links home', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const response = await page.goto(notFoundPath)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect.poll(() => errors.find((e) => e.includes(notFoundPath))).toBeTruthy()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Saltwood Design-Build')
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
  })

  test('a trailing slash is redirected to the canonical URL', async ({ page }) => {
    await page.goto('/about/')
    await expect(page).toHaveURL('/about')
  })
})

test.describe('footer', () => {
  test('shows the business facts on every page', async ({ page }) => {
    for (const { path } of [...pages, { path: notFoundPath }]) {
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByText('Saltwood Design-Build', { exact: true })).toBeVisible()
      await expect(footer).toContainText('California CSLB License #1098765')
      await expect(footer).toContainText(
        'Design-build renovations for Carmel, Pebble Beach & Monterey homes.',
      )
      await expect(footer).toContainText(
        'Dolores Street between Ocean & 7th Avenue, Carmel-by-the-Sea, CA 93921',
      )
      await expect(footer.getByRole('link', { name: '(831) 555-0142' })).toHaveAttribute(
        'href',
        'tel:+18315550142',
      )
      await expect(
        footer.getByRole('link', { name: 'hello@saltwooddesignbuild.com' }),
      ).toHaveAttribute('href', 'mailto:hello@saltwooddesignbuild.com')
      await expect(footer).toContainText('Monday to Friday, 8:00 AM to 5:00 PM')
      await expect(footer).toContainText('© 2025 Saltwood Design-Build')
      const social = footer.getByRole('link', { name: /instagram/i })
      await expect(social).toHaveAttribute('target', '_blank')
      await expect(social).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
