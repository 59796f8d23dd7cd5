import { expect, type Locator, type Page, test } from './fixtures'
import { describeFocus, expectNoAxeViolations, type FocusedElement } from './accessibility'
import { content, galleryProject } from './content'
import { hydration } from './page-checks'
import { describeOnTidewater } from './tidewater'
import { watchPolicyViolations } from './visitor'
import { portfolioRoutes } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'

/**
 * A project page's gallery (components/media/gallery.tsx, gallery-lightbox.tsx) and before/after
 * comparison (components/media/before-after.tsx, before-after-slider.tsx), on the first project with at
 * least three photographs and a before/after pair. That is content an editor may remove, so these
 * run on the tidewater content set, which keeps such a project (describeOnTidewater). The gallery
 * is plain links until its island runs, after the page's load or on the visitor's first intent
 * (docs/performance.md); the comparison is the same stacked slider before and after, hydrated then.
 * Each test below that expects the hydrated behaviour first waits for it (what comes before it:
 * first-interaction-gallery.spec.ts, first-interaction-comparison.spec.ts).
 * No test may cause a CSP violation.
 */
const { gallery: galleryLabels, beforeAfter: comparisonLabels } = content.projectPage
/** What screen readers say of the slider at `position` (the share of the "before" picture shown). */
const spoken = (position: number) =>
  fillTemplate(comparisonLabels.value, { before: position, after: 100 - position })

/** The thumbnail links, in order. */
const thumbnails = (page: Page) => page.locator('a[data-gallery-index]')
/** The viewer: a modal <dialog> named by the gallery's labels. */
const viewer = (page: Page) => page.getByRole('dialog')
/** The picture a thumbnail or the viewer shows (a photograph also has a decorative placeholder). */
const pictureIn = (scope: Locator) => scope.locator('img[alt]:not([alt=""])')

/** Starts the runtime (a key press is a first intent) and waits until both components are enhanced. */
async function waitForEnhancement(page: Page) {
  await page.keyboard.press('Shift')
  await expect(page.locator('[data-hydrated]:has(a[data-gallery-index])')).toHaveCount(1, hydration)
  await expect(page.getByRole('slider')).toBeVisible(hydration)
}

