import { expect, type APIRequestContext, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { canonicalUrl, content, pageTitle, siteOrigin, telHref } from './content'
import { notFoundPath, pages, sitemapPaths, unindexedPaths } from './routes'

const { site, sharing, services, notFoundPage } = content

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

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
}

async function imageSize(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname)
  expect(response.status(), url).toBe(200)
  const { width, height, format } = await sharp(await response.body()).metadata()
  return { width, height, format, contentType: response.headers()['content-type'] }
}

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute('content')

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('search and sharing tags', { tag: '@content' }, () => {
  for (const { path, h1, metaTitle, description, cardAlt } of pages) {
    test(`${path} has its own title, description, canonical URL and social card`, async ({
      page,
      request,
    }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      // Search results show about 70 characters: a title made from long labels (a filter page)
      // takes a shorter form, still naming the page.
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
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    })
  }

  test('every page has a different title, description and social card', async ({ page }) => {
    const seen = { title: new Set(), description: new Set(), image: new Set() }
    for (const { path } of pages) {
      await page.goto(path)
      seen.title.add(await page.title())
      seen.description.add(await meta(page, 'name', 'description'))
      seen.image.add(await meta(page, 'property', 'og:image'))
    }
    for (const values of Object.values(seen)) expect(values.size).toBe(pages.length)
  })

  test('the 404 page is not indexed and names no canonical URL', async ({ page }) => {
    await page.goto(notFoundPath)
    expect(await page.title()).toBe(pageTitle(notFoundPage.metaTitle))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  })
})

test.describe('one URL form for every page', { tag: '@content' }, () => {
  test('sitemap entries, canonical URLs and internal links agree', async ({ page, request }) => {
    const sitemap = await sitemapUrls(request)
    // The sitemap lists exactly the indexable pages (the portfolio's filter pages without projects
    // are left out), on the content's web address, each at the URL the page itself calls canonical.
    expect(sitemap).toEqual(sitemapPaths.map((path) => canonicalUrl(path)))
    for (const { path } of pages) {
      await page.goto(path)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(sitemap).toContain(canonical)
    }
    // A filter page without projects names itself canonical and asks not to be indexed.
    for (const path of unindexedPaths.slice(0, 2)) {
      await page.goto(path)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        canonicalUrl(path),
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    }
    const reachable = [...sitemap, ...unindexedPaths.map((path) => canonicalUrl(path))]

    for (const { path } of [...pages, { path: notFoundPath }]) {
      await page.goto(path)
      const hrefs = await page
        .locator('a[href]:not([href^="#"])')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
      for (const href of hrefs) {
        const url = new URL(href)
        if (url.origin !== new URL(page.url()).origin) continue
        // A picture's full-size file (a gallery link) is not a page; the link check resolves it.
        if (/\.(svg|jpe?g|png|webp|avif)$/.test(url.pathname)) continue
        // An internal link leads to a page in its canonical form: listed in the sitemap as is (or
        // a filter page without projects).
        const canonicalForm = url.pathname === '/' ? siteOrigin : siteOrigin + url.pathname
        expect(reachable, `link to ${href} on ${path}`).toContain(canonicalForm)
      }
    }
  })

  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/plain')
    const lines = (await response.text()).split('\n').map((line) => line.trim())
    expect(lines).toContain('User-Agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines.filter((line) => /^disallow:/i.test(line))).toEqual([])
    expect(lines).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`)
  })
})

test.describe('structured data', { tag: '@content' }, () => {
  for (const { path, trail: expectedTrail } of pages) {
    test(`${path} describes the business${path === '/' ? '' : ' and its place in the site'}`, async ({
      page,
    }) => {
      await page.goto(path)
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
        areaServed: site.areasServed.map((name) => ({ '@type': 'Place', name })),
        openingHoursSpecification: [
          {
            dayOfWeek: site.hours.daysOfWeek,
            opens: site.hours.opens,
            closes: site.hours.closes,
          },
        ],
        sameAs: [site.social.href],
        identifier: { name: site.licence.label, value: site.licence.number },
      })
      const breadcrumbs = data.filter((item) => item['@type'] === 'BreadcrumbList')
      if (path === '/') {
        expect(breadcrumbs).toEqual([])
        expect(business.url).toBe(canonical)
      } else {
        expect(breadcrumbs).toHaveLength(1)
        const trail = breadcrumbs[0]!.itemListElement as {
          item: string
          name: string
          position: number
        }[]
        // From the home page to this page, named as content/sharing.ts and the portfolio name them.
        expect(trail.map((step) => step.item)).toEqual(
          expectedTrail.map((step) => canonicalUrl(step.path)),
        )
        expect(trail[0]!.item).toBe(business.url)
        expect(trail.at(-1)!.item).toBe(canonical)
        expect(trail.map((step) => step.name)).toEqual(expectedTrail.map((step) => step.name))
        expect(trail.map((step) => step.position)).toEqual(expectedTrail.map((_, i) => i + 1))
      }
    })
  }

  test('/services lists every service, each provided by the business', async ({ page }) => {
    await page.goto('/services')
    const data = await jsonLd(page)
    const business = data.find((item) => item['@type'] === 'GeneralContractor')!
    const graph = data.find((item) => '@graph' in item)!['@graph'] as Record<string, unknown>[]
    const cardTitles = await page.locator('#service-list').getByRole('heading').allTextContents()
    expect(graph.map((service) => service.name)).toEqual(cardTitles)
    expect(graph.map((service) => service.name)).toEqual(services.map((service) => service.title))
    for (const [index, service] of graph.entries()) {
      expect(service['@type']).toBe('Service')
      expect(service.provider).toEqual({ '@id': business['@id'] })
      const { id, pageHref } = services[index]!
      expect(service.url).toBe(canonicalUrl(pageHref ?? `/services#${id}`))
    }
  })
})

test.describe('icons and manifest', () => {
  test('favicons, the touch icon and the manifest icons are served at their sizes', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const svgIcon = await page
      .locator('link[rel="icon"][type="image/svg+xml"]')
      .getAttribute('href')
    const svg = await request.get(svgIcon!)
    expect(svg.headers()['content-type']).toBe('image/svg+xml')
    const pngIcon = page.locator('link[rel="icon"][type="image/png"]')
    await expect(pngIcon).toHaveAttribute('sizes', '32x32')
    const base = 'http://localhost'
    expect(await imageSize(request, base + (await pngIcon.getAttribute('href')))).toMatchObject({
      width: 32,
      height: 32,
      format: 'png',
    })
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect(await imageSize(request, base + touch)).toMatchObject({ width: 180, height: 180 })
    const ico = await request.get('/favicon.ico')
    expect(ico.status()).toBe(200)
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await request.get(manifestHref!)).json()
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: sharing.shortName,
      theme_color: sharing.themeColor,
      start_url: '/',
    })
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      if (icon.type !== 'image/png') continue
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(await imageSize(request, base + icon.src)).toMatchObject({ width, height })
    }
  })
})

test.describe('headings and link text', { tag: '@content' }, () => {
  for (const { path } of [...pages, { path: notFoundPath }]) {
    test(`${path}: one h1, no skipped heading level, every link names its destination`, async ({
      page,
    }) => {
      await page.goto(path)
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
    })
  }
})
