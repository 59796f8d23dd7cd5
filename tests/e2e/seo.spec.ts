import { expect, type APIRequestContext, test } from './fixtures'
import { JSDOM } from 'jsdom'
import { canonicalUrl, content, siteOrigin } from './content'
import { imageSize, jsonLd } from './page-checks'
import { notFoundPath, pages, sitemapPaths, unindexedPaths } from './routes'

const { site, sharing, services } = content

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
}

/**
 * A page's markup as the export serves it, parsed, for the checks that compare pages with each
 * other: reading it needs no browser (each page's own checks run in every-route.spec.ts).
 */
async function servedDocument(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  return new JSDOM(await response.text(), { url: response.url() }).window.document
}

const metaContent = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute('content') ?? null

test.describe('search and sharing tags', { tag: '@content' }, () => {
  test('every page has a different title, description and social card', async ({ request }) => {
    const seen = { title: new Set(), description: new Set(), image: new Set() }
    for (const { path } of pages) {
      const document = await servedDocument(request, path)
      seen.title.add(document.title)
      seen.description.add(metaContent(document, 'meta[name="description"]'))
      seen.image.add(metaContent(document, 'meta[property="og:image"]'))
    }
    for (const values of Object.values(seen)) expect(values.size).toBe(pages.length)
  })
})

test.describe('one URL form for every page', { tag: '@content' }, () => {
  test('sitemap entries, canonical URLs and internal links agree', async ({ request }) => {
    const sitemap = await sitemapUrls(request)
    // The sitemap lists exactly the indexable pages (the portfolio's filter pages without projects
    // are left out), on the content's web address, each at the URL the page itself calls canonical.
    expect(sitemap).toEqual(sitemapPaths.map((path) => canonicalUrl(path)))
    const canonicalOf = (document: Document) =>
      document.querySelector('link[rel="canonical"]')?.getAttribute('href')
    for (const { path } of pages) {
      expect(sitemap).toContain(canonicalOf(await servedDocument(request, path)))
    }
    // A filter page without projects names itself canonical and asks not to be indexed.
    for (const path of unindexedPaths.slice(0, 2)) {
      const document = await servedDocument(request, path)
      expect(canonicalOf(document)).toBe(canonicalUrl(path))
      expect(metaContent(document, 'meta[name="robots"]')).toMatch(/noindex/)
    }
    const reachable = [...sitemap, ...unindexedPaths.map((path) => canonicalUrl(path))]

    for (const { path } of [...pages, { path: notFoundPath }]) {
      const document = await servedDocument(request, path)
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('a[href]:not([href^="#"])')]
      for (const { href } of hrefs) {
        const url = new URL(href)
        if (url.origin !== new URL(document.URL).origin) continue
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
      // Its own page: its fixed page, or the one made for it.
      expect(service.url).toBe(canonicalUrl(pageHref ?? `/services/${id}`))
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
