import { expect, type Page, test } from './fixtures'
import { waitForHydration } from './accessibility'
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

/** What a visitor can tell about each link or button. Runs in the page, so it stands alone. */
function describeControls(els: Element[]) {
  return els.map((el) => ({
    tag: el.tagName,
    href: el.getAttribute('href') ?? '',
    text: el.textContent?.trim() ?? '',
    label: el.getAttribute('aria-label'),
    target: el.getAttribute('target'),
    rel: el.getAttribute('rel'),
  }))
}

/** Where a control leads, or which button it is. */
function destinationOf({ tag, href, text, label }: ReturnType<typeof describeControls>[number]) {
  return tag === 'A' ? href : `button:${text}:${label}`
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>

/** What pressing a control has done that a visitor can see so far, or '' for nothing. */
async function effectOf(
  page: Page,
  before: Snapshot,
  requested: string[],
  seen = Object.keys(before) as (keyof Snapshot)[],
) {
  if (requested.length > 0) return `loads ${requested[0]}`
  // Mid-navigation the page cannot be read yet; the poll asks again.
  const after = await snapshot(page).catch(() => null)
  if (!after) return ''
  const changed = seen.filter((key) => after[key] !== before[key])
  return changed.length > 0 ? `changes ${changed.join(', ')}` : ''
}

/** What the next control would find changed (the scroll and the focus are set again for each). */
const lasting: (keyof Snapshot)[] = ['url', 'expanded', 'open', 'invalid']

/**
 * The controls pressed on a page. The header and footer are the same on every page, so their
 * controls are pressed on the home page (at both widths); every other page presses those of its own
 * content, in main.
 */
const controlsOn = (path: string) =>
  path === '/' ? 'a:visible, button:visible' : 'main a:visible, main button:visible'

// Every page on a desktop; on a phone only the header differs (the menu), so one page is enough there.
for (const { viewport, paths } of [
  { viewport: { width: 1440, height: 900 }, paths: [...pages.map((p) => p.path), notFoundPath] },
  { viewport: { width: 390, height: 844 }, paths: ['/'] },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    // Scrolling is then instant (app/globals.css): a smooth scroll still under way after the focus
    // moved would be taken for what the press did.
    test.use({ viewport, reducedMotion: 'reduce' })

    for (const path of paths) {
      test(`every link and button on ${path} does something a visitor can see`, async ({
        page,
      }) => {
        test.slow()
        // A link to another page is followed as far as its request: the visitor would now see that
        // page load. Stopping it there keeps this page as it was for the next control, where
        // loading both pages again for every link made this test time out on a busy machine.
        // (Where the links lead is checked by npm run test:html and site.spec.ts.)
        const requested: string[] = []
        let armed = false
        await page.route('**/*', async (route) => {
          const request = route.request()
          if (armed && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
            requested.push(request.url())
            // ERR_ABORTED, as when a visitor stops a load: the browser keeps this page (any other
            // error shows its error page instead).
            await route.abort('aborted')
          } else await route.continue()
        })
        // Each control is pressed on the page as React has taken it over (after a visitor's first
        // key press), so that what hydration changes is never taken for what the press did.
        const load = async () => {
          await page.goto(path)
          await waitForHydration(page, 'header button[popovertarget]')
        }
        await load()
        // One control per destination: links to the same place behave alike.
        const controls = controlsOn(path)
        const all = (await page.locator(controls).evaluateAll(describeControls)).map(destinationOf)
        const indexes = all
          .map((key, index) => (all.indexOf(key) === index ? index : -1))
          .filter((i) => i >= 0)
        expect(indexes.length).toBeGreaterThan(path === '/' ? 5 : 0)
        // A page with many links (a long portfolio) gets the time they take.
        test.setTimeout(Math.max(90_000, indexes.length * 4_000))
        let pageAsLoaded = true
        for (const index of indexes) {
          if (!pageAsLoaded) await load()
          // Start part-way down, so "scroll to top" and in-page links have somewhere to go.
          await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }))
          const control = page.locator(controls).nth(index)
          const [described] = await control.evaluateAll(describeControls)
          expect(
            described && destinationOf(described),
            `the page kept its controls: number ${index} on ${path}`,
          ).toBe(all[index])
          const { tag, text, label, href, target, rel } = described!
          const name = `${tag} "${text || label}"`
          if (/^(mailto|tel):/.test(href)) {
            // Handed to the mail app or dialer, outside the page (the contact form tests read such a
            // hand-off through CDP; Chromium throttles repeated ones, so here the link itself is checked).
            expect(href, `${name} is a complete mail or phone link`).toMatch(
              /^(mailto:[^@\s]+@[^@\s]+\.[a-z]+|tel:\+1\d{10})$/,
            )
            continue
          }
          if (target === '_blank') {
            // Another site, opened in a new tab: there is no network here to load it, so check the link itself.
            expect(href, `${name} leads to a secure page`).toMatch(/^https:\/\/[^/]+\.[a-z]+\//)
            expect(rel).toBe('noopener noreferrer')
            continue
          }
          // Activated from the keyboard, as every visitor can: this also reaches the skip link.
          await control.focus()
          const before = await snapshot(page)
          requested.length = 0
          armed = true
          await page.keyboard.press('Enter')
          await expect
            .poll(() => effectOf(page, before, requested), {
              message: `${name} on ${path} changed nothing a visitor can see`,
              timeout: 10_000,
              intervals: [50, 100, 250],
            })
            .not.toBe('')
          armed = false
          // Only a stopped request leaves the page as it was; anything else changed it.
          pageAsLoaded = requested.length > 0 && (await effectOf(page, before, [], lasting)) === ''
        }
      })
    }
  })
}
