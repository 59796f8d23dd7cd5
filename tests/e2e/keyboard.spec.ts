import { expect, type Page, test } from '@playwright/test'
import {
  describeFocus,
  expectNoAxeViolations,
  type FocusedElement,
  tabThrough,
  waitForHydration,
} from './accessibility'
import { notFoundPath, pages } from './routes'

const routes = [...pages.map((page) => page.path), notFoundPath]

/** Each problem a visitor would meet on a focused element, as readable lines. */
function focusProblems(visited: FocusedElement[]): string[] {
  return visited.flatMap((f) => {
    const problems: string[] = []
    if (!f.visible) problems.push('is not visible (a hidden control took focus)')
    if (f.outlineStyle === 'none' || f.outlineWidth < 2) problems.push('has no visible focus ring')
    else if (f.ringContrast < 3) problems.push(`focus ring contrast ${f.ringContrast.toFixed(2)}:1`)
    if (!f.inHeader && f.top < f.headerBottom - 0.5)
      problems.push(`is under the fixed header (top ${f.top}, header ${f.headerBottom})`)
    if (f.bottom > f.viewportHeight + 0.5 || f.left < -0.5 || f.right > f.viewportWidth + 0.5)
      problems.push('is outside the viewport')
    return problems.map((problem) => `${f.label} ${problem}`)
  })
}

for (const width of [390, 1440]) {
  test.describe(`tabbing through every page at ${width} px`, () => {
    // Reduced motion makes each focus scroll instant: the element ends where a smooth scroll would
    // take it (both honour scroll-padding), and the walk through a long page stays fast.
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })

    for (const path of routes) {
      test(`${path}: every stop is visible, ringed at 3:1 and clear of the header`, async ({
        page,
      }) => {
        await page.goto(path)
        const forward = await tabThrough(page, 'Tab')
        expect(forward.length).toBeGreaterThan(5)
        expect(focusProblems(forward)).toEqual([])
        // Going back up the page is where a fixed header hides things.
        const backward = await tabThrough(page, 'Shift+Tab')
        expect(backward.length).toBe(forward.length)
        expect(focusProblems(backward)).toEqual([])
      })
    }
  })
}

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
        .locator('a[href], button, input, textarea, select')
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

test.describe('skip link', () => {
  for (const path of routes) {
    test(`${path}: the first Tab shows it and Enter moves focus to the main content`, async ({
      page,
    }) => {
      await page.goto(path)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport({ ratio: 1 })
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/#main-content$/)
      await expect(page.getByRole('main')).toBeFocused()
      // The next Tab continues inside the main content, past the header.
      await page.keyboard.press('Tab')
      const next = await describeFocus(page)
      expect(next?.inHeader).toBe(false)
      expect(
        await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
      ).toBe(true)
    })
  }
})

test.describe('mobile menu with the keyboard at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  async function focusMenuButton(page: Page) {
    await waitForHydration(page, '[aria-controls="mobile-menu"]')
    const toggle = page.getByRole('button', { name: 'Menu' })
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
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()

    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Services' })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('choosing a link with Enter closes the menu and leads to the section', async ({ page }) => {
    await page.goto('/')
    const toggle = await focusMenuButton(page)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    for (const name of ['Services', 'Portfolio', 'About', 'Consultation']) {
      await page.keyboard.press('Tab')
      await expect(menu.getByRole('link', { name })).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/#contact')
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { name: 'Request a consultation' })).toBeInViewport()
  })

  test('while it is closed, Tab never reaches its links', async ({ page }) => {
    await page.goto('/')
    const visited = await tabThrough(page)
    const insideMenu = await page.locator('#mobile-menu a').allTextContents()
    expect(insideMenu.length).toBeGreaterThan(0)
    expect(visited.filter((f) => f.inHeader).map((f) => f.label)).toEqual([
      'a "Skip to main content"',
      'a "Saltwood Design-Build"',
      'button "Menu"',
    ])
  })
})

test.describe('the consultation request with the keyboard alone', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('from the first Tab on the home page to the mailto: hand-off', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.enable')
    const requested: string[] = []
    cdp.on('Page.frameRequestedNavigation', (event) => requested.push(event.url))

    await page.goto('/')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()

    // Through the header to its Consultation link, Tab by Tab.
    const consultation = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Consultation' })
    for (let step = 0; step < 10 && !(await isFocused(consultation)); step++) {
      await page.keyboard.press('Tab')
    }
    await expect(consultation).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/#contact')

    // The link moved the starting point of Tab to the form: its first field is next.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused()
    await page.keyboard.type('Jane')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'Last name' })).toBeFocused()
    await page.keyboard.type('Doe')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await page.keyboard.type('jane@example.com')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'Phone' })).toBeFocused()
    await page.keyboard.type('(831) 555-0100')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'Project details' })).toBeFocused()
    await page.keyboard.type('Open the kitchen to the garden.')
    await page.keyboard.press('Tab')
    const send = page.getByRole('button', { name: 'Send message' })
    await expect(send).toBeFocused()

    await waitForHydration(page, '#contact form')
    await page.keyboard.press('Enter')
    await expect.poll(() => requested.find((url) => url.startsWith('mailto:'))).toBeTruthy()
    const mailto = new URL(requested.find((url) => url.startsWith('mailto:'))!)
    expect(mailto.pathname).toBe('hello@saltwooddesignbuild.com')
    expect(mailto.searchParams.get('subject')).toBe('New Contact Form Submission from Jane Doe')
    const body = mailto.searchParams.get('body') ?? ''
    for (const part of ['Jane Doe', 'jane@example.com', '(831) 555-0100', 'Open the kitchen']) {
      expect(body).toContain(part)
    }
    const toast = page.getByText('Email Client Opened')
    await expect(toast).toBeVisible()
    // The journey is done; the success state and its toast meet the same axe rules as the rest.
    await toast.hover()
    await expectNoAxeViolations(page)
  })
})

const isFocused = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => element === document.activeElement)
