// The message's links: mailto: with only a subject and body, the web compose links, the length budget.
import { content } from '@/lib/content'
import {
  buildMailto,
  buildMessage,
  gmailComposeUrl,
  messageAsText,
  outlookComposeUrl,
  remainingCharacters,
} from '@/components/contact-form/mailto'
import { base, labels, mailtoFor, parseMailto } from './helpers/mailto'

const { contactForm, site } = content

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