async function openViewer(page: Page, index = 0) {
  await waitForEnhancement(page)
  await thumbnails(page).nth(index).click()
  await expect(viewer(page)).toBeVisible()
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** What would keep a visitor from seeing where focus is (as in keyboard.spec.ts). */
function ringProblems(focused: FocusedElement | null): string[] {
  if (!focused) return ['nothing has focus']
  const problems: string[] = []
  if (!focused.visible) problems.push('is not visible')
  if (focused.outlineStyle === 'none' || focused.outlineWidth < 2)
    problems.push('has no focus ring')
  else if (focused.ringContrast < 3)
    problems.push(`focus ring contrast ${focused.ringContrast.toFixed(2)}:1`)
  return problems.map((problem) => `${focused.label} ${problem}`)
}

describeOnTidewater("a project page's gallery and comparison", () => {
  const project = galleryProject()
  const path = portfolioRoutes.project(project.id)
  const total = project.gallery!.length
  /** The viewer's counter for the photo at `index` (from 1): "2 of 8". */
  const counter = (index: number) => fillTemplate(galleryLabels.counter, { index, total })

  let violations: string[] = []
  test.beforeEach(async ({ page }) => {
    violations = await watchPolicyViolations(page)
  })
  test.afterEach(() => {
    expect(violations).toEqual([])
  })

  test.describe('the gallery', () => {
    test('by keyboard: Tab to a thumbnail, Enter opens it, arrows move, Escape returns focus', async ({
      page,
    }) => {
      await page.goto(path)
      const first = thumbnails(page).first()
      await expect(thumbnails(page)).toHaveCount(total)
      for (let step = 0; step < 60; step++) {
        await page.keyboard.press('Tab')
        if (await first.evaluate((link) => link === document.activeElement)) break
      }
      await expect(first).toBeFocused()
      await waitForEnhancement(page)

      await page.keyboard.press('Enter')
      const dialog = viewer(page)
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(path) // the link was not followed
      await expect(dialog).toHaveAccessibleName(/\S/)
      await expect(dialog.getByText(counter(1), { exact: true })).toBeVisible()
      const firstAlt = await pictureIn(first).getAttribute('alt')
      await expect(dialog.getByRole('img', { name: firstAlt! })).toBeVisible()
      await expect(dialog.locator('figcaption')).toHaveText(firstAlt!)
      // Focus is inside the viewer, on a control with a visible ring.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )

      await page.keyboard.press('ArrowRight')
      await expect(dialog.getByText(counter(2), { exact: true })).toBeVisible()
      const secondAlt = await pictureIn(thumbnails(page).nth(1)).getAttribute('alt')
      await expect(dialog.getByRole('img', { name: secondAlt! })).toBeVisible()
      await expect(dialog.locator('figcaption')).toHaveText(secondAlt!)
      await page.keyboard.press('ArrowLeft')
      await expect(dialog.getByText(counter(1), { exact: true })).toBeVisible()
      await page.keyboard.press('ArrowLeft') // wraps round to the last photo
      await expect(dialog.getByText(counter(total), { exact: true })).toBeVisible()

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(first).toBeFocused()
    })

    test('the close button closes the viewer and returns focus to the thumbnail', async ({
      page,
    }) => {
      await page.goto(path)
      await openViewer(page, 1)
      const dialog = viewer(page)
      await expect(dialog.getByText(counter(2), { exact: true })).toBeVisible()
      // Its three buttons are named, and each is a target of at least 24 × 24 px.
      const buttons = dialog.getByRole('button')
      await expect(buttons).toHaveCount(3)
      for (const button of await buttons.all()) {
        await expect(button).toHaveAccessibleName(/\S/)
        const box = (await button.boundingBox())!
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
      }
      await buttons.last().click() // next
      await expect(dialog.getByText(counter(3), { exact: true })).toBeVisible()
      await buttons.first().click() // close, the first control
      await expect(dialog).toBeHidden()
      await expect(thumbnails(page).nth(1)).toBeFocused()
    })

    test('the page behind the viewer does not scroll', async ({ page }) => {
      await page.goto(path)
      await thumbnails(page).first().scrollIntoViewIfNeeded()
      await openViewer(page)
      const before = await scrollY(page)
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      )
      const viewport = page.viewportSize()!
      await page.mouse.move(viewport.width / 2, viewport.height / 2)
      await page.mouse.wheel(0, 1200)
      for (const key of ['PageDown', 'ArrowDown', 'End']) await page.keyboard.press(key)
      await page.mouse.wheel(0, -600)
      // Give any scroll (smooth or not) time to happen before measuring.
      await page.waitForTimeout(300)
      expect(await scrollY(page)).toBe(before)
      await expect(viewer(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(viewer(page)).toBeHidden()
      expect(await scrollY(page)).toBe(before)
      // Once closed, the page scrolls again (the dialog's close event, a task after it hides).
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
        .toBe('visible')
    })

    // The Back gesture on a phone, the button on a desktop: it closes the viewer, not the page.
    for (const [device, use] of [
      ['on a phone', { hasTouch: true, viewport: { width: 390, height: 844 } }],
      ['on a desktop', {}],
    ] as const) {
      test.describe(device, () => {
        test.use(use)

        test('Back closes the viewer where the visitor was; Forward opens it again', async ({
          page,
        }) => {
          await page.goto(portfolioRoutes.list)
          await page.goto(path)
          await waitForEnhancement(page)
          const photo = thumbnails(page).nth(1)
          await photo.scrollIntoViewIfNeeded()
          const before = await scrollY(page)
          expect(before).toBeGreaterThan(0)
          if (use.hasTouch) await photo.tap()
          else await photo.click()
          const dialog = viewer(page)
          await expect(dialog.getByText(counter(2), { exact: true })).toBeVisible()

          await page.goBack()
          await expect(dialog).toBeHidden()
          await expect(page).toHaveURL(path)
          expect(await scrollY(page)).toBe(before)
          await expect(photo).toBeFocused()

          await page.goForward()
          await expect(dialog.getByText(counter(2), { exact: true })).toBeVisible()
          await expect(page).toHaveURL(path)
          await page.goBack()
          await expect(dialog).toBeHidden()
          await expect(page).toHaveURL(path)
          expect(await scrollY(page)).toBe(before)
          // The page's own entry comes next: Back leaves it.
          await page.goBack()
          await expect(page).toHaveURL(portfolioRoutes.list)
        })
      })
    }

    test('closed by Escape or its button, the viewer leaves no entry: Back leaves the page', async ({
      page,
    }) => {
      await page.goto(portfolioRoutes.list)
      await page.goto(path)
      await openViewer(page)
      await page.keyboard.press('Escape')
      await expect(viewer(page)).toBeHidden()
      await thumbnails(page).first().click()
      await viewer(page).getByRole('button', { name: galleryLabels.close, exact: true }).click()
      await expect(viewer(page)).toBeHidden()
      // The viewer's entry taken off (by history.back(), a task later), Back leaves the page.
      await expect.poll(() => page.evaluate(() => window.history.state)).toBeNull()
      await page.goBack()
      await expect(page).toHaveURL(portfolioRoutes.list)
    })

    test('a sideways drag of the mouse moves between photos', async ({ page }) => {
      await page.goto(path)
      await openViewer(page)
      const dialog = viewer(page)
      const box = (await dialog.getByRole('img').boundingBox())!
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      await page.mouse.move(x + 120, y)
      await page.mouse.down()
      await page.mouse.move(x - 120, y + 10, { steps: 6 })
      await page.mouse.up()
      await expect(dialog.getByText(counter(2), { exact: true })).toBeVisible()
    })

    test.describe('on a touch screen', () => {
      test.use({ hasTouch: true, viewport: { width: 390, height: 844 } })

      test('a swipe moves to the next and the previous photo', async ({ page }) => {
        await page.goto(path)
        await openViewer(page)
        const dialog = viewer(page)
        const box = (await dialog.getByRole('img').boundingBox())!
        const y = box.y + box.height / 2
        // Real touch input through the DevTools protocol: the browser turns it into pointer events.
        const cdp = await page.context().newCDPSession(page)
        const swipe = async (fromX: number, toX: number) => {
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchStart',
            touchPoints: [{ x: fromX, y }],
          })
          for (let step = 1; step <= 6; step++) {
            await cdp.send('Input.dispatchTouchEvent', {
              type: 'touchMove',
              touchPoints: [{ x: fromX + ((toX - fromX) * step) / 6, y: y + step }],
            })
          }
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
        }
        await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2)
        await expect(dialog.getByText(counter(2), { exact: true })).toBeVisible()
        await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8)
        await expect(dialog.getByText(counter(1), { exact: true })).toBeVisible()
        await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8) // wraps round
        await expect(dialog.getByText(counter(total), { exact: true })).toBeVisible()
      })
    })
  })

  test.describe('the before/after comparison', () => {
    /** The element the two pictures are stacked in: the slider's previous sibling. */
    const stack = (page: Page) => page.getByRole('slider').locator('xpath=preceding-sibling::*[1]')
    /** The clipped "after" picture: the box before its caption (the caption stays unclipped). */
    const afterPicture = (page: Page) =>
      page
        .getByText(comparisonLabels.after, { exact: true })
        .locator('xpath=ancestor::figcaption/preceding-sibling::div[1]')

    test('by keyboard: the arrow keys, Home and End move the slider', async ({ page }) => {
      await page.goto(path)
      await waitForEnhancement(page)
      const slider = page.getByRole('slider')
      await expect(slider).toHaveAccessibleName(/\S/)
      await expect(slider).toHaveValue('50')
      const initial = await slider.getAttribute('aria-valuetext')
      expect(initial).toBe(spoken(50))

      await slider.focus()
      await page.keyboard.press('ArrowRight')
      await expect(slider).toHaveValue('51')
      await expect(slider).not.toHaveAttribute('aria-valuetext', initial!)
      await expect(slider).toHaveAttribute('aria-valuetext', spoken(51))
      await page.keyboard.press('Home')
      await expect(slider).toHaveValue('0')
      await expect(slider).toHaveAttribute('aria-valuetext', spoken(0))
      await page.keyboard.press('End')
      await expect(slider).toHaveValue('100')
      await expect(slider).toHaveAttribute('aria-valuetext', spoken(100))
      // The divider follows: the "after" picture is clipped from the left up to the position.
      await expect(afterPicture(page)).toHaveCSS('clip-path', 'inset(0px 0px 0px 100%)')
      // Both captions are still shown on the stacked pictures.
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('PageDown')
      await page.keyboard.press('PageDown')
      await expect(slider).not.toHaveValue('99')
      await expect(page.getByText(comparisonLabels.before, { exact: true })).toBeVisible()
      await expect(page.getByText(comparisonLabels.after, { exact: true })).toBeVisible()
    })

    test('each label is shown whole on its side of the divider, or not at all', async ({
      page,
    }) => {
      await page.goto(path)
      await waitForEnhancement(page)
      const slider = page.getByRole('slider')
      /** How a label is drawn: 'whole' on its side, 'hidden' below its box's line, or 'cut'. */
      const drawn = (label: string, side: 'before' | 'after') =>
        page.getByText(label, { exact: true }).evaluate((element, side) => {
          const box = element.getBoundingClientRect()
          const line = element.parentElement!.getBoundingClientRect()
          const stack = element.closest('figure')!.parentElement!.getBoundingClientRect()
          const range = element.closest('[data-compare]')!.querySelector('input')!
          const position = Number(range.value)
          const divider = stack.left + (stack.width * position) / 100
          if (box.top >= line.bottom) return 'hidden'
          const inLine = box.left >= line.left && box.right <= line.right
          const onItsSide = side === 'before' ? box.right <= divider : box.left >= divider
          return inLine && onItsSide ? 'whole' : 'cut'
        }, side)
      const seen = new Set<string>()
      for (let position = 0; position <= 100; position += 5) {
        await slider.fill(String(position))
        await expect(slider).toHaveValue(String(position))
        const shown = [
          await drawn(comparisonLabels.before, 'before'),
          await drawn(comparisonLabels.after, 'after'),
        ]
        expect(shown, `at ${position}`).not.toContain('cut')
        seen.add(shown.join(' '))
      }
      // Each is hidden only while its side is too narrow for it: both show at the middle.
      expect([...seen]).toEqual(
        expect.arrayContaining(['hidden whole', 'whole whole', 'whole hidden']),
      )
    })

    test('by mouse: dragging on the pictures or the slider moves the divider', async ({ page }) => {
      await page.goto(path)
      await waitForEnhancement(page)
      const slider = page.getByRole('slider')
      // The slider and the lower part of the pictures, just above it, in view.
      await slider.scrollIntoViewIfNeeded()
      const box = (await stack(page).boundingBox())!
      const y = box.y + box.height - 40
      await page.mouse.move(box.x + box.width * 0.5, y)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width * 0.8, y, { steps: 5 })
      await page.mouse.up()
      await expect(slider).toHaveValue('80')
      await expect(slider).toHaveAttribute('aria-valuetext', spoken(80))
      await expect(afterPicture(page)).toHaveCSS('clip-path', 'inset(0px 0px 0px 80%)')

      // The range input itself: drag its thumb back to the left end.
      const track = (await slider.boundingBox())!
      const thumbX = track.x + track.width * 0.8
      await page.mouse.move(thumbX, track.y + track.height / 2)
      await page.mouse.down()
      await page.mouse.move(track.x - 20, track.y + track.height / 2, { steps: 5 })
      await page.mouse.up()
      await expect(slider).toHaveValue('0')
      await expect(slider).toHaveAttribute('aria-valuetext', spoken(0))
    })
  })

  for (const width of [390, 1440]) {
    test.describe(`enhanced, at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })

      test('axe finds nothing, and every control shows its focus ring', async ({ page }) => {
        await page.goto(path)
        await waitForEnhancement(page)
        // The hydrated page, its viewer below (a11y.spec.ts sees the page before the runtime).
        await expectNoAxeViolations(page)
        const problems: string[] = []
        const first = thumbnails(page).first()
        for (let step = 0; step < 60; step++) {
          await page.keyboard.press('Tab')
          if (await first.evaluate((link) => link === document.activeElement)) break
        }
        for (let step = 0; step < 4; step++) {
          problems.push(...ringProblems(await describeFocus(page))) // three thumbnails, the slider
          await page.keyboard.press('Tab')
        }
        await first.focus()
        await page.keyboard.press('Enter')
        await expect(viewer(page)).toBeVisible()
        // The open viewer: its close, previous and next buttons, ringed on the dark surface.
        await expectNoAxeViolations(page)
        for (let step = 0; step < 3; step++) {
          problems.push(...ringProblems(await describeFocus(page)))
          await page.keyboard.press('Tab')
        }
        expect(problems).toEqual([])
      })
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('each thumbnail links to its full-size picture', async ({ page }) => {
      await page.goto(path)
      const links = thumbnails(page)
      await expect(links).toHaveCount(total)
      for (const link of await links.all()) {
        await expect(link).toHaveAccessibleName(/\S/)
        const href = (await link.getAttribute('href'))!
        const response = await page.request.get(href)
        expect(response.ok(), href).toBe(true)
        expect(response.headers()['content-type'], href).toMatch(/^image\//)
      }
      const href = (await links.first().getAttribute('href'))!
      await links.first().click()
      await expect(page).toHaveURL(href)
    })

    test('the before and after pictures stand side by side with their labels', async ({ page }) => {
      await page.goto(path)
      // Nothing could move the divider without script (@media (scripting: none)): no slider.
      await expect(page.getByRole('slider')).toHaveCount(0)
      const boxes = []
      for (const label of [comparisonLabels.before, comparisonLabels.after]) {
        const caption = page.getByText(label, { exact: true })
        await caption.scrollIntoViewIfNeeded()
        await expect(caption).toBeVisible()
        const picture = pictureIn(caption.locator('xpath=ancestor::figure[1]'))
        await expect(picture).toBeVisible()
        await expect(picture).toHaveAttribute('alt', /\S/)
        // Loaded, not a broken image.
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0)
        boxes.push((await picture.boundingBox())!)
      }
      // At the default 1280 px width the two share a row: "before" on the left.
      const [before, after] = boxes
      expect(Math.abs(before!.y - after!.y)).toBeLessThan(2)
      expect(after!.x).toBeGreaterThanOrEqual(before!.x + before!.width)
    })
  })
  test.describe('when the runtime does not load', () => {
    // The loader holds a first click on a photo for the viewer and checks every 50 ms whether
    // React owns the gallery; if a runtime file failed it lets the click through at the next
    // check, else after 4 s (scripts/build/optimize-export.mjs). The page's clock is the test's
    // (page.clock), paused once the page has loaded: its timers run only when the test moves it,
    // so what is asserted is the order of events, never how long anything took.
    const runtimeFiles = /\/_next\/static\/.*\.js(\?.*)?$/
    const loaded = new Date('2025-06-02T09:00:00Z')

    /** A fresh page on the test's clock, its first photo clicked; returns the photo's address. */
    async function clickFirstPhoto(page: Page) {
      await page.clock.install({ time: loaded.getTime() - 600_000 })
      await page.addInitScript(() => {
        const record = window as unknown as { photoClicks: number; runtimeFailed: boolean }
        record.photoClicks = 0
        addEventListener('click', (event) => {
          if ((event.target as Element).closest?.('a[data-gallery-index]')) record.photoClicks++
        })
        // Capturing, so this runs before the loader's own onerror in the same dispatch.
        addEventListener(
          'error',
          (event) => {
            if (event.target instanceof HTMLScriptElement) record.runtimeFailed = true
          },
          true,
        )
      })
      await page.goto(path)
      await page.clock.pauseAt(loaded)
      const photo = thumbnails(page).first()
      const href = (await photo.getAttribute('href'))!
      await photo.click()
      return href
    }
    const photoClicks = (page: Page) =>
      page.evaluate(() => (window as unknown as { photoClicks: number }).photoClicks)

    test('a runtime file fails: a first click on a photo opens the picture itself at the next check, not after 4 s', async ({
      page,
    }) => {
      await page.route(runtimeFiles, (route) => route.abort())
      const href = await clickFirstPhoto(page)
      await expect
        .poll(() => page.evaluate(() => (window as { runtimeFailed?: boolean }).runtimeFailed))
        .toBe(true)
      // Held while the page's clock stands, though the runtime has already failed.
      expect(await photoClicks(page)).toBe(1)
      await expect(page).toHaveURL(path)
      await page.clock.runFor(100)
      await expect(page).toHaveURL(href)
    })

    test('the runtime never arrives: a first click on a photo opens the picture itself after 4 s', async ({
      page,
    }) => {
      // Held for good: no error ever comes, only the loader's own time limit.
      await page.route(runtimeFiles, () => new Promise<void>(() => {}))
      const href = await clickFirstPhoto(page)
      await page.clock.runFor(3_900)
      // Still held: the loader has not clicked the photo again.
      expect(await photoClicks(page)).toBe(1)
      await expect(page).toHaveURL(path)
      await page.clock.runFor(200)
      await expect(page).toHaveURL(href)
    })
  })
})
