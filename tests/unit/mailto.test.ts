import { content } from '@/lib/content'
import {
  buildMailto,
  buildMessage,
  gmailComposeUrl,
  messageAsText,
  outlookComposeUrl,
  remainingCharacters,
} from '@/components/contact-form/mailto'
import type { Submission } from '@/components/contact-form/submission'

const { contactForm, site } = content

/** Synthetic labels, so the format itself is tested whatever the editor's wording. */
const labels = {
  subject: 'Request from {first} {last}',
  nameLabel: 'Who',
  emailLabel: 'Mail',
  phoneLabel: 'Tel',
  noPhone: '(none given)',
  detailsLabel: 'About the project',
  footer: 'Sent from the test form.',
}
const base: Submission = {
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  phone: '(831) 555-0100',
  projectDetails: 'Kitchen remodel',
}

/** Parses a mailto URL the way a mail client does (RFC 6068): recipient, then hfields. */
function parseMailto(url: string) {
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

const mailtoFor = (submission: Partial<Submission>) =>
  buildMailto(buildMessage(site.email, { ...base, ...submission }, labels))

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

describe('buildMailto', () => {
  it('encodes spaces as %20 and line breaks as %0D%0A', () => {
    const url = mailtoFor({ projectDetails: 'Line one\nLine two\r\nLine three\rLine four' })
    expect(url).not.toContain('+')
    expect(url).toContain('Ana%20Reyes')
    expect(url).toContain('Line%20one%0D%0ALine%20two%0D%0ALine%20three%0D%0ALine%20four')
    expect(url).not.toMatch(/%0A(?<!%0D%0A)/)
  })

  const hostile = [
    '&bcc=x@evil.test',
    '?cc=x@evil.test',
    '%0D%0ABcc: x@evil.test',
    '#fragment',
    'a+b=c',
    `"quotes" and 'apostrophes' <tags>`,
    'emoji 🏡🔨',
    'Ελληνικά 中文 العربية',
    '100% sure; path/../x',
  ]

  it.each(hostile)('keeps %j as text: one recipient, only subject and body', (input) => {
    const url = mailtoFor({
      firstName: input,
      lastName: input,
      email: input,
      phone: input,
      projectDetails: input,
    })
    const { to, fields } = parseMailto(url)
    expect(to).toBe(site.email)
    expect(fields.map(([name]) => name)).toEqual(['subject', 'body'])
    const [[, subject], [, body]] = fields as [readonly [string, string], readonly [string, string]]
    expect(subject).toBe(`Request from ${input} ${input}`)
    expect(body).toContain(`Who: ${input} ${input}\r\n`)
    expect(body).toContain(`Mail: ${input}\r\n`)
    expect(body).toContain(`Tel: ${input}\r\n`)
    expect(body).toContain(`About the project:\r\n${input}\r\n`)
  })

  it("keeps the editor's own wording as text too: one recipient, only subject and body", () => {
    const words = contactForm.email
    const message = buildMessage(site.email, { ...base, projectDetails: hostile.join('\n') }, words)
    const { to, fields } = parseMailto(buildMailto(message))
    expect(to).toBe(site.email)
    expect(fields).toEqual([
      ['subject', message.subject],
      ['body', message.body],
    ])
    expect(fields[1]![1]).toContain(words.footer)
  })

  it('keeps an address holding "%", "?", "#" or "&" one recipient (an editor may write one)', () => {
    const address = 'sales&design?team#1%@example.com'
    const message = buildMessage(address, base, labels)
    const { to, fields } = parseMailto(buildMailto(message))
    expect(to).toBe(address)
    expect(fields.map(([name]) => name)).toEqual(['subject', 'body'])
  })

  it('round-trips any text through URL parsing', () => {
    const details = 'Budget: $80k & up?\n"Open plan" #1 priority + more light 🌊'
    const url = new URL(mailtoFor({ projectDetails: details }))
    expect(url.protocol).toBe('mailto:')
    expect(decodeURIComponent(url.pathname)).toBe(site.email)
    expect(decodeURIComponent(url.search.split('&body=')[1]!)).toContain(
      details.replace('\n', '\r\n'),
    )
  })
})

describe('web compose links and clipboard text', () => {
  const message = buildMessage(site.email, { ...base, projectDetails: 'A & B\nC' }, labels)

  it('builds Gmail and Outlook.com compose links from the same message', () => {
    const gmail = new URL(gmailComposeUrl(message))
    expect(gmail.origin).toBe('https://mail.google.com')
    expect(gmail.searchParams.get('to')).toBe(site.email)
    expect(gmail.searchParams.get('su')).toBe(message.subject)
    expect(gmail.searchParams.get('body')).toBe(message.body)
    const outlook = new URL(outlookComposeUrl(message))
    expect(outlook.origin).toBe('https://outlook.live.com')
    expect(outlook.searchParams.get('to')).toBe(site.email)
    expect(outlook.searchParams.get('subject')).toBe(message.subject)
    expect(outlook.searchParams.get('body')).toBe(message.body)
  })

  it('puts the address, subject and body into the copied text', () => {
    const text = messageAsText(message)
    expect(text.startsWith(`To: ${site.email}\nSubject: ${message.subject}\n\n`)).toBe(true)
    expect(text).toContain('A & B\nC')
  })
})

describe('length budget', () => {
  it('counts down as the details grow and goes negative past the budget', () => {
    const short = remainingCharacters(buildMessage(site.email, base, labels), 1800)
    const longer = remainingCharacters(
      buildMessage(site.email, { ...base, projectDetails: base.projectDetails + ' more' }, labels),
      1800,
    )
    expect(longer).toBe(short - ' more'.length - 2) // a space is three characters once encoded
    const tooLong = buildMessage(site.email, { ...base, projectDetails: 'x'.repeat(2000) }, labels)
    expect(remainingCharacters(tooLong, 1800)).toBeLessThan(0)
    expect(buildMailto(tooLong).length).toBe(1800 - remainingCharacters(tooLong, 1800))
  })
})
