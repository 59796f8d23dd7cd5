import { expect, type Page } from './fixtures'
import { content, galleryProject } from './content'
import {
  type Act,
  describeFirstActivations,
  expectNoPolicyViolations,
  type Fresh,
  type Point,
  swipe,
  tabTo,
} from './first-interaction'
import { hydration, isHydrated } from './page-checks'
import { portfolioRoutes } from '@/lib/content/urls'
import { fillTemplate } from '@/lib/template'

/*
 * The before/after comparison's first activation before it has hydrated (first-interaction.ts):
 * its range works natively and moves the divider at once; a press on its pictures is kept and
 * replayed; nothing snaps back or moves when it hydrates.
 */
const { projectPage } = content
/** What screen readers say of the comparison at `position` (the share of "before" shown). */
const spoken = (position: number) =>
  fillTemplate(projectPage.beforeAfter.value, { before: position, after: 100 - position })
const range = (page: Page) =>
  page.getByRole('slider', { name: projectPage.beforeAfter.slider, exact: true }).first()
/** The stacked pictures: the range's previous sibling. */
const pictures = (page: Page) => range(page).locator('xpath=preceding-sibling::*[1]')

/** The comparison shows `position`: the range's value, what is spoken, the divider (the clip). */
async function expectComparisonAt(page: Page, position: number) {
  await expect(range(page)).toHaveValue(String(position))
  await expect(range(page)).toHaveAttribute('aria-valuetext', spoken(position))
  const after = pictures(page).getByText(projectPage.beforeAfter.after, { exact: true })
  await expect(after.locator('xpath=ancestor::figcaption/preceding-sibling::div[1]')).toHaveCSS(
    'clip-path',
    `inset(0px 0px 0px ${position}%)`,
  )
}

/** Where the comparison and its range are on the page (so where everything after them is). */
const placeOfComparison = (page: Page) =>
  range(page).evaluate((input) =>
    [input.parentElement!, input].map((element) => {
      const box = element.getBoundingClientRect()
      return [box.left, box.top + window.scrollY, box.width, box.height]
    }),
  )

/**
 * Once the comparison is hydrated it shows `position` (nothing snapped back, nothing was lost),
 * and nothing moved when it took over.
 */
async function expectHydratedComparisonAt(page: Page, fresh: Fresh, position: number) {
  const place = await placeOfComparison(page)
  fresh.release()
  await expect.poll(() => isHydrated(page, 'input[type="range"]'), hydration).toBe(true)
  await expectComparisonAt(page, position)
  expect(await placeOfComparison(page)).toEqual(place)
}

/** A point on the pictures, `share` of the way across, on their visible middle row. */
async function onPictures(page: Page, share: number): Promise<Point> {
  await pictures(page).scrollIntoViewIfNeeded()
  const box = (await pictures(page).boundingBox())!
  return { x: box.x + box.width * share, y: box.y + box.height / 2 }
}

/** Presses on the pictures (held, kept), then checks the divider once it has been replayed. */
const pressPictures =
  (press: (page: Page) => Promise<void>, position: number) => async (page: Page, fresh: Fresh) => {
    await press(page)
    await expectHydratedComparisonAt(page, fresh, position)
  }

const acts = {
  'mouse drag': {
    does: 'a mouse drag on the pictures moves the divider where it was let go',
    run: pressPictures(async (page) => {
      const from = await onPictures(page, 0.5)
      await page.mouse.move(from.x, from.y)
      await page.mouse.down()
      await page.mouse.move((await onPictures(page, 0.8)).x, from.y, { steps: 5 })
      await page.mouse.up()
    }, 80),
  },
  click: {
    does: 'a click on the pictures moves the divider there',
    run: pressPictures(async (page) => {
      const at = await onPictures(page, 0.25)
      await page.mouse.click(at.x, at.y)
    }, 25),
  },
  'finger drag': {
    does: 'a finger dragged sideways on the pictures moves the divider',
    run: pressPictures(async (page) => {
      await swipe(page, await onPictures(page, 0.5), await onPictures(page, 0.2))
    }, 20),
  },
  'finger on the range': {
    does: "a finger on the range's thumb moves the divider at once, and it stays",
    run: async (page, fresh) => {
      await range(page).scrollIntoViewIfNeeded()
      const track = (await range(page).boundingBox())!
      const y = track.y + track.height / 2
      await swipe(page, { x: track.x + track.width / 2, y }, { x: track.x + track.width * 0.7, y })
      const position = Number(await range(page).inputValue())
      expect(position).toBeGreaterThan(60)
      expect(position).toBeLessThan(80)
      await expectComparisonAt(page, position)
      await expectHydratedComparisonAt(page, fresh, position)
    },
  },
  'arrow keys': {
    does: 'Tab to the range and the arrow keys move the divider at once, and it stays',
    run: async (page, fresh) => {
      await tabTo(page, range(page))
      for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowRight')
      await expectComparisonAt(page, 53)
      await expectHydratedComparisonAt(page, fresh, 53)
    },
  },
} satisfies Record<string, Act>

expectNoPolicyViolations()

describeFirstActivations(
  {
    name: 'comparison',
    path: () => portfolioRoutes.project(galleryProject().id),
    target: range,
    onProjectPage: true,
  },
  acts,
  [
    { device: 'desktop', scroll: 'wheel', way: 'mouse drag' },
    { device: 'desktop', scroll: 'wheel', way: 'click' },
    { device: 'phone', scroll: 'touch', way: 'finger drag' },
    { device: 'phone', scroll: 'touch', way: 'finger on the range' },
    { device: 'desktop', scroll: 'Space', way: 'arrow keys' },
  ],
)
