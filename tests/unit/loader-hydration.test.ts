/**
 * The page loader (scripts/build/optimize-export.mjs) waits for React by the signal our client
 * components give once hydrated (components/use-hydrated.ts), not by React's internals: a form
 * submitted before then is held and submitted again once its element is marked, a first click on
 * a link of an island marked `data-island-replay` is held and clicked again once the island is
 * marked (or followed by the browser after 4 s), and a menu link chosen before then closes its
 * popover itself.
 */
import { modifiedClicks } from './helpers/modified-clicks'
import { readFileSync } from 'node:fs'
import { loaderConfigScript, oneIsland, runLoader } from './helpers/page-loader'
import { hydratedAttribute } from '@/components/use-hydrated'

beforeAll(() => {
  document.body.innerHTML =
    loaderConfigScript(oneIsland) +
    '<form action="mailto:x@example.com"><button>Send</button></form>' +
    '<div id="menu-root"><div popover="auto"><a href="#services">Services</a></div></div>' +
    '<div id="gallery" data-island-replay=""><a href="#photo-1">One</a><a href="#photo-2">Two</a></div>' +
    '<div id="slow" data-island-replay=""><a href="#photo-3">Three</a></div>'
  // The islands' modules are still loading throughout (jsdom loads no script).
  runLoader()
})

it('names the attribute our components set', () => {
  expect(readFileSync('components/islands/loader.ts', 'utf8')).toContain(`[${hydratedAttribute}]`)
})

it('holds a form submitted before it is marked hydrated, then submits it again', async () => {
  const form = document.forms[0]!
  const button = form.querySelector('button')!
  const requestSubmit = jest.spyOn(form, 'requestSubmit').mockImplementation(() => {})
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
  const submitted = new SubmitEvent('submit', {
    bubbles: true,
    cancelable: true,
    submitter: button,
  })
  form.dispatchEvent(submitted)
  expect(submitted.defaultPrevented).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(requestSubmit).not.toHaveBeenCalled()
  form.setAttribute(hydratedAttribute, '')
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(requestSubmit).toHaveBeenCalledWith(button)
  expect(submit).not.toHaveBeenCalled()
  // Once marked, a submission is React's own: the loader leaves it alone.
  const later = new SubmitEvent('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(later)
  expect(later.defaultPrevented).toBe(false)
})

it('closes the popover of a menu link chosen before the menu is marked, and only then', () => {
  const menu = document.querySelector<HTMLElement>('[popover]')!
  const hidePopover = jest.fn()
  menu.hidePopover = hidePopover
  const link = menu.querySelector('a')!
  link.addEventListener('click', (event) => event.preventDefault())
  link.click()
  expect(hidePopover).toHaveBeenCalledTimes(1)
  document.getElementById('menu-root')!.setAttribute(hydratedAttribute, '')
  link.click()
  expect(hidePopover).toHaveBeenCalledTimes(1)
})

const click = (link: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
  link.dispatchEvent(event)
  return event
}

describe('the first click on a link of an island marked data-island-replay', () => {
  const gallery = () => document.getElementById('gallery')!
  /** What the island's own handler (React's, once hydrated) opened instead of following. */
  const opened: string[] = []
  beforeAll(() => {
    gallery().addEventListener('click', (event) => {
      if (!gallery().hasAttribute(hydratedAttribute)) return
      event.preventDefault()
      opened.push((event.target as Element).getAttribute('href')!)
    })
  })

  it('is held until the island is marked hydrated, then clicked again for it to handle', async () => {
    const link = gallery().querySelector('a[href="#photo-1"]')!
    expect(click(link).defaultPrevented).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(opened).toEqual([])
    expect(location.hash).toBe('')
    gallery().setAttribute(hydratedAttribute, '')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(opened).toEqual(['#photo-1'])
    expect(location.hash).toBe('')
    // Once marked, a click is the island's own: the loader leaves it alone.
    click(link)
    expect(opened).toEqual(['#photo-1', '#photo-1'])
  })

  it('leaves a click with a modifier key or another button to the browser', () => {
    gallery().removeAttribute(hydratedAttribute)
    const link = gallery().querySelector('a[href="#photo-2"]')!
    for (const init of modifiedClicks) expect(click(link, init).defaultPrevented).toBe(false)
    gallery().setAttribute(hydratedAttribute, '')
  })

  it('is followed by the browser when the island is not marked within 4 s', async () => {
    const link = document.querySelector('#slow a')!
    /** Each click the link receives: whether it was kept from being followed. */
    const clicks: boolean[] = []
    link.addEventListener('click', (event) => clicks.push(event.defaultPrevented))
    jest.useFakeTimers()
    try {
      click(link)
      expect(clicks).toEqual([true])
      jest.advanceTimersByTime(3_900)
      expect(clicks).toEqual([true])
      jest.advanceTimersByTime(300)
      // Clicked again, and this time left to the browser.
      expect(clicks).toEqual([true, false])
    } finally {
      jest.useRealTimers()
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(location.hash).toBe('#photo-3')
  })
})
