import { expect, type Page, test } from './fixtures'
import { draftKey } from '@/components/contact-form/draft'
import { toastRegion } from './accessibility'
import { content, formField } from './content'
import { holdIslandFiles, islandFilesBeforeLoad, runtimeFiles } from './island-files'
import { hydration, isHydrated } from './page-checks'

/*
 * When the islands start (docs/islands.md, "The loader"): nothing of them is fetched
 * before the page's load; after it, when the browser is idle, their files come at the lowest
 * priority and the islands hydrate unasked, so a first tap finds them ready. A visitor who acts
 * before then (here their files held back, as on a slow network) starts them at once. Every
 * route's visit (every-route.spec.ts) checks the first of these on each page.
 */
const { contactForm } = content

test.describe('the islands start after the load, or at once on a first intent', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('after the load, unasked: their files first asked for at the lowest priority, then hydrated', async ({
    page,
  }) => {
    // The priority each island file was first asked for at, from the DevTools protocol.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const priorities = new Map<string, string>()
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const { pathname } = new URL(request.url)
      if (runtimeFiles.test(pathname) && !priorities.has(pathname))
        priorities.set(pathname, request.initialPriority)
    })
    await page.goto('/about')
    expect(await islandFilesBeforeLoad(page)).toEqual([])
    await expect.poll(() => isHydrated(page, 'header button'), hydration).toBe(true)
    expect(priorities.size).toBeGreaterThan(0)
    expect(new Set(priorities.values())).toEqual(new Set(['VeryLow']))
  })

  for (const [intent, act] of [
    ['a key press', (page) => page.keyboard.press('Tab')],
    ['a mouse moving over the page', (page) => page.mouse.move(200, 300, { steps: 2 })],
  ] satisfies [string, (page: Page) => Promise<void>][])
    test(`${intent} before their files have arrived starts the islands at once`, async ({
      page,
    }) => {
      const held = await holdIslandFiles(page)
      await page.goto('/about')
      await expect.poll(() => held.prefetching.length).toBeGreaterThan(0)
      expect(held.scripts).toEqual([])
      await act(page)
      await expect.poll(() => held.scripts.length).toBeGreaterThan(0)
      held.release()
      await expect.poll(() => isHydrated(page, 'header button'), hydration).toBe(true)
    })

  test('the contact form coming into view starts the islands, and an error toast shows on submit', async ({
    page,
  }) => {
    const held = await holdIslandFiles(page)
    await page.goto('/')
    await expect.poll(() => held.prefetching.length).toBeGreaterThan(0)
    expect(held.scripts).toEqual([])
    // Scrolling with the wheel is not an intent event: the form approaching the viewport is.
    await page.evaluate(() => document.getElementById('contact')?.scrollIntoView())
    await expect.poll(() => held.scripts.length).toBeGreaterThan(0)
    held.release()
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
})
