import { expect, type Page } from '@playwright/test'
import { content, formField } from './content'
import { parseMailto } from './mail'

/**
 * What a visitor's or an owner's DevTools would show for the page, from before its first load on:
 * the issues of the Audits domain (mixed content, Content-Security-Policy, lazy images, forms,
 * deprecations…) and every console warning and error, page errors included. Mixed content is
 * reported only on an HTTPS page (the `https` project of playwright.config.ts).
 */
export async function watchDevTools(page: Page) {
  const issues: string[] = []
  const messages: string[] = []
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Audits.issueAdded', ({ issue }) =>
    issues.push(`${issue.code}: ${JSON.stringify(issue.details).slice(0, 300)}`),
  )
  await cdp.send('Audits.enable')
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  return { issues, messages }
}

/**
 * Records every Content-Security-Policy violation the page reports: the
 * `securitypolicyviolation` events (collected from the first script the page runs) and the
 * console errors Chromium prints for a refused script, style, font, image or connection.
 */
export async function watchPolicyViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`)
  })
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      )
    })
  })
  return violations
}

/** Fills the consultation form on the home page with a complete request, by its content's labels. */
export async function fillContactForm(page: Page) {
  const form = page.locator('form:has([formaction^="mailto:"])')
  await formField(form, 'firstName').fill('Ada')
  await formField(form, 'lastName').fill('Lovelace')
  await formField(form, 'email').fill('ada@example.com')
  await formField(form, 'projectDetails').fill('A new kitchen with an island, starting in spring.')
  return form
}

/**
 * The mailto: URLs the page asks the browser to open. Chromium hands them to the operating system,
 * so they never become a page load; the DevTools protocol still reports each request.
 */
export async function watchMailtoNavigations(page: Page) {
  const mailto: string[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (event.url.startsWith('mailto:')) mailto.push(event.url)
  })
  return mailto
}

/** The first mailto: link the page opened is addressed to the content's email, and to it alone. */
export async function expectMailtoTo(mailto: string[], recipient = content.site.email) {
  await expect.poll(() => mailto.length).toBeGreaterThan(0)
  expect(mailto[0]).toMatch(/^mailto:[^?]+\?/)
  expect(parseMailto(mailto[0]!).to).toBe(recipient)
}
