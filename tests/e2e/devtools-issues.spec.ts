import { expect, test } from '@playwright/test'
import { hydratedAttribute } from '@/components/use-hydrated'
import { content } from './content'
import { notFoundPath, pages } from './routes'

/*
 * What a visitor's or an owner's DevTools would show: a page of each kind (`pages` in routes.ts:
 * each fixed page, one portfolio page of each kind) and the 404 page, at 390 and 1440 px, over HTTPS with HTTP/2 and the site's headers (the `https` project: without
 * upgrade-insecure-requests, which would hide a mixed form; see scripts/check/check-best-practices.mjs),
 * scrolled to the end so every lazy picture loads, then started (a key press loads the runtime).
 * No DevTools issue of any kind (mixed content, Content-Security-Policy, lazy images, forms,
 * deprecations…) and no console warning or error, but the 404 page's own: its log of the missing
 * path and the browser's line about the 404 status. What DevTools reports comes from the
 * components, which the other pages of a kind share with their sample; Lighthouse's Best Practices
 * reads the console and the DevTools issues of every page of the sitemap (npm run
 * test:best-practices), so a page's own words are still seen there.
 */

const widths = [390, 1440]
const paths = [...pages.map((page) => page.path), notFoundPath]
const notFoundLog = content.notFoundPage.consoleMessage.replace('{path}', notFoundPath)

for (const width of widths) {
  for (const path of paths) {
    test(`${path} at ${width} px: no DevTools issue, no console warning or error`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const issues: string[] = []
      const cdp = await context.newCDPSession(page)
      cdp.on('Audits.issueAdded', ({ issue }) =>
        issues.push(`${issue.code}: ${JSON.stringify(issue.details).slice(0, 300)}`),
      )
      await cdp.send('Audits.enable')
      const messages: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error')
          messages.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))

      const response = await page.goto(path)
      expect(response?.status()).toBe(path === notFoundPath ? 404 : 200)
      // To the end, a screen at a time, as a reader scrolls: each lazy picture is fetched.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y)
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)))
        }
        await Promise.all(
          [...document.images].map((image) => image.decode().catch(() => undefined)),
        )
      })
      await page.keyboard.press('Shift')
      await expect
        .poll(() => page.locator(`[${hydratedAttribute}]`).count(), 'the runtime started')
        .toBeGreaterThan(0)
      await page.waitForLoadState('networkidle')

      expect(issues, 'DevTools issues').toEqual([])
      const expected =
        path === notFoundPath
          ? [
              'error: Failed to load resource: the server responded with a status of 404 ()',
              `error: ${notFoundLog}`,
            ]
          : []
      expect(messages.sort(), 'console warnings and errors').toEqual(expected.sort())
    })
  }
}
