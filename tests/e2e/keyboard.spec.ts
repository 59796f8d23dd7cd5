import { expect, type Page, test } from './fixtures'
import {
  describeFocus,
  expectNoAxeViolations,
  tabThrough,
  toastRegion,
  waitForHydration,
  expectExpanded,
} from './accessibility'
import {
  content,
  destination,
  fieldNames,
  formField,
  headerLinks,
  landing,
  leadsToContact,
  mailSubject,
  needs,
} from './content'
import { describeOnTidewater } from './tidewater'
import { fillTemplate } from '@/lib/template'

const { site, navigation, contactForm } = content
const menuToggle = (page: Page) =>
  page.getByRole('button', { name: navigation.menu.toggle, exact: true })

test.describe('the fixed header at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 800 }, reducedMotion: 'reduce' })

  // The pages long enough for a control to be scrolled behind the header.
  for (const path of ['/', '/services', '/kitchen-renovation']) {
    test(`${path}: a control waiting under the header comes out when Shift+Tab reaches it`, async ({
      page,
    }) => {
      await page.goto(path)
      const controls = page
        .locator('main, footer')
        .locator('a[href], button, summary, input, textarea, select')
        .filter({ visible: true })
      const count = await controls.count()
      expect(count).toBeGreaterThan(1)
      const problems: string[] = []
      let hidden = 0
      for (let index = 0; index < count - 1; index++) {
        const target = controls.nth(index)
        // Scroll so the control sits behind the header, start from the control after it, go back.
        // (Controls near the end of the page cannot be scrolled that far up.)
        const top = await target.evaluate((element) => {
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 10)
          return element.getBoundingClientRect().top
        })
        if (top > 20) continue
        hidden++
        await controls
          .nth(index + 1)
          .evaluate((element: HTMLElement) => element.focus({ preventScroll: true }))
        await page.keyboard.press('Shift+Tab')
        expect(await target.evaluate((element) => element === document.activeElement)).toBe(true)
        const focused = await describeFocus(page)
        if (focused && focused.top < focused.headerBottom - 0.5)
          problems.push(`${focused.label} stays under the header (top ${focused.top})`)
      }
      expect(hidden).toBeGreaterThan(0)
      expect(problems).toEqual([])
    })
  }
})

test.describe('mobile menu with the keyboard at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  async function focusMenuButton(page: Page) {
    await waitForHydration(page, '[aria-controls="mobile-menu"]')
    const toggle = menuToggle(page)
    for (
      let step = 0;
      step < 5 && !(await toggle.evaluate((b) => b === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(toggle).toBeFocused()
    return toggle
  }

  test('is a disclosure: Enter opens it, Tab enters it, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/about')
    const toggle = await focusMenuButton(page)
    const menuId = await toggle.getAttribute('aria-controls')
    expect(menuId).toBeTruthy()
    const menu = page.locator(`#${menuId}`)
    // The browser's popover gives Escape, light dismiss and focus return even before the script.
    await expect(toggle).toHaveAttribute('popovertarget', menuId!)
    await expect(menu).toHaveAttribute('popover', 'auto')
    await expectExpanded(toggle, false)
    await expect(menu).toBeHidden()

    await page.keyboard.press('Enter')
    await expectExpanded(toggle, true)
    await expect(
      menu.getByRole('navigation', { name: navigation.menu.label, exact: true }),
    ).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: headerLinks[0]!.label, exact: true })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expectExpanded(toggle, false)
  })

  test('choosing a link with Enter closes the menu and leads to the section', async ({ page }) => {
    await page.goto('/')
    const toggle = await focusMenuButton(page)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: navigation.menu.label, exact: true })
    for (const { label } of headerLinks) {
      await page.keyboard.press('Tab')
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeFocused()
    }
    // The last link, the consultation button, chosen with Enter.
    const chosen = headerLinks.at(-1)!
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(destination('/', chosen.href))
    await expect(menu).toBeHidden()
    await expectExpanded(toggle, false)
    await expect(landing(page, chosen.href)).toBeInViewport()
  })

  test('while it is closed, Tab never reaches its links', async ({ page }) => {
    await page.goto('/')
    const visited = await tabThrough(page)
    const insideMenu = await page.locator('#mobile-menu a').allTextContents()
    expect(insideMenu.length).toBeGreaterThan(0)
    // describeFocus names each stop by its tag and its first 40 characters of text.
    const stop = (tag: string, text: string) => `${tag} "${text.trim().slice(0, 40)}"`
    expect(visited.filter((f) => f.inHeader).map((f) => f.label)).toEqual([
      stop('a', navigation.skipLink),
      stop('a', site.name),
      stop('a', navigation.consultation.label),
      stop('a', fillTemplate(navigation.call, { phone: site.phone })),
      stop('button', navigation.menu.toggle),
    ])
  })
})

// A header link to the contact section is content an editor may remove: on tidewater, which keeps one.
describeOnTidewater('the consultation request with the keyboard alone', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('from the first Tab on the home page to the mailto: hand-off', async ({ page }) => {
    // Dozens of Tab presses, each checked: about 13 s on an idle machine, over 30 s on a loaded one.
    test.slow()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.enable')
    const requested: string[] = []
    cdp.on('Page.frameRequestedNavigation', (event) => requested.push(event.url))

    // The header link that leads to the contact section (the consultation button by default).
    const toContact = needs(
      headerLinks.find((link) => leadsToContact('/', link.href)),
      'a header link to the contact section',
      'navigation.yaml',
    )

    await page.goto('/')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: navigation.skipLink, exact: true })).toBeFocused()

    // Through the header to that link, Tab by Tab.
    const consultation = page
      .getByRole('banner')
      .getByRole('link', { name: toContact.label, exact: true })
    for (let step = 0; step < 10 && !(await isFocused(consultation)); step++) {
      await page.keyboard.press('Tab')
    }
    await expect(consultation).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/#contact')

    // The link moved the starting point of Tab to the form: its fields follow in order.
    const typed = {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '(831) 555-0100',
      projectDetails: 'Open the kitchen to the garden.',
    }
    for (const name of fieldNames) {
      await page.keyboard.press('Tab')
      await expect(formField(page, name)).toBeFocused()
      await page.keyboard.type(typed[name])
    }
    await page.keyboard.press('Tab')
    const send = page.getByRole('button', { name: contactForm.submit, exact: true })
    await expect(send).toBeFocused()

    await waitForHydration(page, '#contact form')
    await page.keyboard.press('Enter')
    await expect.poll(() => requested.find((url) => url.startsWith('mailto:'))).toBeTruthy()
    const mailto = new URL(requested.find((url) => url.startsWith('mailto:'))!)
    expect(decodeURIComponent(mailto.pathname)).toBe(site.email)
    expect([...mailto.searchParams.keys()]).toEqual(['subject', 'body'])
    expect(mailto.searchParams.get('subject')).toBe(mailSubject('Jane', 'Doe'))
    const body = mailto.searchParams.get('body') ?? ''
    for (const part of ['Jane Doe', 'jane@example.com', '(831) 555-0100', 'Open the kitchen']) {
      expect(body).toContain(part)
    }
    const toast = toastRegion(page).getByText(contactForm.messages.successTitle, { exact: true })
    await expect(toast).toBeVisible()
    // The journey is done; the success state and its toast meet the same axe rules as the rest.
    await toast.hover()
    await expectNoAxeViolations(page)
  })
})

const isFocused = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => element === document.activeElement)
