/**
 * Hands a finished mailto: link to the visitor's mail client. The contact form takes this as a
 * replaceable function (its `handOff` prop): unit tests pass their own instead of following the
 * link and waiting.
 */
export type MailHandOff = (href: string, form: HTMLFormElement) => Promise<void>

/** The name of the cancelable event announcing the hand-off on the form; its detail is the link. */
export const handOffEvent = 'mailtohandoff'

/** How long the button reads 'Sending...' while the browser hands the link to the mail client. */
export const handOffDelay = 1000

/**
 * The real hand-off. It is announced first (a cancelable "mailtohandoff" event on the form): the
 * engine tests (tests/engines) read the link there and cancel it in a browser with no mail
 * handler, where following it would replace the page.
 */
export const openMailClient: MailHandOff = async (href, form) => {
  const announced = new CustomEvent(handOffEvent, { detail: href, cancelable: true })
  if (form.dispatchEvent(announced)) window.location.href = href
  await new Promise<void>((resolve) => setTimeout(resolve, handOffDelay))
}
