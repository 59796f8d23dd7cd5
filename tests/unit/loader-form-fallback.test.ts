/**
 * The page loader (scripts/build/optimize-export.mjs) holds a form submitted before React owns it, and
 * sends it the no-script way, through its mailto: action, when the runtime has not come within
 * 8 s. On jest's clock: what is asserted is the order of events, never how long anything took.
 */
import { loaderConfigScript, oneIsland, runLoader } from './helpers/page-loader'

it('sends a held form through its own action when the runtime has not come within 8 s', () => {
  document.body.innerHTML =
    loaderConfigScript(oneIsland) +
    '<form action="mailto:x@example.com"><input name="firstName" value="Ana"><button>Send</button></form>'
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
  // The island's module never arrives (jsdom loads no script): no error either, only the
  // loader's own time limit.
  runLoader()
  jest.useFakeTimers()
  try {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true })
    document.forms[0]!.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    jest.advanceTimersByTime(7_900)
    expect(submit).not.toHaveBeenCalled()
    jest.advanceTimersByTime(300)
    expect(submit).toHaveBeenCalledTimes(1)
  } finally {
    jest.useRealTimers()
    submit.mockRestore()
  }
})
