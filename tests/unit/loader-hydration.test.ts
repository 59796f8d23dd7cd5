/**
 * The page loader (scripts/optimize-export.mjs) waits for React by the signal our client
 * components give once hydrated (components/use-hydrated.ts), not by React's internals: a form
 * submitted before then is held and submitted again once its element is marked, and a menu link
 * chosen before then closes its popover itself.
 */
import { loaderConfigScript, loaderSource, runLoader } from './helpers/page-loader'
import { hydratedAttribute } from '@/components/use-hydrated'

beforeAll(() => {
  document.body.innerHTML =
    loaderConfigScript({ sources: [], payload: '/index.txt', turbopack: {}, now: false }) +
    '<form action="mailto:x@example.com"><button>Send</button></form>' +
    '<div id="menu-root"><div popover="auto"><a href="#services">Services</a></div></div>'
  // The runtime is still loading throughout: its payload never arrives.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}))
  runLoader()
})

it('names the attribute our components set', () => {
  expect(loaderSource).toContain(`[${hydratedAttribute}]`)
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
