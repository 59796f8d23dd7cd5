import { test as base } from '@playwright/test'

export * from '@playwright/test'

/**
 * Playwright's `test`, its pages with no mouse resting on them. The headless shell the tests run in
 * (playwright.config.ts) keeps a pointer at the page's top-left corner and, once a page has loaded,
 * sends a pointer move there that no one made; a visitor's Chromium with no mouse over the window
 * sends none. The page's loader takes a pointer move for the visitor's intent and starts the
 * islands at once (components/islands/loader.ts), so that move would start them, at random, before
 * the tests that hold their files back check that the visitor's own intent does. This script, the
 * first on every page, drops it: an event at (0, 0) that has not moved. Every move a test makes
 * goes elsewhere.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      const dropRestingPointer = (event: MouseEvent) => {
        const resting = event.clientX === 0 && event.clientY === 0
        if (resting && event.movementX === 0 && event.movementY === 0)
          event.stopImmediatePropagation()
      }
      for (const type of ['pointerover', 'pointermove', 'mouseover', 'mousemove'] as const)
        addEventListener(type, dropRestingPointer, { capture: true })
    })
    await provide(context)
  },
})
