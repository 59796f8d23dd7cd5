import { expect, type Page, test } from '@playwright/test'
import { notFoundPath, pages } from './routes'

/** What a visitor can observe about the page, before and after a click. */
async function snapshot(page: Page) {
  return page.evaluate(() => ({
    url: location.href,
    scrollY: Math.round(window.scrollY),
    expanded: [...document.querySelectorAll('[aria-expanded]')]
      .map((el) => el.getAttribute('aria-expanded'))
      .join(),
    // A popover opened or closed (the menu button's expanded state comes from its popover).
    open: document.querySelectorAll(':popover-open').length,
    focused: document.activeElement?.id || document.activeElement?.tagName || '',
    invalid: document.querySelectorAll(':user-invalid').length,
  }))
}

const controls = 'a:visible, button:visible'

// Every page on a desktop; on a phone only the header differs (the menu), so one page is enough there.
for (const { viewport, paths } of [
  { viewport: { width: 1440, height: 900 }, paths: [...pages.map((p) => p.path), notFoundPath] },
  { viewport: { width: 390, height: 844 }, paths: ['/'] },
]) {
  test.describe(`at ${viewport.width} px`, { tag: '@content' }, () => {
    test.use({ viewport })

    for (const path of paths) {
      test(`every link and button on ${path} does something a visitor can see`, async ({
        page,
      }) => {
        test.slow()
        await page.goto(path)
        // One control per destination: links to the same place behave alike.
        const all = await page
          .locator(controls)
          .evaluateAll((els) =>
            els.map(
              (el) =>
                el.getAttribute('href') ??
                `button:${el.textContent}:${el.getAttribute('aria-label')}`,
            ),
          )
        const indexes = all
          .map((key, index) => (all.indexOf(key) === index ? index : -1))
          .filter((i) => i >= 0)
        expect(indexes.length).toBeGreaterThan(5)
        // Each destination is a page load and a check: a page with many links (a long portfolio)
        // gets the time they take.
        test.setTimeout(Math.max(90_000, indexes.length * 4_000))
        for (const index of indexes) {
          await page.goto(path)
          // Start part-way down, so "scroll to top" and in-page links have somewhere to go.
          await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }))
          const control = page.locator(controls).nth(index)
          const name = `${await control.evaluate((el) => el.tagName)} "${(await control.textContent())?.trim() || (await control.getAttribute('aria-label'))}"`
          const href = (await control.getAttribute('href')) ?? ''
          if (/^(mailto|tel):/.test(href)) {
            // Handed to the mail app or dialer, outside the page (the contact form tests read such a
            // hand-off through CDP; Chromium throttles repeated ones, so here the link itself is checked).
            expect(href, `${name} is a complete mail or phone link`).toMatch(
              /^(mailto:[^@\s]+@[^@\s]+\.[a-z]+|tel:\+1\d{10})$/,
            )
            continue
          }
          if ((await control.getAttribute('target')) === '_blank') {
            // Another site, opened in a new tab: there is no network here to load it, so check the link itself.
            expect(await control.getAttribute('href'), `${name} leads to a secure page`).toMatch(
              /^https:\/\/[^/]+\.[a-z]+\//,
            )
            expect(await control.getAttribute('rel')).toBe('noopener noreferrer')
            continue
          }
          // Activated from the keyboard, as every visitor can: this also reaches the skip link.
          await control.focus()
          const before = await snapshot(page)
          await page.keyboard.press('Enter')
          await expect
            .poll(
              async () => {
                // Mid-navigation the page cannot be read yet; poll again.
                const after = await snapshot(page).catch(() => null)
                if (!after) return false
                return (
                  after.url !== before.url ||
                  after.scrollY !== before.scrollY ||
                  after.expanded !== before.expanded ||
                  after.open !== before.open ||
                  after.focused !== before.focused ||
                  after.invalid !== before.invalid
                )
              },
              { message: `${name} on ${path} changed nothing a visitor can see`, timeout: 10_000 },
            )
            .toBe(true)
        }
      })
    }
  })
}
