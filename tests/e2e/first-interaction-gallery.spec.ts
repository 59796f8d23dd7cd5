import { expect, type Locator, type Page, test } from './fixtures'
import { content, galleryProject } from './content'
import {
  type Act,
  describeFirstActivations,
  devices,
  expectNoNavigation,
  expectNoPolicyViolations,
  freshPage,
  type Fresh,
  tabTo,
} from './first-interaction'
import { hydration } from './page-checks'
import { describeOnTidewater } from './tidewater'
import { portfolioRoutes } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'

/*
 * The gallery's first activation before it has hydrated (first-interaction.ts): a click, a tap or
 * Enter on a photo is held and replayed into the viewer; a modified click is the browser's.
 */
const { projectPage } = content
const projectPath = () => portfolioRoutes.project(galleryProject().id)
const counter = (index: number) =>
  fillTemplate(projectPage.gallery.counter, { index, total: galleryProject().gallery!.length })
const thumbnails = (page: Page) => page.locator('a[data-gallery-index]')
const viewer = (page: Page) => page.getByRole('dialog')

/** The activation was held (the page has not left), and once the gallery is hydrated, replayed. */
async function expectViewerOnFirstPhoto(page: Page, fresh: Fresh) {
  await expect.poll(() => fresh.requested.length).toBeGreaterThan(0)
  await page.waitForTimeout(300)
  await expectNoNavigation(page, fresh)
  fresh.release()
  const dialog = viewer(page)
  await expect(dialog).toBeVisible(hydration)
  await expect(dialog.getByText(counter(1), { exact: true })).toBeVisible()
  const alt = await thumbnails(page).first().locator('img[alt]:not([alt=""])').getAttribute('alt')
  await expect(dialog.getByRole('img', { name: alt! })).toBeVisible()
}

/** Activates the first gallery photo (held), then checks the viewer opens on it. */
const openFirstPhoto =
  (activate: (first: Locator) => Promise<void>) => async (page: Page, fresh: Fresh) => {
    await activate(thumbnails(page).first())
    await expectViewerOnFirstPhoto(page, fresh)
  }

const acts = {
  click: {
    does: 'a click on the first photo opens the viewer',
    run: openFirstPhoto((first) => first.click()),
  },
  tap: {
    does: 'a tap on the first photo opens the viewer',
    run: openFirstPhoto((first) => first.tap()),
  },
  Enter: {
    does: 'Tab to the first photo and Enter open the viewer; Escape returns focus',
    run: async (page, fresh) => {
      const first = thumbnails(page).first()
      await openFirstPhoto(async () => {
        await tabTo(page, first)
        await page.keyboard.press('Enter')
      })(page, fresh)
      await page.keyboard.press('Escape')
      await expect(viewer(page)).toBeHidden()
      await expect(first).toBeFocused()
    },
  },
} satisfies Record<string, Act>

expectNoPolicyViolations()

describeFirstActivations(
  {
    name: 'gallery',
    path: projectPath,
    target: (page) => thumbnails(page).first(),
    onProjectPage: true,
  },
  acts,
  [
    { device: 'desktop', scroll: 'wheel', way: 'click' },
    { device: 'phone', scroll: 'touch', way: 'tap' },
    { device: 'desktop', scroll: 'PageDown', way: 'Enter' },
  ],
)

describeOnTidewater('at 1440 px with a mouse', () => {
  test.use(devices.desktop)

  test("a click on a gallery photo with Ctrl or Cmd keeps the browser's way: a new tab, and no viewer after", async ({
    page,
    context,
  }) => {
    const fresh = await freshPage(page, projectPath())
    const first = thumbnails(page).first()
    const href = (await first.getAttribute('href'))!
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      first.click({ modifiers: ['ControlOrMeta'] }),
    ])
    await expect(tab).toHaveURL(href)
    await tab.close()
    fresh.release()
    // Once the gallery is hydrated, nothing replays that click into the viewer.
    await expect(page.locator('[data-hydrated]:has(a[data-gallery-index])')).toHaveCount(
      1,
      hydration,
    )
    await page.waitForTimeout(300)
    await expect(viewer(page)).toBeHidden()
    await expectNoNavigation(page, fresh)
  })
})
