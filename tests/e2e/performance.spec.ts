import { expect, type Page, test } from '@playwright/test'
import { hydratedAttribute } from '@/components/use-hydrated'
import { draftKey } from '@/lib/draft'
import { siteFonts } from '@/scripts/subset-fonts'
import { expectExpanded, toastRegion } from './accessibility'
import { content, formField } from './content'
import { notFoundPath, pages } from './routes'

const { navigation, contactForm } = content
const menuToggle = (page: Page) =>
  page.getByRole('button', { name: navigation.menu.toggle, exact: true })

/**
 * scripts/optimize-export.mjs defers the Next/React runtime to the visitor's first intent. These
 * tests check both halves: nothing from /_next/static/*.js is fetched while a page loads, and once
 * the visitor does something the runtime loads and the interactive parts work.
 */
function recordScripts(page: Page) {
  const requested: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'))
      requested.push(url.pathname)
  })
  return requested
}

/** On a loaded machine the first requests of the chunk files (compressed on demand) can be slow. */
const hydration = { timeout: 20_000 }

/** Our client components mark their element once React has hydrated it (components/use-hydrated.ts). */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate(
    ([selector, marker]) => !!document.querySelector(selector)?.closest(`[${marker}]`),
    [selector, hydratedAttribute] as const,
  )

test.describe('runtime deferred to the first interaction', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const { path } of pages) {
    test(`${path} fetches no JavaScript file until the visitor acts`, async ({ page }) => {
      const requested = recordScripts(page)
      await page.goto(path, { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      expect(requested).toEqual([])
      expect(await isHydrated(page, 'header button')).toBe(false)

      await menuToggle(page).click()
      await expect.poll(() => requested.length, hydration).toBeGreaterThan(0)
      await expect.poll(() => isHydrated(page, 'header button'), hydration).toBe(true)
      const toggle = menuToggle(page)
      await expectExpanded(toggle, true)
      await page.keyboard.press('Escape')
      await expectExpanded(toggle, false)
    })
  }

  test('a keypress loads the runtime too', async ({ page }) => {
    const requested = recordScripts(page)
    await page.goto('/about')
    await page.keyboard.press('Tab')
    await expect.poll(() => requested.length, hydration).toBeGreaterThan(0)
    await expect.poll(() => isHydrated(page, 'header button'), hydration).toBe(true)
  })

  test('the contact form coming into view loads the runtime, and an error toast shows on submit', async ({
    page,
  }) => {
    const requested = recordScripts(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])
    // Scrolling with the wheel is not an intent event: the form approaching the viewport is.
    await page.evaluate(() => document.getElementById('contact')?.scrollIntoView())
    await expect.poll(() => isHydrated(page, 'form'), hydration).toBe(true)
    await page.evaluate(() =>
      document.querySelectorAll('input[required], textarea[required]').forEach((field) => {
        field.removeAttribute('required')
      }),
    )
    await page.getByRole('button', { name: contactForm.submit, exact: true }).click()
    await expect(
      toastRegion(page).getByText(contactForm.messages.missingText, { exact: true }),
    ).toBeVisible()
  })

  test('a draft is restored after a reload at #contact', async ({ page }) => {
    await page.goto('/#contact')
    await expect.poll(() => isHydrated(page, 'form'), hydration).toBe(true)
    await formField(page, 'firstName').fill('Ada')
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), draftKey))
      .toContain('Ada')
    await page.reload()
    await expect(formField(page, 'firstName')).toHaveValue('Ada')
    await expect(
      page.getByRole('status').filter({ hasText: contactForm.draftRestored }),
    ).toBeVisible()
  })

  test('the 404 page loads the runtime at once and logs the path', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(notFoundPath)
    await expect.poll(() => errors.some((error) => error.includes(notFoundPath))).toBe(true)
  })
})

/**
 * scripts/subset-fonts.ts keeps only the weights the design uses (Inter 400–600, Fraunces 600). A
 * text asking a font for another weight would be drawn in the nearest one the file has, not the
 * one the class names: add the weight to `siteFonts` (and lib/fonts.ts) instead.
 */
test.describe('every text is drawn in a weight its font file has', () => {
  for (const { path } of [...pages, { path: notFoundPath }]) {
    test(path, async ({ page }) => {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport)
        await page.goto(path)
        const used = await page.evaluate(() => {
          const found = new Set<string>()
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          while (walker.nextNode()) {
            const parent = walker.currentNode.parentElement
            if (!parent || !walker.currentNode.textContent?.trim()) continue
            const style = getComputedStyle(parent)
            const family = style.fontFamily.split(',')[0]!.trim().replace(/["']/g, '')
            found.add(`${family.toLowerCase()} ${style.fontWeight}`)
          }
          return [...found]
        })
        const outside = used.filter((entry) => {
          const [family, weight] = entry.split(' ')
          const font = siteFonts.find((candidate) => candidate.name === family)
          if (!font) return false
          const { min, max } =
            typeof font.weight === 'number' ? { min: font.weight, max: font.weight } : font.weight
          return Number(weight) < min || Number(weight) > max
        })
        expect(outside, `${path} at ${viewport.width} px`).toEqual([])
      }
    })
  }
})
