/**
 * A form submitted before React owns it is held by the page loader (components/islands/loader.ts);
 * when the form's island crashes instead of hydrating (hydrateIslands puts its server HTML back),
 * the loader sends it the no-script way at once, with what the visitor typed, rather than after
 * the 8 s it waits for an island still on its way.
 */
import { act } from '@testing-library/react'
import { hydrateIslands } from '@/components/islands/hydrate'
import { loaderConfigScript, oneIsland, runLoader } from './helpers/page-loader'

it("sends a held form through its own action at once when the form's island crashes", async () => {
  document.body.innerHTML =
    loaderConfigScript(oneIsland) +
    '<site-island data-island="contact-form"><form action="mailto:x@example.com">' +
    '<textarea name="projectDetails"></textarea><button>Send</button></form></site-island>'
  /** The project details of each form sent, as the mail app would receive them. */
  const sent: unknown[] = []
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    sent.push(this.isConnected && new FormData(this).get('projectDetails'))
  })
  jest.spyOn(console, 'error').mockImplementation(() => {})
  runLoader()
  const form = document.forms[0]!
  form.querySelector('textarea')!.value = 'A kitchen'
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  expect(event.defaultPrevented).toBe(true)
  const Crashing = () => {
    throw new Error('broken island')
  }
  await act(async () => hydrateIslands('contact-form', Crashing))
  // Well under the 8 s the loader waits for an island still on its way.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
  expect(sent).toEqual(['A kitchen'])
})
