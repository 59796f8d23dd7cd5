import { expect, type Page, test } from './fixtures'
import { describeFocus, expectNoAxeViolations } from './accessibility'
import { describeOnTidewater } from './tidewater'
import {
  comparisonLabels,
  failOnPolicyViolations,
  galleryPage,
  ringProblems,
  spoken,
  thumbnails,
  viewer,
  waitForEnhancement,
} from './gallery-page'

/**
 * The before/after comparison of gallery.spec.ts's project page (on tidewater): its slider by keyboard
 * and mouse, its labels; then the hydrated page at 390 and 1440 px, axe and every focus ring.
 */
describeOnTidewater("a project page's gallery and comparison", () => {
  const { path } = galleryPage()
  failOnPolicyViolations()

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
})
