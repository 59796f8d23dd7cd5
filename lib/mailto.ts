/**
 * Builds the consultation email from a form submission. Pure functions, no DOM, so every rule of
 * RFC 6068 is unit-tested: each value goes through encodeURIComponent (so "&", "?", "#", "+" and
 * "%" in visitor text stay text), line breaks are CRLF (%0D%0A) and spaces are %20, never "+".
 */

export type Submission = {
  firstName: string
  lastName: string
  email: string
  phone: string
  projectDetails: string
}

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
  const s = trimAll(submission)
  const subject = labels.subject
    .replace('{first}', oneLine(s.firstName))
    .replace('{last}', oneLine(s.lastName))
  const body = toCrlf(
    [
      `${labels.nameLabel}: ${s.firstName} ${s.lastName}`,
      `${labels.emailLabel}: ${s.email}`,
      `${labels.phoneLabel}: ${s.phone || labels.noPhone}`,
      '',
      `${labels.detailsLabel}:`,
      s.projectDetails,
      '',
      '--',
      labels.footer,
    ].join('\n'),
  )
  return { to, subject, body }
}

/** mailto:to?subject=…&body=… — the recipient is ours alone; visitor text only ever lands in a value. */
export function buildMailto({ to, subject, body }: EmailMessage): string {
  return `mailto:${encodeAddress(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(toCrlf(body))}`
}

/** Gmail's web compose window, for visitors with no mail app. */
export function gmailComposeUrl({ to, subject, body }: EmailMessage): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(to)}&su=${encodeURIComponent(subject)}&body=${encodeURIComponent(toCrlf(body))}`
}

/** Outlook.com's web compose window. */
export function outlookComposeUrl({ to, subject, body }: EmailMessage): string {
  return `https://outlook.live.com/mail/0/deeplink/compose?to=${encodeURIComponent(to)}&subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(toCrlf(body))}`
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

function encodeAddress(address: string): string {
  // The local part and domain of our own address need no escaping except "%", "?", "#" and "&".
  return address.replace(/[%?#&]/g, (c) => encodeURIComponent(c))
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ')
}

function trimAll(submission: Submission): Submission {
  return {
    firstName: submission.firstName.trim(),
    lastName: submission.lastName.trim(),
    email: submission.email.trim(),
    phone: submission.phone.trim(),
    projectDetails: submission.projectDetails.trim(),
  }
}
