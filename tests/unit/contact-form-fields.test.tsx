// The contact form's fields: labels, autocomplete, the form without script, checks and the counter.
import { act, screen } from '@testing-library/react'
import { content } from '@/lib/content'
import { buildMailto } from '@/components/contact-form/mailto'
import { notify } from '@/components/contact-form/toast'
import { countTemplate, fillRequired, renderForm } from './helpers/contact-form'

jest.mock('@/components/contact-form/toast', () => ({ notify: jest.fn(() => Promise.resolve()) }))
jest.mock('@/components/contact-form/mailto', () => {
  const actual = jest.requireActual('@/components/contact-form/mailto')
  return { ...actual, buildMailto: jest.fn(actual.buildMailto) }
})
const realBuildMailto = jest.requireActual('@/components/contact-form/mailto').buildMailto

const { contactForm, site } = content
const { fields, fallback, messages } = contactForm

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
