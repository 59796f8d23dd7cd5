import { expect, test } from '@playwright/test'
import { screenshotHeight, screenshotName, screenshotPaths, screenshotWidths } from './routes'

/*
 * Full-page screenshots of every route at phone and desktop width, compared with the images
 * approved for each fixed content set (tests/fixtures/content-sets/<set>/__screenshots__; 1% of
 * pixels may differ). They run only on those sets, never on the editor's content/, so a change
 * of words never fails a comparison. After an intended visual change: npm run
 * test:update-screenshots, look at the new images, and commit them.
 */
test.skip(
  !process.env.SCREENSHOTS_DIR,
  'screenshots are compared on the fixed content sets: npm run test:content-sets',
)

for (const width of screenshotWidths) {
  // Each content set keeps its own approved screenshots (SCREENSHOTS_DIR, playwright.config.ts).
  test.describe(`${width} px`, { tag: ['@content', '@visual'] }, () => {
    test.use({ viewport: { width, height: screenshotHeight } })
    // A full-page capture of a long page with every image decoded takes a while on a busy machine.
    test.describe.configure({ timeout: 90_000 })

    for (const path of screenshotPaths) {
      test(`${path} looks as approved`, async ({ page }) => {
        await page.goto(path)
        // Lazy images below the fold would otherwise be blank in a full-page capture.
        await page.evaluate(async () => {
          document.querySelectorAll('img').forEach((img) => (img.loading = 'eager'))
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
          await document.fonts.ready
        })
        await expect(page).toHaveScreenshot(screenshotName(path, width), {
          fullPage: true,
          timeout: 15_000,
        })
      })
    }
  })
}
