import { readdirSync } from 'node:fs'
import { expect, test } from './fixtures'
import { routes as fixedRoutes } from '@/lib/content/urls'
import { expectNoAxeViolations } from './accessibility'
import { content } from './content'
import { expectHeaderAndFooter, expectOneHeading, hydration, isHydrated } from './page-checks'
import { expectFitsWidths, expectFontWeightsInFiles } from './page-checks-layout'
import { expectHeadingsAndLinkText, expectLandmarks } from './page-checks-reading'
import {
  expectNotFoundTags,
  expectSearchAndSharingTags,
  expectStructuredData,
} from './page-checks-search'
import {
  expectFirstMenuTap,
  expectKeyboardWalk,
  expectLooksAsApproved,
  expectTextZoomReflows,
  loadEveryPicture,
} from './route-visit-steps'
import { islandFilesBeforeLoad } from './island-files'
import { everyPage, notFoundPath, pages, screenshotHeight } from './routes'
import { watchDevTools, watchPolicyViolations } from './visitor'

/*
 * Every page of the export is visited. Each fixed page, one portfolio page of each kind and the
 * 404 page (`pages` in routes.ts) get one visit per width running every check a page must pass,
 * in the order a visitor's session would change the page: first what the export sends (no script
 * before the load, the islands hydrating after it, tags, markup read in the browser, layout, axe,
 * the approved screenshot), then the menu's first tap, then the keyboard from a fresh load. Every other page (the
 * other projects, areas and filter pages: the same components with other words) gets one visit
 * at both widths for what its words can break: tags and structured data, its h1, headings, link
 * text and landmarks, the fit at six widths, font weights, no CSP violation. Every visit is over
 * HTTPS (the `https` project) and reads what DevTools shows: no issue, no console warning or error.
 * Axe runs on those too, through pa11y (scripts/check/check-markup.mjs); the screenshot, menu, zoom,
 * skip link and Tab walk of each would cost minutes of CI and see nothing its kind's page does not
 * (docs/testing.md, "The browser tests").
 *
 * Journeys (the form, the gallery, the menu's behaviour…) are in their own specs and run once;
 * this spec is the one a content set re-runs (tag @content), since the words can change every one
 * of its checks.
 */
const { notFoundPage } = content
/** What the 404 page alone prints: the browser's line about its status, and its log of the path. */
const notFoundConsole = [
  'error: Failed to load resource: the server responded with a status of 404 ()',
  `error: ${notFoundPage.consoleMessage.replace('{path}', notFoundPath)}`,
]

/**
 * The pattern of a page made from content: "/portfolio/category/kitchens" is
 * "/portfolio/category/*". A service's page (/services/<id>) is of the kind of the fixed service
 * page, /kitchen-renovation: the same sections (components/sections/service-landing.tsx), which
 * get every check there.
 */
const kindOf = (path: string) =>
  path
    .replace(/\/(category|area|areas)\/[^/]+/g, '/$1/*')
    .replace(/^\/portfolio\/(?!category\/|area\/)[^/]+$/, '/portfolio/*')
    .replace(/^\/services\/[^/]+$/, fixedRoutes.kitchen)
/** The pages every check visits: each fixed page, a portfolio page of each kind, the 404 page. */
const routes = [
  ...pages,
  { path: notFoundPath, h1: notFoundPage.title, navs: [] as string[], notFound: true },
]
const everyCheck = new Set(routes.map((route) => route.path))
/** Every other page, with the page of its kind that gets every check. */
const otherPages = everyPage
  .filter((page) => !everyCheck.has(page.path))
  .map((page) => ({
    ...page,
    sample: pages.find((sample) => kindOf(sample.path) === kindOf(page.path))!.path,
  }))

test('the visits below cover every page of the export', { tag: '@content' }, () => {
  // out/about.html is /about, out/index.html is /; the 404 page is visited at an unknown address.
  const exported = readdirSync('out', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !['404.html', '_not-found.html'].includes(file))
    .map((file) => `/${file.replace(/\.html$/, '')}`.replace(/^\/index$/, '/'))
  expect([...routes, ...otherPages].map((route) => route.path).sort()).toEqual(
    [...exported, notFoundPath].sort(),
  )
})

/**
 * On another content set (scripts/test/with-content-set.sh names it) the visit re-checks only what
 * words can change: the loader, the skip link and the Tab walk were proved on the default content.
 * What the walk finds (a hidden control taking focus, a ring under 3:1, a stop under the fixed
 * header) comes from the components' CSS and markup, whatever their words; it is the visit's
 * costliest check (half its time), and CI's budget cannot hold it three times.
 */
const wordsOnly = !!process.env.CONTENT_SET_NAME

/** Each width a visit is made at, and the other widths its layout is checked at on the way. */
const visits = [
  { name: 'phone', width: 390, alsoFits: [320, 360] },
  { name: 'desktop', width: 1440, alsoFits: [768, 1024] },
]

