/**
 * The page loader (components/islands/loader.ts) fetches the islands' files once the page has
 * loaded, at the lowest priority and without running them, so the first tap finds them cached;
 * they run on the first intent. jsdom has no requestIdleCallback: the loader prefetches at once
 * after load, as in Safari.
 */
import { loaderConfigScript, oneIsland, runLoader } from './helpers/page-loader'

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => ({
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
    crossOrigin: link.crossOrigin,
  }))
const moduleScripts = () => document.head.querySelectorAll('script[type="module"]')

beforeEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = loaderConfigScript(oneIsland)
})

it('prefetches every file of the islands after load, at low priority, and runs none', () => {
  runLoader()
  expect(links('prefetch')).toEqual(
    oneIsland.preload.map((href) => ({ href, priority: 'low', crossOrigin: 'anonymous' })),
  )
  expect(moduleScripts()).toHaveLength(0)
  // The first intent runs them.
  dispatchEvent(new Event('keydown'))
  expect(links('modulepreload').map(({ href }) => href)).toEqual(oneIsland.preload)
  expect(moduleScripts()).toHaveLength(oneIsland.modules.length)
})

it('prefetches nothing on a page whose islands start at once', () => {
  document.body.innerHTML = loaderConfigScript({ ...oneIsland, now: true })
  runLoader()
  expect(links('prefetch')).toEqual([])
  expect(moduleScripts()).toHaveLength(oneIsland.modules.length)
})
