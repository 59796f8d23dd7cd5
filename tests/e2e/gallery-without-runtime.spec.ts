import { expect, type Page, test } from './fixtures'
import { describeOnTidewater } from './tidewater'
import { countText, galleryShownAtFirst } from '@/lib/portfolio/rules'
import {
  comparisonLabels,
  failOnPolicyViolations,
  galleryLabels,
  galleryPage,
  pictureIn,
  thumbnails,
} from './gallery-page'

/**
 * gallery.spec.ts's project page (on tidewater) without its runtime: with JavaScript off, and when
 * the runtime fails or never arrives, a first click on a photo still opens it.
 */
describeOnTidewater("a project page's gallery and comparison", () => {
  const { path, total } = galleryPage()
  failOnPolicyViolations()

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('each thumbnail links to its full-size picture, the later ones behind their button', async ({
      page,
    }) => {
      await page.goto(path)
      await page.getByText(countText(galleryLabels.more, total - galleryShownAtFirst)).click()
      const links = thumbnails(page).filter({ visible: true })
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
    // (page.clock), paused before the page loads: its timers run only when the test moves it,
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
      // Paused before the page loads: the islands, which start when the loaded page is idle, wait
      // for the click. (Run before it, a failed island lets the click through at once.)
      await page.clock.pauseAt(loaded)
      await page.goto(path)
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
