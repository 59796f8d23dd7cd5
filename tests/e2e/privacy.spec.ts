import { expect, test } from './fixtures'
import { content, escapeRegExp } from './content'
import { notFoundPath, pages } from './routes'
import { fillContactForm, watchMailtoNavigations } from './visitor'

/**
 * The site sets no cookies and asks no other host for anything: no analytics, no fonts, no
 * images, no scripts. A visitor's message leaves the browser only through the mail client.
 */
test('no page requests another origin or sets a cookie, even when the form is used', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const requested: string[] = []
  context.on('request', (request) => requested.push(request.url()))
  await watchMailtoNavigations(page)

  for (const path of [...pages.map((route) => route.path), notFoundPath]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 10_000)
    await page.waitForLoadState('networkidle')
  }
  await page.goto('/#contact')
  const form = await fillContactForm(page)
  await form.getByRole('button', { name: content.contactForm.submit, exact: true }).click()
  await expect(
    page.getByText(content.contactForm.messages.successTitle, { exact: true }),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')

  const [handedToMailClient, network] = [
    requested.filter((url) => url.startsWith('mailto:')),
    requested.filter((url) => !url.startsWith('mailto:')),
  ]
  expect(network.length).toBeGreaterThan(pages.length)
  expect(network.filter((url) => new URL(url).origin !== origin)).toEqual([])
  // What the visitor typed went only to the mail client, not to the site.
  expect(network.filter((url) => /Lovelace|ada%40example/.test(url))).toEqual([])
  expect(handedToMailClient).toHaveLength(1)
  expect(handedToMailClient[0]).toMatch(
    new RegExp(`^mailto:${escapeRegExp(content.site.email)}\\?`),
  )
  expect(await context.cookies()).toEqual([])
  expect(await page.evaluate(() => document.cookie)).toBe('')
})