for (const { name, width, alsoFits } of visits) {
  test.describe(`every route on a ${name}, ${width} px`, { tag: '@content' }, () => {
    // Full-page screenshots are approved at this height; reduced motion makes each focus scroll
    // instant (smooth scrolling has its own checks in motion-zoom.spec.ts).
    test.use({ viewport: { width, height: screenshotHeight }, reducedMotion: 'reduce' })
    test.describe.configure({ timeout: 120_000 })

    for (const route of routes) {
      const notFound = 'notFound' in route
      test(route.path, async ({ page, request }) => {
        // serve.mjs sends the headers of out/_headers, the policy included, over HTTPS.
        const violations = await watchPolicyViolations(page)
        const devtools = await watchDevTools(page)
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(notFound ? 404 : 200)

        // The 404 page loads the runtime at once, to log the missing path.
        if (!notFound && !wordsOnly)
          await test.step('no script is fetched before the load; after it the islands hydrate unasked', async () => {
            expect(await islandFilesBeforeLoad(page)).toEqual([])
            await expect.poll(() => isHydrated(page, 'header button'), hydration).toBe(true)
          })

        await test.step('heading, header and footer facts', () =>
          expectHeaderAndFooter(page, route.h1))
        // What the markup says, the same at any width (no script has run): read on the phone visit.
        if (width < 768) {
          await test.step('search and sharing tags, structured data', async () => {
            if (notFound) return expectNotFoundTags(page)
            await expectSearchAndSharingTags(page, request, route as (typeof pages)[number])
            await expectStructuredData(page, route as (typeof pages)[number])
          })
          await test.step('headings, link text and landmarks', async () => {
            await expectHeadingsAndLinkText(page)
            await expectLandmarks(page, route.navs)
          })
        }
        await test.step(`fits ${[...alsoFits, width].join(', ')} px`, () =>
          expectFitsWidths(page, [...alsoFits, width]))
        await test.step('every text in a weight its font file has', () =>
          expectFontWeightsInFiles(page))

        // On the default content pa11y runs axe's WCAG 2 AA and best-practice rules on every page
        // at both widths (npm run test:html): here only the WCAG 2.2 rule it leaves out. Another
        // content set has no pa11y: every rule runs at 390 px, where what the words can break (names,
        // alternative text, headings, ids) shows as at any width; at 1440 px target size, as above.
        if (wordsOnly && width < 768)
          await test.step('axe: WCAG 2.2 AA and best practices', () => expectNoAxeViolations(page))
        else
          await test.step('axe: target size (WCAG 2.2), the rule pa11y leaves out', () =>
            expectNoAxeViolations(page, { only: ['target-size'] }))

        if (process.env.SCREENSHOTS_DIR)
          await test.step('looks as approved', () => expectLooksAsApproved(page, route.path, width))

        await test.step('scrolled to its end, a screen at a time: every lazy picture fetched', () =>
          loadEveryPicture(page))

        // The menu is the layout's, the same on every page, and the loader its tap starts is the
        // same in every page (optimize-export.mjs checks each): it is opened on the home page. The
        // zoomed text is read at 1280 px whatever the visit's width: once, on the desktop visit.
        if (width < 768) {
          if (route.path === '/')
            await test.step('the menu opens on the first tap; the open menu passes axe and fits', () =>
              expectFirstMenuTap(page))
        } else
          await test.step('text zoomed to 200% reflows and keeps the navigation reachable', () =>
            expectTextZoomReflows(page, width))

        if (!wordsOnly)
          await test.step('the skip link, then Tab and Shift+Tab: every stop visible, ringed at 3:1, clear of the header', () =>
            expectKeyboardWalk(page, route.path, width))

        expect(violations, 'Content-Security-Policy violations').toEqual([])
        // The runtime has started (the menu's tap, the zoomed page's menu or the Tab walk's keys):
        // what DevTools shows once it has settled.
        await page.waitForLoadState('networkidle')
        expect(devtools.issues, 'DevTools issues').toEqual([])
        expect([...new Set(devtools.messages)].sort(), 'console warnings and errors').toEqual(
          notFound ? [...notFoundConsole].sort() : [],
        )
      })
    }
  })
}

test.describe(
  'every other page at 390 and 1440 px: what its words can break',
  { tag: '@content' },
  () => {
    // Loaded at 390 px, then widened: the layout is CSS alone before the visitor acts, so a resize
    // lays the page out as a load at that width would. Its kind's page above gets the other checks.
    test.use({ viewport: { width: 390, height: screenshotHeight }, reducedMotion: 'reduce' })

    for (const route of otherPages) {
      test(`${route.path} (the other checks on ${route.sample})`, async ({ page, request }) => {
        const violations = await watchPolicyViolations(page)
        const devtools = await watchDevTools(page)
        expect((await page.goto(route.path))?.status()).toBe(200)
        await test.step('search and sharing tags, structured data', async () => {
          await expectSearchAndSharingTags(page, request, route)
          await expectStructuredData(page, route)
        })
        await test.step('headings, link text and landmarks', async () => {
          await expectHeadingsAndLinkText(page)
          await expectLandmarks(page, route.navs)
        })
        // The header and footer are the layout's, the same on every page: their facts are checked
        // on the page of its kind.
        await test.step('its one h1', () => expectOneHeading(page, route.h1))
        for (const { width, alsoFits } of visits) {
          await page.setViewportSize({ width, height: screenshotHeight })
          await test.step(`fits ${[...alsoFits, width].join(', ')} px`, () =>
            expectFitsWidths(page, [...alsoFits, width]))
          await test.step(`at ${width} px: every text in a weight its font file has`, () =>
            expectFontWeightsInFiles(page))
        }
        expect(violations, 'Content-Security-Policy violations').toEqual([])
        await page.waitForLoadState('networkidle')
        expect(devtools.issues, 'DevTools issues').toEqual([])
        expect(devtools.messages, 'console warnings and errors').toEqual([])
      })
    }
  },
)
