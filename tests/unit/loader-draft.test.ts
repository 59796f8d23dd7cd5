/**
 * The page loader (scripts/build/optimize-export.mjs) sends a form the no-script way — through its
 * send button's mailto: action — when the runtime cannot load. That is a hand-off too: the contact
 * form's draft must go with it, as it does when the form's own script sends the message.
 */
import { failModules, loaderConfigScript, oneIsland, runLoader } from './helpers/page-loader'
import { draftKey } from '@/components/contact-form/draft'

it('removes the draft named by the form when it sends the form without the runtime', async () => {
  sessionStorage.setItem(draftKey, '{"version":2,"fields":{"firstName":"Ana"}}')
  sessionStorage.setItem('other', 'kept')
  document.body.innerHTML =
    loaderConfigScript(oneIsland) +
    `<form method="post" data-draft-key="${draftKey}">` +
    '<input name="firstName" value="Ana">' +
    '<button formaction="mailto:x@example.com?subject=Hi">Send</button></form>'
  const sentTo: string[] = []
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    sentTo.push(this.getAttribute('action') ?? '')
  })
  runLoader()
  expect(sessionStorage.getItem(draftKey)).not.toBeNull()
  document.querySelector('button')!.click()
  // The island's module cannot be loaded: the loader falls back to the send button's action.
  failModules()
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(submit).toHaveBeenCalledTimes(1)
  expect(sentTo).toEqual(['mailto:x@example.com?subject=Hi'])
  expect(sessionStorage.getItem(draftKey)).toBeNull()
  expect(sessionStorage.getItem('other')).toBe('kept')
})
