// The contact form's message: who it is to, its subject and body, in the content's words.
import { content } from '@/lib/content'
import {
  buildMailto,
  buildMessage,
  gmailComposeUrl,
  outlookComposeUrl,
  remainingCharacters,
} from '@/components/contact-form/mailto'
import { base, labels, parseMailto } from './helpers/mailto'

const { contactForm, site } = content

describe('buildMessage', () => {
  it('addresses the company and names the visitor in the subject', () => {
    const message = buildMessage(site.email, base, labels)
    expect(message.to).toBe(site.email)
    expect(message.subject).toBe('Request from Ana Reyes')
  })

  it('lists name, email, phone, project details and where it was sent from', () => {
    const { body } = buildMessage(site.email, base, labels)
    expect(body.split('\r\n')).toEqual([
      'Who: Ana Reyes',
      'Mail: ana@example.com',
      'Tel: (831) 555-0100',
      '',
      'About the project:',
      'Kitchen remodel',
      '',
      '--',
      'Sent from the test form.',
    ])
  })

  it('says when no phone was given and trims stray spaces', () => {
    const { body, subject } = buildMessage(
      site.email,
      { ...base, firstName: '  Ana ', phone: '   ' },
      labels,
    )
    expect(body).toContain('Tel: (none given)')
    expect(subject).toBe('Request from Ana Reyes')
  })

  it('keeps the subject on one line whatever the name holds', () => {
    const { subject } = buildMessage(
      site.email,
      { ...base, lastName: 'Reyes\r\nBcc: x@evil.test' },
      labels,
    )
    expect(subject).toBe('Request from Ana Reyes Bcc: x@evil.test')
  })

  it('fills the subject in one pass: "$\'", "$&" and "{last}" in a name stay as typed', () => {
    // String.replace with a string replacement reads "$'" and "$&" as patterns, and a second
    // replace would fill a "{last}" the visitor typed. The expectation fills each placeholder once.
    const fill = (template: string, first: string, last: string) =>
      template.replace(/\{first\}|\{last\}/g, (placeholder) =>
        placeholder === '{first}' ? first : last,
      )
    for (const words of [labels, contactForm.email]) {
      for (const [first, last] of [
        ["$'$'", 'Lee'],
        ['$&', 'Lee'],
        ['$`x$$', '$1'],
        ['{last}', 'Lee'],
        ['Ana', '{first}'],
      ] as const) {
        const { subject } = buildMessage(
          site.email,
          { ...base, firstName: first, lastName: last },
          words,
        )
        expect(subject).toBe(fill(words.subject, first, last))
        const { fields } = parseMailto(buildMailto({ to: site.email, subject, body: '' }))
        expect(fields[0]).toEqual(['subject', fill(words.subject, first, last)])
      }
    }
  })

  it('never throws on half a character (a lone surrogate): it becomes U+FFFD', () => {
    for (const lone of ['\uD83D', '\uDE00', 'a\uDE00\uD83D', '🏡\uD83D']) {
      const submission = {
        firstName: lone,
        lastName: lone,
        email: lone,
        phone: lone,
        projectDetails: `x${lone}y`,
      }
      const message = buildMessage(site.email, submission, labels)
      const shown = lone.toWellFormed()
      expect(message.subject).toBe(`Request from ${shown} ${shown}`)
      expect(message.body).toContain(`About the project:\r\nx${shown}y\r\n`)
      for (const build of [buildMailto, gmailComposeUrl, outlookComposeUrl]) {
        expect(() => build(message)).not.toThrow()
        // Even a message whose text was never normalised is encoded, not thrown on.
        expect(() => build({ ...message, subject: lone, body: lone })).not.toThrow()
      }
      expect(() => remainingCharacters(message, contactForm.length.budget)).not.toThrow()
      const { fields } = parseMailto(buildMailto(message))
      expect(fields[0]![1]).toBe(`Request from ${shown} ${shown}`)
    }
  })

  it('words the message with the labels of content/contact-form.yaml', () => {
    const words = contactForm.email
    const { subject, body } = buildMessage(site.email, { ...base, phone: '' }, words)
    expect(subject).toBe(words.subject.replace('{first}', 'Ana').replace('{last}', 'Reyes'))
    expect(subject).toContain('Ana')
    expect(subject).toContain('Reyes')
    expect(body.split('\r\n')).toEqual([
      `${words.nameLabel}: Ana Reyes`,
      `${words.emailLabel}: ana@example.com`,
      `${words.phoneLabel}: ${words.noPhone}`,
      '',
      `${words.detailsLabel}:`,
      'Kitchen remodel',
      '',
      '--',
      words.footer,
    ])
  })
})
