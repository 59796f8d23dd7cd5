/**
 * The real hand-off the contact form uses by default (components/contact-form/mail-hand-off.ts): it announces the link
 * with a cancelable event first, which the engine tests rely on, and keeps the sending state up for
 * a moment. Following a mailto: link cannot be observed in jsdom; the browser tests see it.
 */
import { handOffDelay, handOffEvent, openMailClient } from '@/components/contact-form/mail-hand-off'

afterEach(() => jest.useRealTimers())

it('announces the link on the form, follows nothing when the event is cancelled, and waits', async () => {
  jest.useFakeTimers()
  const form = document.createElement('form')
  const announced: CustomEvent<string>[] = []
  form.addEventListener(handOffEvent, (event) => {
    announced.push(event as CustomEvent<string>)
    event.preventDefault()
  })
  const before = window.location.href
  let done = false
  void openMailClient('mailto:a@example.com?subject=Hi', form).then(() => (done = true))
  expect(announced).toHaveLength(1)
  expect(announced[0]!.detail).toBe('mailto:a@example.com?subject=Hi')
  expect(announced[0]!.cancelable).toBe(true)
  expect(window.location.href).toBe(before)
  await jest.advanceTimersByTimeAsync(handOffDelay - 1)
  expect(done).toBe(false)
  await jest.advanceTimersByTimeAsync(1)
  expect(done).toBe(true)
})
