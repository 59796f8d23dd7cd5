/** @jest-environment node */
/**
 * What scripts/build/export-page-shape.mjs reads in an exported page, in this process (the
 * assumption tests run the build's script in a child process): which elements are Next's runtime and go, which islands the page has, where
 * `</body>` starts, and which assumption a page breaks.
 */
import { readFileSync } from 'node:fs'
import { configId, loaderMarker, pageShape } from '@/scripts/build/export-page-shape.mjs'
import { nextPage, recorded } from './helpers/next-export'

const bundled = (...names: string[]) => new Map(names.map((name) => [name, {}]))
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

/** The text of each span the page would lose, in order. */
const removed = (html: string, bundles = bundled()) =>
  pageShape(html, bundles).spans.map(({ startOffset, endOffset }) =>
    html.slice(startOffset, endOffset),
  )

it('finds nothing broken in a page as Next exports it, and its islands', () => {
  const shape = pageShape(nextPage, bundled('menu', 'toaster'))
  expect(shape.broken).toEqual([])
  expect(shape.islands).toEqual(['menu', 'toaster'])
  expect(shape.bodyEndOffset).toBe(nextPage.lastIndexOf('</body>'))
  expect(
    removed(nextPage, bundled('menu', 'toaster')).every((text) => /^<(script|link)\b/.test(text)),
  ).toBe(true)
})

it('cuts every script that runs, and leaves every data block', () => {
  const running = [
    '<script>a()</script>',
    '<script type="">b()</script>',
    '<script type="module">c()</script>',
    '<script type=" text/javascript ">d()</script>',
    '<script type="application/ecmascript; charset=utf-8">e()</script>',
    '<script type="TEXT/X-JAVASCRIPT">f()</script>',
    '<script type="text/jscript">g()</script>',
    '<script type="text/livescript">h()</script>',
    // One of HTML's numbered JavaScript types.
    '<script type="text/javascript1.5">i()</script>',
  ]
  const data = [
    '<script type="application/ld+json">{}</script>',
    '<script type="application/json">{}</script>',
    '<script type="xmodule">{}</script>',
    '<script type="importmap">{}</script>',
  ]
  const html = page([...running, ...data].join(''))
  expect(removed(html)).toEqual(running)
})

it("cuts Next's script preloads, whatever their spelling, and leaves other links", () => {
  const preloads = [
    '<link rel="preload" as="script" href="/a.js">',
    '<link rel="preload" as="SCRIPT" href="/b.js">',
    '<link rel="modulepreload" href="/c.js">',
    '<link rel="prefetch ModulePreload" href="/d.js">',
  ]
  const others = [
    '<link rel="preload" as="font" href="/e.woff2">',
    '<link rel="modulepreloads" href="/f.js">',
    '<link rel="stylesheet" href="/g.css">',
    '<div as="script"></div>',
  ]
  const html = page(others.slice(3).join(''), [...preloads, ...others.slice(0, 3)].join(''))
  expect(removed(html)).toEqual(preloads)
})

it('reads inside templates, and returns the spans in document order', () => {
  const html = page(
    '<template><script>late()</script></template><script>last()</script>',
    '<script>first()</script>',
  )
  expect(removed(html)).toEqual([
    '<script>first()</script>',
    '<script>late()</script>',
    '<script>last()</script>',
  ])
})

it('returns the spans in source order where the parser moves an element out of its place', () => {
  // A <link> inside a table is put before the table; the script stays in it.
  const html = page(
    '<table><script>inside()</script><link rel="preload" as="script" href="/x.js"></table>',
  )
  expect(removed(html)).toEqual([
    '<script>inside()</script>',
    '<link rel="preload" as="script" href="/x.js">',
  ])
})

it('names the islands once each, in document order, and those without a bundle', () => {
  const island = (name: string) => `<site-island data-island="${name}"></site-island>`
  const html = page(island('menu') + island('toaster') + island('menu') + island('weather'))
  const shape = pageShape(html, bundled('menu'))
  expect(shape.islands).toEqual(['menu', 'toaster', 'weather'])
  expect(shape.broken).toEqual([
    { assumption: 'islands-bundled', why: 'no module for the island(s) "toaster", "weather"' },
  ])
  expect(pageShape(html, bundled('menu', 'toaster', 'weather')).broken).toEqual([])
  // An island element without a name is an island no bundle is named after.
  expect(pageShape(page('<site-island></site-island>'), bundled('menu')).broken).toEqual([
    { assumption: 'islands-bundled', why: 'no module for the island(s) ""' },
  ])
})

it('breaks "not-optimized" on a page that has the loader already', () => {
  const html = page(`<script ${loaderMarker}="">x()</script>`)
  expect(pageShape(html, bundled()).broken).toEqual([
    { assumption: 'not-optimized', why: 'already optimized (run `next build` again first)' },
  ])
})

it('breaks "config-id-free" when an element already has the data block\'s id', () => {
  expect(pageShape(page(`<div id="${configId}"></div>`), bundled()).broken).toEqual([
    { assumption: 'config-id-free', why: `an element already has id="${configId}"` },
  ])
  expect(pageShape(page(`<div id="${configId}-x"></div>`), bundled()).broken).toEqual([])
})

it('breaks "body-end-tag" when the page has no </body>, and says where it starts when it has', () => {
  const open = '<!DOCTYPE html><html><head></head><body><p>text</p></html>'
  const shape = pageShape(open, bundled())
  expect(shape.broken).toEqual([{ assumption: 'body-end-tag', why: 'no </body>' }])
  expect(shape.bodyEndOffset).toBeUndefined()
  // A body only the parser implies, and a frameset page, which has none.
  for (const bodiless of [
    '<!DOCTYPE html><html><head></head></html>',
    '<!DOCTYPE html><html><head></head><frameset></frameset></html>',
  ])
    expect(pageShape(bodiless, bundled()).broken).toEqual([
      { assumption: 'body-end-tag', why: 'no </body>' },
    ])
  const closed = page('<p>text</p>')
  expect(pageShape(closed, bundled()).bodyEndOffset).toBe(closed.indexOf('</body>'))
  expect(pageShape(closed, bundled()).broken).toEqual([])
})

it('reads a page recorded from the Next version installed', () => {
  const { version: installed } = JSON.parse(
    readFileSync(require.resolve('next/package.json'), 'utf8'),
  ) as { version: string }
  // After a Next upgrade, record the page again: build the tidewater set without the rewrite
  // (bash scripts/test/with-content-set.sh tests/fixtures/content-sets/tidewater bash -c
  // 'npm run assets && npx tsx scripts/build/generate-social-images.mts && npx next build'), copy
  // .content-sets/tidewater/out/about.html to tests/fixtures/next-export/ and set recorded.json's next.
  expect(recorded.next).toBe(installed)
})
