import { expect, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { fillTemplate } from '@/lib/template'
import { hydratedAttribute } from '@/components/use-hydrated'
import { addressLine, content, escapeRegExp, telHref } from './content'
import { hoursText } from '@/lib/content/site-facts'
/*
 * What every page must be, checked on a page already loaded: each function reads the page as it
 * is and fails naming the page and what is wrong. tests/e2e/every-route.spec.ts runs them all in
 * one visit per route and width; a journey spec may call one on a state it made. This module has
 * the page's readers, hydration and its heading, header and footer; page-checks-search.ts its
 * tags and structured data, page-checks-reading.ts what a screen reader and the keyboard meet,
 * page-checks-layout.ts its fit and fonts.
 */

const { site, footer, navigation } = content

export const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute('content')

export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

export async function imageSize(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname)
  expect(response.status(), url).toBe(200)
  const { width, height, format } = await sharp(await response.body()).metadata()
  return { width, height, format, contentType: response.headers()['content-type'] }
}

/** How long to wait for hydration: on a loaded machine the chunk files (compressed on demand) can be slow. */
export const hydration = { timeout: 20_000 }

/** Our client components mark their element once React has hydrated it (components/use-hydrated.ts). */
export const isHydrated = (page: Page, selector: string) =>
  page.evaluate(
    ([selector, marker]) => !!document.querySelector(selector)?.closest(`[${marker}]`),
    [selector, hydratedAttribute] as const,
  )

/** The page's one h1, with its words. */
export async function expectOneHeading(page: Page, h1: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
}

/** The h1, the header's home link and the footer's business facts and links. */
export async function expectHeaderAndFooter(page: Page, h1: string) {
  await expectOneHeading(page, h1)
  const brand = page.getByRole('banner').getByRole('link', { name: site.name, exact: true })
  await expect(brand).toBeVisible()
  await expect(brand).toHaveAttribute('href', '/')
  // Call in one tap, in the first screen, without opening the menu, big enough for a thumb.
  const call = page
    .getByRole('banner')
    .getByRole('link', { name: fillTemplate(navigation.call, { phone: site.phone }), exact: true })
    .first()
  await expect(call).toBeInViewport()
  await expect(call).toHaveAttribute('href', telHref)
  // And ask for a consultation the same way: the header's button, outside the menu.
  const consultation = page
    .getByRole('banner')
    .getByRole('link', { name: navigation.consultation.label, exact: true })
  await expect(consultation).toBeInViewport()
  await expect(consultation).toHaveAttribute('href', navigation.consultation.href)
  for (const control of [call, consultation]) {
    const box = (await control.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
  }

  const pageFooter = page.getByRole('contentinfo')
  await expect(pageFooter.getByText(site.name, { exact: true })).toBeVisible()
  for (const text of [
    site.tagline,
    site.licence.label,
    site.licence.number,
    addressLine,
    hoursText(site.hours),
    site.copyright,
  ])
    await expect(pageFooter).toContainText(text)
  await expect(pageFooter.getByRole('link', { name: site.phone, exact: true })).toHaveAttribute(
    'href',
    telHref,
  )
  await expect(pageFooter.getByRole('link', { name: site.email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )
  for (const heading of [footer.exploreHeading, footer.contactHeading, footer.hoursHeading])
    await expect(pageFooter.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  for (const { label, href } of footer.links)
    await expect(
      pageFooter.getByRole('link', { name: label, exact: true }).first(),
    ).toHaveAttribute('href', href)
  const social = pageFooter.getByRole('link', {
    name: new RegExp(`^${escapeRegExp(site.social.label)}`),
  })
  await expect(social).toHaveAttribute('href', site.social.href)
  await expect(social).toHaveAttribute('target', '_blank')
  await expect(social).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(social).toHaveAccessibleName(new RegExp(`${escapeRegExp(footer.socialNewTabHint)}$`))
}
