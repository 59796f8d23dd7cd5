/**
 * When the page loader (components/islands/loader.ts) starts the islands: nothing is fetched
 * before the page's load; after it, when the browser is idle, their files are prefetched at the
 * lowest priority, and once all have arrived the islands run one module per idle period, so a
 * phone's first tap finds them hydrated. An intent before then runs every island left at once.
 * jsdom has neither requestIdleCallback nor prefetch: each test gives the loader both and runs the
 * idle callbacks itself, and says when the page has loaded, a file arrived or a module ran.
 */
import { loaderConfigScript, runLoader } from './helpers/page-loader'

const twoIslands = {
  modules: ['/_next/static/islands/menu-X.js', '/_next/static/islands/gallery-Z.js'],
  preload: [
    '/_next/static/islands/menu-X.js',
    '/_next/static/islands/gallery-Z.js',
    '/_next/static/islands/chunk-Y.js',
  ],
  now: false,
}

const links = (rel: string) => [
  ...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`),
]
const hrefs = (rel: string) => links(rel).map((link) => link.getAttribute('href'))
/** What the loader has asked for of the islands' files (the popover fallback aside). */
const islandFiles = () => document.head.querySelectorAll('[href^="/_next/"], [src^="/_next/"]')
const moduleScripts = () => [...document.head.querySelectorAll('script[type="module"]')]
const modulesRun = () => moduleScripts().map((script) => script.getAttribute('src'))

let idle: (() => void)[] = []
/** The browser is idle: the callbacks waiting for it run. */
const runIdle = () => {
  const due = idle
  idle = []
  for (const callback of due) callback()
}
let readyState: DocumentReadyState = 'loading'
const pageLoads = () => {
  readyState = 'complete'
  dispatchEvent(new Event('load'))
}
const arrive = (link: HTMLLinkElement) => link.dispatchEvent(new Event('load'))
/** The module script at `index` has run: its `load` event. */
const moduleRan = (index: number) => moduleScripts()[index]!.dispatchEvent(new Event('load'))

beforeEach(() => {
  idle = []
  readyState = 'loading'
  document.head.innerHTML = ''
  document.body.innerHTML = loaderConfigScript(twoIslands)
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState })
  window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline))
  jest.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'prefetch')
})
afterEach(() => {
  // Every loader of the test runs its islands and stops listening, so none answers the next test.
  dispatchEvent(new Event('keydown'))
  jest.restoreAllMocks()
})

it('fetches nothing before the load; after it, on idle, prefetches every file at low priority', () => {
  runLoader()
  runIdle()
  expect(islandFiles()).toHaveLength(0)
  pageLoads()
  expect(islandFiles()).toHaveLength(0)
  runIdle()
  expect(
    links('prefetch').map((link) => [
      link.getAttribute('href'),
      link.getAttribute('fetchpriority'),
      link.crossOrigin,
    ]),
  ).toEqual(twoIslands.preload.map((href) => [href, 'low', 'anonymous']))
  expect(moduleScripts()).toHaveLength(0)
})

it('once every file has arrived, runs the islands one module per idle period', () => {
  runLoader()
  pageLoads()
  runIdle()
  const [last, ...others] = links('prefetch').reverse()
  others.forEach(arrive)
  runIdle()
  expect(moduleScripts()).toHaveLength(0)
  arrive(last!)
  expect(moduleScripts()).toHaveLength(0)
  runIdle()
  expect(hrefs('modulepreload')).toEqual(twoIslands.preload)
  expect(modulesRun()).toEqual(twoIslands.modules.slice(0, 1))
  runIdle()
  expect(modulesRun()).toHaveLength(1)
  moduleRan(0)
  runIdle()
  expect(modulesRun()).toEqual(twoIslands.modules)
  expect(hrefs('modulepreload')).toEqual(twoIslands.preload)
})

it('runs the next island when a module fails to load', () => {
  runLoader()
  pageLoads()
  runIdle()
  links('prefetch').forEach(arrive)
  runIdle()
  moduleScripts()[0]!.dispatchEvent(new Event('error'))
  runIdle()
  expect(modulesRun()).toEqual(twoIslands.modules)
})

it('an intent before then runs every island at once; the files arriving after start none again', () => {
  runLoader()
  pageLoads()
  runIdle()
  dispatchEvent(new Event('pointerdown'))
  expect(hrefs('modulepreload')).toEqual(twoIslands.preload)
  expect(modulesRun()).toEqual(twoIslands.modules)
  links('prefetch').forEach(arrive)
  runIdle()
  expect(modulesRun()).toEqual(twoIslands.modules)
})

it('an intent before the load runs them at once, and the load prefetches nothing', () => {
  runLoader()
  dispatchEvent(new Event('touchstart'))
  expect(modulesRun()).toEqual(twoIslands.modules)
  pageLoads()
  runIdle()
  expect(links('prefetch')).toEqual([])
})

it('an intent while the islands start one by one runs the rest at once', () => {
  runLoader()
  pageLoads()
  runIdle()
  links('prefetch').forEach(arrive)
  runIdle()
  expect(modulesRun()).toHaveLength(1)
  dispatchEvent(new Event('keydown'))
  expect(modulesRun()).toEqual(twoIslands.modules)
  moduleRan(0)
  runIdle()
  expect(modulesRun()).toEqual(twoIslands.modules)
})

it('in a browser that does not prefetch, the modules fetch the files after the load, on idle', () => {
  jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false)
  runLoader()
  pageLoads()
  expect(islandFiles()).toHaveLength(0)
  runIdle()
  expect(links('prefetch')).toEqual([])
  expect(hrefs('modulepreload')).toEqual(twoIslands.preload)
  expect(modulesRun()).toEqual(twoIslands.modules.slice(0, 1))
})

it('on a page whose islands start at once, runs them all and prefetches nothing', () => {
  document.body.innerHTML = loaderConfigScript({ ...twoIslands, now: true })
  runLoader()
  expect(modulesRun()).toEqual(twoIslands.modules)
  pageLoads()
  runIdle()
  expect(links('prefetch')).toEqual([])
})
