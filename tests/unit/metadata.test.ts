/** @jest-environment node */
import { generateMetadata as aboutMetadata } from '@/app/about/page'
import { generateMetadata as accessibilityMetadata } from '@/app/accessibility/page'
import { generateMetadata as contactMetadata } from '@/app/contact/page'
import { generateMetadata as howWeWorkMetadata } from '@/app/how-we-work/page'
import { generateMetadata as kitchenMetadata } from '@/app/kitchen-renovation/page'
import {
  generateMetadata as layoutGenerateMetadata,
  generateViewport as layoutGenerateViewport,
} from '@/app/layout'
import { generateMetadata as olderHomesMetadata } from '@/app/older-homes/page'
import manifest from '@/app/manifest'
import { generateMetadata as homeMetadata } from '@/app/page'
import { generateMetadata as privacyMetadata } from '@/app/privacy/page'
import robots from '@/app/robots'
import { generateMetadata as servicesMetadata } from '@/app/services/page'
import sitemap from '@/app/sitemap'
import { content as siteContent } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { canonicalUrl } from '@/lib/seo/site-files'
import { problemsAfter } from './helpers/content-problems'

const {
  aboutPage,
  accessibilityPage,
  home,
  howWeWorkPage,
  kitchenPage,
  olderHomesPage,
  privacyPage,
  contactPage,
  servicesPage,
  sharing,
  site,
} = siteContent
const layoutMetadata = layoutGenerateMetadata()
const layoutViewport = layoutGenerateViewport()

const pages = [
  { key: 'home', path: '/', metadata: homeMetadata(), content: home },
  { key: 'services', path: '/services', metadata: servicesMetadata(), content: servicesPage },
  {
    key: 'kitchen',
    path: '/kitchen-renovation',
    metadata: kitchenMetadata(),
    content: kitchenPage,
  },
  { key: 'about', path: '/about', metadata: aboutMetadata(), content: aboutPage },
  { key: 'howWeWork', path: '/how-we-work', metadata: howWeWorkMetadata(), content: howWeWorkPage },
  {
    key: 'accessibility',
    path: '/accessibility',
    metadata: accessibilityMetadata(),
    content: accessibilityPage,
  },
  {
    key: 'olderHomes',
    path: '/older-homes',
    metadata: olderHomesMetadata(),
    content: olderHomesPage,
  },
  { key: 'privacy', path: '/privacy', metadata: privacyMetadata(), content: privacyPage },
  { key: 'contact', path: '/contact', metadata: contactMetadata(), content: contactPage },
] as const

describe('canonicalUrl', () => {
  it('writes one form: no trailing slash, the home page as the bare origin', () => {
    const origin = 'https://www.example.com'
    expect(canonicalUrl(origin, '/')).toBe('https://www.example.com')
    expect(canonicalUrl(`${origin}/`, '/')).toBe('https://www.example.com')
    expect(canonicalUrl(origin, '/about')).toBe('https://www.example.com/about')
    expect(canonicalUrl(origin, '/services#kitchen-remodeling')).toBe(
      'https://www.example.com/services#kitchen-remodeling',
    )
  })

  it("builds on the site's own address from content/site.yaml", () => {
    expect(canonicalUrl(site.url, '/')).toBe(site.url)
    expect(canonicalUrl(site.url, '/about')).toBe(`${site.url}/about`)
  })
})

describe.each(pages)('metadata of $path', ({ key, path, metadata, content }) => {
  const url = path === '/' ? site.url : `${site.url}${path}`
  const card = `${site.url}/og/${key}.jpg`

  it('has its own title, description and canonical URL from content', () => {
    expect(metadata.title).toEqual({ absolute: `${content.metaTitle} | ${site.name}` })
    expect(metadata.description).toBe(content.metaDescription)
    expect(metadata.alternates?.canonical).toBe(url)
  })

  it('gives link previews the same title, description, URL and a 1200 × 630 JPEG card', () => {
    expect(metadata.openGraph).toEqual({
      type: 'website',
      siteName: site.name,
      locale: 'en_US',
      url,
      title: content.metaTitle,
      description: content.metaDescription,
      images: [
        {
          url: card,
          width: 1200,
          height: 630,
          alt: sharing.pages[key].cardAlt,
          type: 'image/jpeg',
        },
      ],
    })
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title: content.metaTitle,
      description: content.metaDescription,
      images: [{ url: card, alt: sharing.pages[key].cardAlt }],
    })
  })
})

