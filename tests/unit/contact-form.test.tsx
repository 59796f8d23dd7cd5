import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactForm } from '@/components/contact-form/contact-form'
import { content } from '@/lib/content'
import { draftKey, draftMaxLength, draftVersion } from '@/components/contact-form/draft'
import { type MailHandOff } from '@/components/contact-form/mail-hand-off'
import { buildMailto } from '@/components/contact-form/mailto'
import { notify } from '@/components/contact-form/toast'
import { escapeRegExp } from './helpers/text'

jest.mock('@/components/contact-form/toast', () => ({ notify: jest.fn(() => Promise.resolve()) }))
jest.mock('@/components/contact-form/mailto', () => {
  const actual = jest.requireActual('@/components/contact-form/mailto')
  return { ...actual, buildMailto: jest.fn(actual.buildMailto) }
})
const realBuildMailto = jest.requireActual('@/components/contact-form/mailto').buildMailto

const { contactForm, site } = content
const recipient = site.email
const { fields, fallback, messages } = contactForm

type FieldKey = keyof typeof fields

/** Each field's accessible name: its label, and the hint of an optional field. */
const fieldName = (key: FieldKey) =>
  key === 'phone' ? `${fields.phone.label} ${fields.phone.optionalHint}` : fields[key].label

/** Matches a text built from a template of content/contact-form.yaml, with any number for {count}. */
const countTemplate = (template: string) =>
  new RegExp(`^${escapeRegExp(template).replace('\\{count\\}', '\\d+')}$`)

/** Stands in for the mail client: records each link and lets the test say when it has opened. */
function fakeHandOff() {
  const links: { href: string; form: HTMLFormElement }[] = []
  let open = () => {}
  const handOff: MailHandOff = (href, form) => {
    links.push({ href, form })
    return new Promise<void>((resolve) => (open = resolve))
  }
  return { handOff, links, open: () => act(async () => open()) }
}

function renderForm(handOff: MailHandOff = fakeHandOff().handOff) {
  const user = userEvent.setup()
  const rendered = render(
    <ContactForm content={contactForm} recipient={recipient} handOff={handOff} />,
  )
  // Found once by their accessible names (a slow query in jsdom); the elements stay the same.
  const found = new Map<FieldKey, HTMLElement>()
  const field = (key: FieldKey) => {
    if (!found.has(key)) found.set(key, screen.getByRole('textbox', { name: fieldName(key) }))
    return found.get(key)!
  }
  // The submit button is one element throughout; only its text changes while sending.
  const button = screen.getByRole('button', { name: contactForm.submit })
  return { user, field, submit: () => button, unmount: rendered.unmount }
}

async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  field: (key: FieldKey) => HTMLElement,
) {
  await user.type(field('firstName'), 'Ana')
  await user.type(field('lastName'), 'Reyes')
  await user.type(field('email'), 'ana@example.com')
  await user.type(field('projectDetails'), 'Kitchen remodel')
}

beforeEach(() => {
  sessionStorage.clear()
  jest.mocked(notify).mockClear()
  jest.mocked(buildMailto).mockReset().mockImplementation(realBuildMailto)
})

