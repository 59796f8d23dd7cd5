/**
 * Builds the consultation email from a form submission. Pure functions, no DOM, so every rule of
 * RFC 6068 is unit-tested: each value goes through encodeURIComponent (so "&", "?", "#", "+" and
 * "%" in visitor text stay text), line breaks are CRLF (%0D%0A) and spaces are %20, never "+".
 * Any text is accepted: half a character (a lone surrogate) becomes U+FFFD instead of making
 * encodeURIComponent throw, and the subject template is filled in one pass with no "$" patterns.
 */
import { type Submission, submissionOf } from './submission'
import { fillTemplate } from '@/lib/template'
import { wellFormed } from './well-formed'

export type MessageLabels = {
  subject: string
  nameLabel: string
  emailLabel: string
  phoneLabel: string
  noPhone: string
  detailsLabel: string
  footer: string
}

export type EmailMessage = { to: string; subject: string; body: string }

/** Every line break a visitor can type (\n, \r\n, \r) becomes CRLF, as RFC 6068 requires in a body. */
export function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n')
}

export function buildMessage(
  to: string,
  submission: Submission,
  labels: MessageLabels,
): EmailMessage {
  // Each piece is made well-formed on its own, so two halves in different fields never pair up.
  const s = trimAll(submission)
  const l = Object.fromEntries(
    Object.entries(labels).map(([key, value]) => [key, wellFormed(value)]),
  ) as MessageLabels
  // One pass over the template: "$&" or "{last}" typed in a name stays text.
  const subject = fillTemplate(l.subject, {
    first: oneLine(s.firstName),
    last: oneLine(s.lastName),
  })
  const body = toCrlf(
    [
      `${l.nameLabel}: ${s.firstName} ${s.lastName}`,
      `${l.emailLabel}: ${s.email}`,
      `${l.phoneLabel}: ${s.phone || l.noPhone}`,
      '',
      `${l.detailsLabel}:`,
      s.projectDetails,
      '',
      '--',
      l.footer,
    ].join('\n'),
  )
  return { to, subject, body }
}

/** mailto:to?subject=…&body=… — the recipient is ours alone; visitor text only ever lands in a value. */
export function buildMailto({ to, subject, body }: EmailMessage): string {
  return `mailto:${encodeAddress(to)}?subject=${encode(subject)}&body=${encode(toCrlf(body))}`
}

/** Gmail's web compose window, for visitors with no mail app. */
export function gmailComposeUrl({ to, subject, body }: EmailMessage): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encode(to)}&su=${encode(subject)}&body=${encode(toCrlf(body))}`
}

/** Outlook.com's web compose window. */
export function outlookComposeUrl({ to, subject, body }: EmailMessage): string {
  return `https://outlook.live.com/mail/0/deeplink/compose?to=${encode(to)}&subject=${encode(subject)}&body=${encode(toCrlf(body))}`
}

/** The whole message as plain text, for the clipboard: address, subject and body. */
export function messageAsText(
  { to, subject, body }: EmailMessage,
  toLabel = 'To',
  subjectLabel = 'Subject',
): string {
  return `${toLabel}: ${to}\n${subjectLabel}: ${subject}\n\n${body.replace(/\r\n/g, '\n')}`
}

/** How many characters the project details may still take before the link passes the budget. */
export function remainingCharacters(message: EmailMessage, budget: number): number {
  return budget - buildMailto(message).length
}

/** encodeURIComponent that never throws: half a character is sent as U+FFFD (%EF%BF%BD). */
function encode(text: string): string {
  return encodeURIComponent(wellFormed(text))
}

function encodeAddress(address: string): string {
  // The local part and domain of our own address need no escaping except "%", "?", "#" and "&".
  return wellFormed(address).replace(/[%?#&]/g, (c) => encodeURIComponent(c))
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ')
}

function trimAll(submission: Submission): Submission {
  return submissionOf((name) => wellFormed(submission[name]).trim())
}
