import { expect, test } from './fixtures'
import { describeOnTidewater } from './tidewater'
import { portfolioRoutes } from '@/lib/content/urls'
import { countText, galleryShownAtFirst } from '@/lib/portfolio/rules'
import {
  failOnPolicyViolations,
  galleryLabels,
  galleryPage,
  openViewer,
  pictureIn,
  scrollY,
  thumbnails,
  viewer,
  waitForEnhancement,
} from './gallery-page'

/**
 * A project page's gallery (components/media/gallery.tsx, gallery-lightbox.tsx) and before/after
 * comparison (components/media/before-after.tsx, before-after-slider.tsx), on the first project with at
 * least three photographs and a before/after pair. That is content an editor may remove, so these
 * run on the tidewater content set, which keeps such a project (describeOnTidewater). The gallery
 * is plain links until its island runs, after the page's load or on the visitor's first intent
 * (docs/performance.md); the comparison is the same stacked slider before and after, hydrated then.
 * Each test below that expects the hydrated behaviour first waits for it (what comes before it:
 * first-interaction-gallery.spec.ts, first-interaction-comparison.spec.ts). No test may cause a CSP
 * violation. The comparison is gallery-comparison.spec.ts's, the page without its runtime
 * gallery-without-runtime.spec.ts's.
 */
describeOnTidewater("a project page's gallery and comparison", () => {
  const { path, total, counter } = galleryPage()
  failOnPolicyViolations()

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

    test('draws its first pictures, and the rest once the button under them is pressed', async ({
      page,
    }) => {
      const later = total - galleryShownAtFirst
      expect(later, 'the gallery holds more pictures than it draws at first').toBeGreaterThan(0)
      await page.goto(path)
      const drawn = thumbnails(page).filter({ visible: true })
      await expect(drawn).toHaveCount(galleryShownAtFirst)
      await page.getByText(countText(galleryLabels.more, later)).click()
      await expect(drawn).toHaveCount(total)
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
})
