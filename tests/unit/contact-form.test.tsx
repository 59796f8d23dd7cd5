import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactForm } from '@/components/contact-form'
import { contactForm } from '@/content/contact-form'
import { draftKey } from '@/lib/draft'
import { buildMailto } from '@/lib/mailto'
import { notify } from '@/lib/toast'

jest.mock('@/lib/toast', () => ({ notify: jest.fn(() => Promise.resolve()) }))
jest.mock('@/lib/mailto', () => {
  const actual = jest.requireActual('@/lib/mailto')
  return { ...actual, buildMailto: jest.fn(actual.buildMailto) }
})
const realBuildMailto = jest.requireActual('@/lib/mailto').buildMailto

const recipient = 'hello@saltwooddesignbuild.com'

function renderForm() {
  const user = userEvent.setup()
  render(<ContactForm content={contactForm} recipient={recipient} />)
  const field = (name: RegExp) => screen.getByLabelText(name)
  return {
    user,
    field,
    submit: () => screen.getByRole('button', { name: /send message|sending/i }),
  }
}

async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  field: (n: RegExp) => HTMLElement,
) {
  await user.type(field(/first name/i), 'Ana')
  await user.type(field(/last name/i), 'Reyes')
  await user.type(field(/^email/i), 'ana@example.com')
  await user.type(field(/project details/i), 'Kitchen remodel')
}

beforeEach(() => {
  sessionStorage.clear()
  jest.mocked(notify).mockClear()
  jest.mocked(buildMailto).mockReset().mockImplementation(realBuildMailto)
})

describe('ContactForm', () => {
  it('labels every field, marks the required ones and sets autocomplete', () => {
    const { field } = renderForm()
    expect(field(/first name/i)).toHaveAttribute('autocomplete', 'given-name')
    expect(field(/first name/i)).toBeRequired()
    expect(field(/last name/i)).toHaveAttribute('autocomplete', 'family-name')
    expect(field(/^email/i)).toHaveAttribute('type', 'email')
    expect(field(/^phone/i)).toHaveAttribute('type', 'tel')
    expect(field(/^phone/i)).not.toBeRequired()
    expect(field(/project details/i)).toHaveAttribute('rows', '4')
    expect(field(/project details/i)).toBeRequired()
  })

  it('works without script: a mailto form with text/plain encoding', () => {
    renderForm()
    const form = screen.getByRole('button', { name: /send message/i }).closest('form')!
    expect(form.getAttribute('action')).toMatch(/^mailto:hello@saltwooddesignbuild\.com\?subject=/)
    expect(form).toHaveAttribute('enctype', 'text/plain')
    expect(form).toHaveAttribute('method', 'post')
  })

  it('rejects fields holding only spaces: error toast, field marked and focused', async () => {
    const { user, field, submit } = renderForm()
    await user.type(field(/first name/i), '   ')
    // Browser validation passes on spaces; bypass it as a script or an old browser would.
    submit().closest('form')!.noValidate = true
    await user.click(submit())
    expect(notify).toHaveBeenCalledWith('error', 'Error', 'Please fill in all required fields')
    expect(field(/first name/i)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/first name/i)).toHaveAccessibleDescription('Please fill in this field.')
    expect(field(/first name/i)).toHaveFocus()
    expect(field(/project details/i)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/first name/i)).toHaveValue('   ')
  })

  it('opens the mail client, shows Sending..., then resets the fields and offers fallbacks', async () => {
    const build = jest.mocked(buildMailto)
    const { user, field, submit } = renderForm()
    await fillRequired(user, field)
    await user.click(submit())
    expect(submit()).toHaveTextContent('Sending...')
    expect(submit()).toBeDisabled()
    await waitFor(() => expect(field(/first name/i)).toHaveValue(''), { timeout: 3000 })
    expect(build).toHaveReturnedWith(
      expect.stringContaining('subject=New%20Contact%20Form%20Submission%20from%20Ana%20Reyes'),
    )
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Email Client Opened',
      contactForm.messages.successText,
    )
    expect(field(/project details/i)).toHaveValue('')
    expect(submit()).toHaveTextContent('Send message')
    expect(screen.getByRole('link', { name: /open in gmail/i })).toHaveAttribute(
      'href',
      expect.stringContaining('mail.google.com'),
    )
    expect(screen.getByRole('link', { name: /open in outlook\.com/i })).toHaveAttribute(
      'target',
      '_blank',
    )
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeInTheDocument()
    expect(sessionStorage.getItem(draftKey)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('link', { name: /open in gmail/i })).not.toBeInTheDocument()
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
      expect(notify).toHaveBeenCalledWith(
        'error',
        contactForm.messages.failureTitle,
        contactForm.messages.failureText,
      ),
    )
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }))
    expect(field(/first name/i)).toHaveValue('Ana')
    expect(field(/project details/i)).toHaveValue('Kitchen remodel')
    expect(submit()).toBeEnabled()
    logged.mockRestore()
  })

  it('saves a draft while typing and restores it on the next visit', async () => {
    const first = renderForm()
    await first.user.type(first.field(/first name/i), 'Ana')
    await first.user.type(first.field(/project details/i), 'New bath')
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({
      firstName: 'Ana',
      projectDetails: 'New bath',
    })
  })

  it('restores a saved draft into empty fields', async () => {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({ firstName: 'Ana', projectDetails: 'New bath' }),
    )
    const { field } = renderForm()
    await waitFor(() => expect(field(/first name/i)).toHaveValue('Ana'))
    expect(field(/project details/i)).toHaveValue('New bath')
    expect(screen.getByRole('status')).toHaveTextContent(contactForm.draftRestored)
  })

  it('counts characters and warns before a message is too long to send', async () => {
    const { user, field, submit } = renderForm()
    expect(screen.getByText(/characters left/)).toBeInTheDocument()
    await fillRequired(user, field)
    const details = field(/project details/i)
    await act(async () => {
      await user.click(details)
      await user.paste('x'.repeat(2000))
    })
    expect(screen.getByText(/characters too long to open in an email app/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeInTheDocument()
    await user.click(submit())
    expect(notify).not.toHaveBeenCalled()
    expect(details).toHaveFocus()
    expect(details).toHaveValue('Kitchen remodel' + 'x'.repeat(2000))
  })
})
