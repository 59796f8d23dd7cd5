/** A page's tags and structured data, as search results and link previews read them (see page-checks.ts). */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { canonicalUrl, content, pageTitle, siteOrigin, telHref } from './content'
import type { PageExpectation } from './routes'
import { imageSize, jsonLd, meta } from './page-checks'

const { site, areas, notFoundPage } = content

/** Title, description, canonical URL and social card, as search results and link previews read them. */
export async function expectSearchAndSharingTags(
  page: Page,
  request: APIRequestContext,
  { path, metaTitle, description, cardAlt }: PageExpectation,
) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Search results show about 70 characters: a title made from long labels (a filter page) takes a
  // shorter form, still naming the page.
  const title = await page.title()
  if (pageTitle(metaTitle).length <= 70) expect(title).toBe(pageTitle(metaTitle))
  else expect(title.length).toBeLessThanOrEqual(70)
  expect(await meta(page, 'name', 'description')).toBe(description)

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toBe(canonicalUrl(path))
  expect(await meta(page, 'property', 'og:url')).toBe(canonical)
  expect(await meta(page, 'property', 'og:title')).toBe(metaTitle)
  expect(await meta(page, 'property', 'og:site_name')).toBe(site.name)
  expect(await meta(page, 'property', 'og:description')).toBe(description)
  expect(await meta(page, 'property', 'og:type')).toBe('website')
  expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image')
  expect(await meta(page, 'name', 'twitter:description')).toBe(description)

  const image = await meta(page, 'property', 'og:image')
  expect(new URL(image!).origin).toBe(siteOrigin)
  expect(await meta(page, 'name', 'twitter:image')).toBe(image)
  expect(await meta(page, 'property', 'og:image:alt')).toBe(cardAlt)
  expect(await meta(page, 'property', 'og:image:width')).toBe('1200')
  expect(await meta(page, 'property', 'og:image:height')).toBe('630')
  expect(await imageSize(request, image!)).toEqual({
    width: 1200,
    height: 630,
    format: 'jpeg',
    contentType: 'image/jpeg',
  })
}

/** The 404 page: its own title, not indexed, no canonical URL. */
export async function expectNotFoundTags(page: Page) {
  expect(await page.title()).toBe(pageTitle(notFoundPage.metaTitle))
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
}

/** The business as structured data, and the page's breadcrumb trail from the home page. */
export async function expectStructuredData(page: Page, { path, trail: expected }: PageExpectation) {
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!
  const data = await jsonLd(page)
  const business = data.find((item) => item['@type'] === 'GeneralContractor')!
  expect(business).toMatchObject({
    name: site.name,
    description: site.description,
    url: canonicalUrl('/'),
    telephone: telHref.replace(/^tel:/, ''),
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { latitude: site.geo.latitude, longitude: site.geo.longitude },
    hasMap: site.mapUrl,
    // Each area served as its kind of place, with the identifiers of content/areas.yaml.
    areaServed: areas.items.map(({ name, place }) => ({
      '@type': place.kind,
      name,
      sameAs: place.sameAs,
    })),
    openingHoursSpecification: [
      {
        dayOfWeek: site.hours.daysOfWeek,
        opens: `${site.hours.opens}:00`,
        closes: `${site.hours.closes}:00`,
      },
    ],
    sameAs: [site.social.href, site.businessProfileUrl],
    identifier: { name: site.licence.label, value: site.licence.number },
  })
  const breadcrumbs = data.filter((item) => item['@type'] === 'BreadcrumbList')
  if (path === '/') {
    expect(breadcrumbs).toEqual([])
    expect(business.url).toBe(canonical)
    return
  }
  expect(breadcrumbs).toHaveLength(1)
  const trail = breadcrumbs[0]!.itemListElement as {
    item: string
    name: string
    position: number
  }[]
  // From the home page to this page, named as content/sharing.yaml and the portfolio name them.
  expect(trail.map((step) => step.item)).toEqual(expected.map((step) => canonicalUrl(step.path)))
  expect(trail[0]!.item).toBe(business.url)
  expect(trail.at(-1)!.item).toBe(canonical)
  expect(trail.map((step) => step.name)).toEqual(expected.map((step) => step.name))
  expect(trail.map((step) => step.position)).toEqual(expected.map((_, i) => i + 1))
}
