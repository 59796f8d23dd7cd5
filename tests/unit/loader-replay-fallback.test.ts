/**
 * When the runtime cannot load, the page loader (scripts/build/optimize-export.mjs) does not keep a held
 * first click on an island's link (`data-island-replay`): it lets the browser follow the link, as
 * it would have without script, and from then on it holds no click at all.
 */
import { failModules, loaderConfigScript, oneIsland, runLoader } from './helpers/page-loader'

it('follows a held link natively once the runtime has failed to load, and holds no later click', async () => {
  document.body.innerHTML =
    loaderConfigScript(oneIsland) +
    '<div data-island-replay=""><a href="#photo-1">One</a><a href="#photo-2">Two</a></div>'
  runLoader()
  const [first, second] = document.querySelectorAll('a')
  const held = new MouseEvent('click', { bubbles: true, cancelable: true })
  first!.dispatchEvent(held)
  expect(held.defaultPrevented).toBe(true)
  // The island's module cannot be loaded (blocked, offline).
  failModules()
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(location.hash).toBe('#photo-1')
  const later = new MouseEvent('click', { bubbles: true, cancelable: true })
  second!.dispatchEvent(later)
  expect(later.defaultPrevented).toBe(false)
})
