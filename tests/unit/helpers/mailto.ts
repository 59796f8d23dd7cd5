/** The message the mailto tests (mailto-message.test.ts, mailto-link.test.ts) build, and its reader. */
import { content } from '@/lib/content'
import { buildMailto, buildMessage } from '@/components/contact-form/mailto'
import type { Submission } from '@/components/contact-form/submission'

const { site } = content

/** Synthetic labels, so the format itself is tested whatever the editor's wording. */
export const labels = {
  subject: 'Request from {first} {last}',
  nameLabel: 'Who',
  emailLabel: 'Mail',
  phoneLabel: 'Tel',
  noPhone: '(none given)',
  detailsLabel: 'About the project',
  footer: 'Sent from the test form.',
}
export const base: Submission = {
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  phone: '(831) 555-0100',
  projectDetails: 'Kitchen remodel',
}

/** Parses a mailto URL the way a mail client does (RFC 6068): recipient, then hfields. */
export function parseMailto(url: string) {
  expect(url.startsWith('mailto:')).toBe(true)
  const [to, query = ''] = url.slice('mailto:'.length).split('?')
  expect(url.split('?')).toHaveLength(2)
  expect(url).not.toContain('#')
  const fields = query.split('&').map((pair) => {
    const [name, value = ''] = pair.split('=')
    expect(pair.split('=')).toHaveLength(2)
    return [decodeURIComponent(name!), decodeURIComponent(value)] as const
  })
  return { to: decodeURIComponent(to!), fields }
}

export const mailtoFor = (submission: Partial<Submission>) =>
  buildMailto(buildMessage(site.email, { ...base, ...submission }, labels))
