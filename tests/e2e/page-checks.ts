import { expect, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { fillTemplate } from '@/lib/template'
import { hydratedAttribute } from '@/components/use-hydrated'
import { siteFonts } from '@/scripts/build/subset-fonts'
import { type FocusedElement } from './accessibility'
import {
  addressLine,
  canonicalUrl,
  content,
  escapeRegExp,
  pageTitle,
  siteOrigin,
  telHref,
} from './content'
import type { PageExpectation } from './routes'

/*
 * What every page must be, checked on a page already loaded: each function reads the page as it
 * is and fails naming the page and what is wrong. tests/e2e/every-route.spec.ts runs them all in
 * one visit per route and width; a journey spec may call one on a state it made.
 */

const { site, areas, footer, navigation, notFoundPage } = content

/** Link names that do not say where a link goes (Lighthouse's "link-text" audit list, in English). */
const genericLinkNames = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'link',
])

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

/** Every request for one of the runtime's script files, as the page makes them. */
export function recordScripts(page: Page) {
  const requested: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    // Scripts the page runs; the loader's prefetch after load (type "other") runs nothing.
    const runs = request.resourceType() === 'script'
    if (runs && url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'))
      requested.push(url.pathname)
  })
  return requested
}

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
    site.hours.display,
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

/** One h1 first, no skipped heading level, and every link's name says where it goes. */
export async function expectHeadingsAndLinkText(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))))
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index + 1} of ${levels.join(' ')}`).toBeLessThanOrEqual(
        levels[index - 1]! + 1,
      )
  })

  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const labelledBy = anchor.getAttribute('aria-labelledby')
      const name =
        anchor.getAttribute('aria-label') ??
        (labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : (anchor.textContent ?? '') +
            [...anchor.querySelectorAll('img[alt]')]
              .map((img) => img.getAttribute('alt'))
              .join(' '))
      return { href: anchor.getAttribute('href'), name: name.replace(/\s+/g, ' ').trim() }
    }),
  )
  expect(links.length).toBeGreaterThan(5)
  for (const { href, name } of links) {
    expect(name, `text of the link to ${href}`).not.toBe('')
    expect(genericLinkNames.has(name.toLowerCase()), `"${name}" (to ${href})`).toBe(false)
  }
}

/** What a screen reader finds: a short title, one of each landmark, named navigation, quiet icons. */
export async function expectLandmarks(page: Page, navs: string[]) {
  // The title is read first (WCAG 2.4.2), and search results cut it after about 70 characters.
  const title = await page.title()
  expect(title).toMatch(/\S/)
  expect(title.length).toBeLessThanOrEqual(70)
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
  // Every nav, shown or not at this width, has its own name: the header's two, then the page's own.
  const navNames = await page
    .locator('nav')
    .evaluateAll((navs) =>
      navs.map((nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby')),
    )
  expect(navNames).toEqual([navigation.primaryLabel, navigation.menu.label, ...navs])

  // Icons repeat what the text next to them says: none may reach the accessibility tree.
  const exposedSvgs = await page
    .locator('svg')
    .evaluateAll(
      (svgs) =>
        svgs.filter(
          (svg) => !svg.closest('[aria-hidden="true"]') && svg.getAttribute('role') !== 'img',
        ).length,
    )
  expect(exposedSvgs).toBe(0)
  expect(await page.locator('svg').count()).toBeGreaterThan(0)
  expect(await page.locator('img:not([alt])').count()).toBe(0)
}

/** Content that does not fit the viewport: sideways scrolling, or visible text cut off at a side. */
export function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    if (document.documentElement.scrollWidth > width)
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`)
    for (const element of document.body.querySelectorAll('*')) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      )
      if (!hasText || !element.checkVisibility({ visibilityProperty: true })) continue
      if (element.closest('.sr-only')) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0) continue
      if (box.left < -1 || box.right > width + 1) {
        problems.push(`${element.tagName} "${element.textContent!.trim().slice(0, 30)}" is cut off`)
      }
    }
    return problems
  })
}

/** Resizes the window to each width, checks nothing overflows there, and restores the size. */
export async function expectFitsWidths(page: Page, widths: number[]) {
  const original = page.viewportSize()!
  for (const width of widths) {
    await page.setViewportSize({ width, height: original.height })
    expect(await overflow(page), `at ${width} px`).toEqual([])
  }
  await page.setViewportSize(original)
}

/**
 * scripts/build/subset-fonts.ts keeps only the weights the design uses (Inter 400–600, Fraunces 600). A
 * text asking a font for another weight would be drawn in the nearest one the file has, not the
 * one the class names: add the weight to `siteFonts` (and lib/fonts.ts) instead.
 */
export async function expectFontWeightsInFiles(page: Page) {
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
  expect(outside).toEqual([])
}

/** Each problem a visitor would meet on a focused element, as readable lines. */
export function focusProblems(visited: FocusedElement[]): string[] {
  return visited.flatMap((f) => {
    const problems: string[] = []
    if (!f.visible) problems.push('is not visible (a hidden control took focus)')
    if (f.outlineStyle === 'none' || f.outlineWidth < 2) problems.push('has no visible focus ring')
    else if (f.ringContrast < 3) problems.push(`focus ring contrast ${f.ringContrast.toFixed(2)}:1`)
    if (!f.inHeader && f.top < f.headerBottom - 0.5)
      problems.push(`is under the fixed header (top ${f.top}, header ${f.headerBottom})`)
    if (f.bottom > f.viewportHeight + 0.5 || f.left < -0.5 || f.right > f.viewportWidth + 0.5)
      problems.push('is outside the viewport')
    return problems.map((problem) => `${f.label} ${problem}`)
  })
}

/**
 * The first Tab shows the skip link; Enter moves focus to the main content, where the next Tab
 * must stay: each caller's Tab walk goes on from there (every-route.spec.ts).
 */
export async function expectSkipLink(page: Page, mainContentId: string) {
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: navigation.skipLink, exact: true })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`#${mainContentId}$`))
  await expect(page.getByRole('main')).toBeFocused()
}
