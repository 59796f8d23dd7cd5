import { expect, type Page, test } from './fixtures'
import { expectExpanded } from './accessibility'
import { content, destination, headerLinks, headerLinksOn, landing, needs } from './content'
import { notFoundPath, pages } from './routes'
import { hydration } from './page-checks'
import { describeOnTidewater } from './tidewater'

const { site, navigation, notFoundPage } = content

const menuToggle = (page: Page) =>
  page.getByRole('button', { name: navigation.menu.toggle, exact: true })
const mobileMenu = (page: Page) =>
  page.getByRole('navigation', { name: navigation.menu.label, exact: true })

// Each route's heading, header and footer are checked in every-route.spec.ts.
test.describe('every route', { tag: '@content' }, () => {
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
  // Where a link lands, not how it scrolls there (motion-zoom.spec checks the smooth scrolling):
  // with reduced motion the page jumps, so each link costs no scroll animation.
  test.use({ reducedMotion: 'reduce' })

  // From the home page the links to pages it has a section about scroll to that section; from
  // another page they open the pages (the link check covers the rest).
  for (const path of ['/', pages.find((page) => page.path !== '/')!.path]) {
    test(`links from ${path} lead where they point`, async ({ page }) => {
      for (const link of headerLinksOn(path)) {
        await page.goto(path)
        await page.getByRole('banner').getByRole('link', { name: link.label, exact: true }).click()
        await expect(page).toHaveURL(destination(path, link.href))
        await expect(landing(page, link.href)).toBeInViewport()
      }
    })
  }

  test('the scroll-to-top link returns to the top of the page', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('link', { name: navigation.scrollToTop, exact: true }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  /** A page visited before the one the menu is opened on, where Back from there leads. */
  const earlierPage = pages.find(({ path }) => path !== '/' && path !== '/services')!.path

  test('opens, shows every link, and closes when one is chosen', async ({ page }) => {
    await page.goto('/services')
    await expect(
      page.getByRole('navigation', { name: navigation.primaryLabel, exact: true }),
    ).toBeHidden()
    const toggle = menuToggle(page)
    await expectExpanded(toggle, false)
    const menu = mobileMenu(page)
    await expect(menu).toBeHidden()
    await toggle.click()
    await expectExpanded(toggle, true)
    // The header's links, then the phone.
    await expect(menu.getByRole('link')).toHaveCount(headerLinks.length + 1)
    for (const { label, href } of headerLinks) {
      const link = menu.getByRole('link', { name: label, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', href)
    }
    // A link to another page than this one: the menu must not stay open over the new page.
    const chosen = headerLinks.find(
      (link) => !destination('/services', link.href).startsWith('/services'),
    )
    expect(chosen, 'a header link leads away from /services').toBeDefined()
    await menu.getByRole('link', { name: chosen!.label, exact: true }).click()
    await expect(page).toHaveURL(destination('/services', chosen!.href))
    await expect(menu).toBeHidden()
    await expect(landing(page, chosen!.href)).toBeInViewport()
  })

  /** Opens the menu once the runtime owns it: the history entry that Back takes off is its. */
  async function openHydratedMenu(page: Page) {
    await page.keyboard.press('Shift') // a first intent starts the runtime
    await expect(page.locator('[data-hydrated]:has(> [popovertarget])')).toHaveCount(1, hydration)
    await menuToggle(page).click()
    await expect(mobileMenu(page)).toBeVisible()
  }

  test('Back closes the menu and the page stays; Forward opens it again', async ({ page }) => {
    await page.goto(earlierPage)
    await page.goto('/services')
    await openHydratedMenu(page)
    await page.goBack()
    await expect(mobileMenu(page)).toBeHidden()
    await expectExpanded(menuToggle(page), false)
    await expect(page).toHaveURL('/services')
    await page.goForward()
    await expect(mobileMenu(page)).toBeVisible()
    await page.goBack()
    await expect(mobileMenu(page)).toBeHidden()
    await page.goBack()
    await expect(page).toHaveURL(earlierPage)
  })

  test('a link chosen leaves no entry of the menu behind', async ({ page }) => {
    await page.goto(earlierPage)
    await page.goto('/services')
    await openHydratedMenu(page)
    const chosen = headerLinks.find(
      (link) => !destination('/services', link.href).startsWith('/services'),
    )!
    await mobileMenu(page).getByRole('link', { name: chosen.label, exact: true }).click()
    await expect(page).toHaveURL(destination('/services', chosen.href))
    await page.goBack()
    await expect(page).toHaveURL('/services')
    await expect(mobileMenu(page)).toBeHidden()
    await page.goBack()
    await expect(page).toHaveURL(earlierPage)
  })

  // A header link to a section of the home page is content an editor may remove: this runs on
  // tidewater, which keeps one (tests/e2e/tidewater.ts).
  describeOnTidewater('a same-page link', () => {
    // A link to a section of the home page, followed on the home page itself.
    const samePage = () =>
      needs(
        headerLinksOn('/')
          .filter((link) => /^\/?#/.test(link.href))
          .at(-1),
        'a header link to a section of the home page',
        'navigation.yaml',
      )

    test('closes the menu and scrolls to the section', async ({ page }) => {
      const { label, href } = samePage()
      await page.goto('/')
      await menuToggle(page).click()
      const menu = mobileMenu(page)
      await menu.getByRole('link', { name: label, exact: true }).click()
      await expect(menu).toBeHidden()
      await expectExpanded(menuToggle(page), false)
      await expect(page).toHaveURL(destination('/', href))
      await expect(landing(page, href)).toBeInViewport()
    })

    test('once hydrated, it leaves the section, then the page, as the entries Back goes through', async ({
      page,
    }) => {
      const { label, href } = samePage()
      // Where the link lands, not how: Back must not race the smooth scroll to the section.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(earlierPage)
      await page.goto('/')
      await page.mouse.wheel(0, 400)
      await openHydratedMenu(page)
      const scrolled = await page.evaluate(() => window.scrollY)
      expect(scrolled).toBeGreaterThan(0)
      await mobileMenu(page).getByRole('link', { name: label, exact: true }).click()
      await expect(mobileMenu(page)).toBeHidden()
      await expect(page).toHaveURL(destination('/', href))
      await expect(landing(page, href)).toBeInViewport()
      await page.goBack()
      await expect(page).toHaveURL('/')
      // Where the visitor was when they opened the menu.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
      await page.goBack()
      await expect(page).toHaveURL(earlierPage)
    })
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.title)
    await expect(page.getByRole('main')).toContainText(notFoundPage.text)
    await expect.poll(() => errors.find((e) => e.includes(notFoundPath))).toBeTruthy()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(site.copyright)
    await page
      .getByRole('main')
      .getByRole('link', { name: notFoundPage.homeLink.label, exact: true })
      .click()
    await expect(page).toHaveURL(notFoundPage.homeLink.href)
  })

  test('a trailing slash is redirected to the canonical URL', async ({ page }) => {
    await page.goto('/about/')
    await expect(page).toHaveURL('/about')
  })
})