describe('ContactForm', () => {
  it('labels every field, marks the required ones and sets autocomplete', () => {
    const { field } = renderForm()
    expect(field('firstName')).toHaveAttribute('autocomplete', 'given-name')
    expect(field('firstName')).toBeRequired()
    expect(field('lastName')).toHaveAttribute('autocomplete', 'family-name')
    expect(field('email')).toHaveAttribute('type', 'email')
    expect(field('phone')).toHaveAttribute('type', 'tel')
    expect(field('phone')).not.toBeRequired()
    expect(field('projectDetails')).toHaveAttribute('rows', String(fields.projectDetails.rows))
    expect(field('projectDetails')).toHaveAttribute(
      'placeholder',
      fields.projectDetails.placeholder,
    )
    expect(field('projectDetails')).toBeRequired()
  })

  it('works without script: its send button posts a mailto form with text/plain encoding', () => {
    const { submit } = renderForm()
    const form = submit().closest('form')!
    expect(submit()).toHaveAttribute(
      'formaction',
      `mailto:${site.email}?subject=${encodeURIComponent(contactForm.email.noScriptSubject)}`,
    )
    // Not the form's own action: Chromium reports that as mixed content on an HTTPS page.
    expect(form).not.toHaveAttribute('action')
    expect(form).toHaveAttribute('enctype', 'text/plain')
    expect(form).toHaveAttribute('method', 'post')
  })

  it('rejects fields holding only spaces: error toast, field marked and focused', async () => {
    const { user, field, submit } = renderForm()
    await user.type(field('firstName'), '   ')
    // Browser validation passes on spaces; bypass it as a script or an old browser would.
    submit().closest('form')!.noValidate = true
    await user.click(submit())
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith('error', messages.missingTitle, messages.missingText)
    expect(field('firstName')).toHaveAttribute('aria-invalid', 'true')
    expect(field('firstName')).toHaveAccessibleDescription(contactForm.fieldRequired)
    expect(field('firstName')).toHaveFocus()
    expect(field('projectDetails')).toHaveAttribute('aria-invalid', 'true')
    expect(field('firstName')).toHaveValue('   ')
  })

  it('hands the link to the mail client, shows the sending state, then resets the fields and offers fallbacks', async () => {
    const build = jest.mocked(buildMailto)
    const mailClient = fakeHandOff()
    const { user, field, submit } = renderForm(mailClient.handOff)
    await fillRequired(user, field)
    await user.click(submit())
    expect(submit()).toHaveAccessibleName(contactForm.submitting)
    expect(submit()).toBeDisabled()
    await waitFor(() => expect(mailClient.links).toHaveLength(1))
    // Until the mail client has the message, the visitor's words stay where they are.
    expect(field('firstName')).toHaveValue('Ana')
    expect(notify).not.toHaveBeenCalled()
    await mailClient.open()
    await waitFor(() => expect(field('firstName')).toHaveValue(''))
    expect(build).toHaveBeenCalledTimes(1)
    const sent = build.mock.calls[0]![0]
    expect(sent.to).toBe(site.email)
    expect(sent.subject).toContain('Ana')
    expect(sent.subject).toContain('Reyes')
    expect(sent.body).toContain('ana@example.com')
    expect(sent.body).toContain('Kitchen remodel')
    const href = `mailto:${site.email}?subject=${encodeURIComponent(sent.subject)}&body=${encodeURIComponent(sent.body)}`
    expect(build).toHaveReturnedWith(href)
    expect(mailClient.links).toEqual([{ href, form: submit().closest('form') }])
    expect(notify).toHaveBeenCalledWith('success', messages.successTitle, messages.successText)
    // The button pressed, and the fallbacks under it, come into view at the top of the screen.
    const scrolled = jest.mocked(Element.prototype.scrollIntoView).mock
    expect(scrolled.calls[scrolled.contexts.indexOf(submit())]).toEqual([{ block: 'start' }])
    expect(field('projectDetails')).toHaveValue('')
    expect(submit()).toHaveAccessibleName(contactForm.submit)
    expect(submit()).toBeEnabled()
    const gmail = screen.getByRole('link', { name: `${fallback.gmail} ${fallback.newTabHint}` })
    expect(gmail).toHaveAttribute('href', expect.stringMatching(/^https:\/\/mail\.google\.com\//))
    expect(new URL(gmail.getAttribute('href')!).searchParams.get('to')).toBe(site.email)
    expect(
      screen.getByRole('link', { name: `${fallback.outlook} ${fallback.newTabHint}` }),
    ).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('button', { name: fallback.copy })).toBeInTheDocument()
    expect(sessionStorage.getItem(draftKey)).toBeNull()
    await user.click(screen.getByRole('button', { name: fallback.dismiss }))
    expect(
      screen.queryByRole('link', { name: `${fallback.gmail} ${fallback.newTabHint}` }),
    ).not.toBeInTheDocument()
  })

  it('keeps the text and says so when submitting throws', async () => {
    jest.mocked(buildMailto).mockImplementation(() => {
      throw new Error('boom')
    })
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { user, field, submit } = renderForm()
    await fillRequired(user, field)
    await user.click(submit())
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', messages.failureTitle, messages.failureText),
    )
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }))
    expect(field('firstName')).toHaveValue('Ana')
    expect(field('projectDetails')).toHaveValue('Kitchen remodel')
    expect(submit()).toBeEnabled()
    // Nothing was handed off, so the draft is still there for a retry.
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({
      fields: { firstName: 'Ana', projectDetails: 'Kitchen remodel' },
    })
    logged.mockRestore()
  })

  it('removes the draft before the message is handed to the mail app', async () => {
    // The page may be left or closed as the mail app opens: the draft must be gone by then.
    const draftAtHandOff: (string | null)[] = []
    const { user, field, submit } = renderForm(async () => {
      draftAtHandOff.push(sessionStorage.getItem(draftKey))
    })
    await fillRequired(user, field)
    expect(sessionStorage.getItem(draftKey)).not.toBeNull()
    await user.click(submit())
    await waitFor(() => expect(field('firstName')).toHaveValue(''))
    expect(draftAtHandOff).toEqual([null])
    expect(sessionStorage.getItem(draftKey)).toBeNull()
  })

  it('keeps the text and the draft when the hand-off fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { user, field, submit } = renderForm(() => Promise.reject(new Error('no mail client')))
    await fillRequired(user, field)
    await user.click(submit())
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', messages.failureTitle, messages.failureText),
    )
    expect(field('projectDetails')).toHaveValue('Kitchen remodel')
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({
      fields: { firstName: 'Ana', projectDetails: 'Kitchen remodel' },
    })
    logged.mockRestore()
  })

  it('tells the page loader which draft to remove when it sends the form without script', () => {
    const { submit } = renderForm()
    expect(submit().closest('form')).toHaveAttribute('data-draft-key', draftKey)
  })

  it('saves a draft while typing and restores it on the next visit', async () => {
    const first = renderForm()
    await first.user.type(first.field('firstName'), 'Ana')
    await first.user.type(first.field('projectDetails'), 'New bath')
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({
      fields: { firstName: 'Ana', projectDetails: 'New bath' },
    })
  })

  it('restores a saved draft into empty fields', async () => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({
        version: draftVersion,
        fields: { firstName: 'Ana', projectDetails: 'New bath' },
      }),
    )
    const { field } = renderForm()
    await waitFor(() => expect(field('firstName')).toHaveValue('Ana'))
    expect(field('projectDetails')).toHaveValue('New bath')
    expect(screen.getByRole('status')).toHaveTextContent(contactForm.draftRestored)
  })

  describe('half a character (a lone UTF-16 surrogate, e.g. half an emoji)', () => {
    const half = '\uD83D'
    const replaced = `x${half}y`.toWellFormed()
    const draftText = () => sessionStorage.getItem(draftKey) ?? ''

    it('typed or pasted: the form keeps working, the field shows U+FFFD, the visitor is told once', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
      const { user, field, unmount } = renderForm()
      await user.type(field('firstName'), 'Ana')
      await act(async () => {
        await user.click(field('projectDetails'))
        await user.paste(`x${half}y`)
      })
      expect(field('projectDetails')).toHaveValue(replaced)
      expect(screen.getByText(countTemplate(contactForm.length.remaining))).toBeInTheDocument()
      expect(screen.getAllByText(contactForm.replacedCharacters)).toHaveLength(1)
      // The draft saved on input holds the replacement, so a reload cannot bring the half back.
      expect(draftText().isWellFormed()).toBe(true)
      expect(JSON.parse(draftText())).toMatchObject({ fields: { projectDetails: replaced } })
      await act(async () => {
        await user.click(field('lastName'))
        await user.paste(half)
      })
      expect(field('lastName')).toHaveValue('\uFFFD')
      expect(screen.getAllByText(contactForm.replacedCharacters)).toHaveLength(1)
      expect(logged).not.toHaveBeenCalled()
      logged.mockRestore()
      unmount()
    })

    it('in a saved draft: restored replaced, no crash on this load or the next', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
      // What JSON.stringify writes for a lone surrogate: the escape \ud83d.
      sessionStorage.setItem(
        draftKey,
        JSON.stringify({
          version: draftVersion,
          fields: { firstName: 'Ana', projectDetails: `x${half}y` },
        }),
      )
      expect(sessionStorage.getItem(draftKey)).toContain('\\ud83d')
      for (let load = 0; load < 2; load++) {
        const { field, unmount } = renderForm()
        await waitFor(() => expect(field('projectDetails')).toHaveValue(replaced))
        expect(field('firstName')).toHaveValue('Ana')
        expect(screen.getByText(contactForm.draftRestored)).toBeInTheDocument()
        // Told on the load that replaced it; the next load restores the saved replacement.
        expect(screen.queryAllByText(contactForm.replacedCharacters)).toHaveLength(
          load === 0 ? 1 : 0,
        )
        expect(screen.getByText(countTemplate(contactForm.length.remaining))).toBeInTheDocument()
        expect(draftText()).not.toContain('\\ud83d')
        unmount()
      }
      expect(logged).not.toHaveBeenCalled()
      logged.mockRestore()
    })
  })

  it.each([
    ['corrupt', '{"version":'],
    ['from an older version', JSON.stringify({ firstName: 'Ana', projectDetails: 'New bath' })],
    ['oversized', 'x'.repeat(draftMaxLength + 1)],
    [
      'hostile',
      `{"version":${draftVersion},"fields":{"__proto__":{"firstName":"x"},"bcc":"x@evil.test"}}`,
    ],
  ])('discards a saved draft that is %s: read once, removed, the form starts empty', (_, raw) => {
    sessionStorage.setItem(draftKey, raw)
    const getItem = jest.spyOn(Storage.prototype, 'getItem')
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { field } = renderForm()
    expect(field('firstName')).toHaveValue('')
    expect(field('projectDetails')).toHaveValue('')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(sessionStorage.getItem(draftKey)).toBeNull()
    expect(getItem.mock.calls.filter(([key]) => key === draftKey)).toHaveLength(2) // ours + above
    expect(logged).not.toHaveBeenCalled()
    getItem.mockRestore()
    logged.mockRestore()
  })

  it('says when a message is too long to keep as a draft, and stops saying it once it fits', async () => {
    const { user, field } = renderForm()
    await user.type(field('firstName'), 'Ana')
    await act(async () => {
      await user.click(field('projectDetails'))
      await user.paste('x'.repeat(draftMaxLength))
    })
    expect(screen.getByText(contactForm.draftTooLarge)).toBeInTheDocument()
    expect(sessionStorage.getItem(draftKey)).toBeNull()
    await act(async () => {
      await user.clear(field('projectDetails'))
      await user.type(field('projectDetails'), 'New bath')
    })
    expect(screen.queryByText(contactForm.draftTooLarge)).not.toBeInTheDocument()
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({
      fields: { projectDetails: 'New bath' },
    })
  })

  it('counts characters and warns before a message is too long to send', async () => {
    const { user, field, submit } = renderForm()
    expect(screen.getByText(countTemplate(contactForm.length.remaining))).toBeInTheDocument()
    await fillRequired(user, field)
    const details = field('projectDetails')
    // More than the whole link budget of content/contact-form.yaml, whatever it is.
    const tooMuch = 'x'.repeat(contactForm.length.budget + 200)
    await act(async () => {
      await user.click(details)
      await user.paste(tooMuch)
    })
    expect(screen.getByText(countTemplate(contactForm.length.tooLong))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: fallback.copy })).toBeInTheDocument()
    await user.click(submit())
    expect(notify).not.toHaveBeenCalled()
    expect(details).toHaveFocus()
    expect(details).toHaveValue('Kitchen remodel' + tooMuch)
  })
})