describe('the head every page inherits from the root layout', () => {
  it('titles a page "<its title> | <site name>", one without a title by the site name', () => {
    expect(layoutMetadata.title).toStrictEqual({
      default: site.name,
      template: `%s | ${site.name}`,
    })
    expect(layoutMetadata.metadataBase).toStrictEqual(new URL(site.url))
    expect(layoutMetadata.description).toBe(site.description)
    expect(layoutMetadata.applicationName).toBe(site.name)
  })

  it('offers the SVG logo and a 32 px PNG as the tab icon, a 180 px one to the home screen', () => {
    expect(layoutMetadata.icons).toStrictEqual({
      icon: [
        { url: sharing.logo.src, type: 'image/svg+xml' },
        { url: '/icons/favicon-32.png', type: 'image/png', sizes: '32x32' },
      ],
      apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
    })
  })

  it("colours the browser's bar with the theme colour of content/sharing.yaml", () => {
    expect(layoutViewport).toStrictEqual({ themeColor: sharing.themeColor })
  })
})

describe('an edit in `npm run dev`', () => {
  // next dev gives a new content object after each save (lib/content/index.ts): the metadata must
  // read the one of the moment, not the one of the first page it made.
  it("titles the next page with the site's name and address as they are now", () => {
    const before = siteContent.site
    const edited = { ...before, name: `${before.name} Renamed`, url: 'https://edited.example.com' }
    const renamed = { ...sharing, themeColor: '#123456' }
    const beforeSharing = siteContent.sharing
    try {
      Object.assign(siteContent, { site: edited, sharing: renamed })
      const about = pageMetadata('about')
      expect(about.title).toStrictEqual({ absolute: `${aboutPage.metaTitle} | ${edited.name}` })
      expect(about.alternates?.canonical).toBe('https://edited.example.com/about')
      expect(layoutGenerateMetadata().applicationName).toBe(edited.name)
      expect(layoutGenerateViewport()).toStrictEqual({ themeColor: '#123456' })
    } finally {
      Object.assign(siteContent, { site: before, sharing: beforeSharing })
    }
  })
})

describe('sitemap and robots', () => {
  it('lists every page at its canonical URL', () => {
    // The fixed pages, each service's own page (a service with a fixed page has that one), then the
    // portfolio: the list, each filter with projects (category, area, category in area), each
    // project and each area page.
    const { portfolio, areas, services } = siteContent
    const has = (category?: string, area?: string) =>
      portfolio.projects.some(
        (p) => (!category || p.category === category) && (!area || p.location === area),
      )
    const categories = portfolio.categories.map((c) => c.id)
    const generated = [
      ...services.filter((s) => s.pageHref === undefined).map((s) => `/services/${s.id}`),
      '/portfolio',
      ...categories.filter((c) => has(c)).map((c) => `/portfolio/category/${c}`),
      ...areas.items.filter((a) => has(undefined, a.name)).map((a) => `/portfolio/area/${a.slug}`),
      ...categories.flatMap((c) =>
        areas.items
          .filter((a) => has(c, a.name))
          .map((a) => `/portfolio/category/${c}/area/${a.slug}`),
      ),
      ...portfolio.projects.map((p) => `/portfolio/${p.id}`),
      ...areas.items.map((a) => `/areas/${a.slug}`),
    ]
    expect(sitemap()).toEqual([
      ...pages.map(({ metadata }) => ({ url: metadata.alternates?.canonical })),
      ...generated.map((path) => ({ url: `${site.url}${path}` })),
    ])
  })

  it('allows every crawler everywhere and names the sitemap', () => {
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: `${site.url}/sitemap.xml`,
    })
  })
})

describe('web manifest', () => {
  it('names the site and offers the SVG logo and 192 and 512 px icons', () => {
    expect(manifest()).toMatchObject({
      name: site.name,
      short_name: sharing.shortName,
      start_url: '/',
      theme_color: sharing.themeColor,
      background_color: sharing.backgroundColor,
      icons: [
        { src: sharing.logo.src, type: 'image/svg+xml', sizes: 'any' },
        { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512' },
      ],
    })
  })
})

describe('content/sharing.yaml validation', () => {
  it('names a home-screen name that is too long, a bad colour and missing artwork', () => {
    expect(
      problemsAfter('sharing', (data) => {
        data.shortName = 'x'.repeat(13)
        data.themeColor = 'green'
        data.pages.about.artwork.src = '/images/missing.svg'
      }),
    ).toEqual([
      'content/sharing.yaml: sharing → shortName: must be 12 characters or fewer',
      'content/sharing.yaml: sharing → themeColor: must be a colour like "#1e4d48"',
      'content/sharing.yaml: sharing → pages.about.artwork.src: the image "/images/missing.svg" is not in content/images/; add the file or correct the name',
    ])
  })

  it('accepts a home-screen name of 12 characters', () => {
    expect(problemsAfter('sharing', (data) => (data.shortName = 'x'.repeat(12)))).toEqual([])
  })
})
