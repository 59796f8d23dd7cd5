// The contact form's send: the hand-off to the mail app, its states, failures and the draft's removal.
import { screen, waitFor } from '@testing-library/react'
import { content } from '@/lib/content'
import { draftKey } from '@/components/contact-form/draft'
import { buildMailto } from '@/components/contact-form/mailto'
import { notify } from '@/components/contact-form/toast'
import { fakeHandOff, fillRequired, renderForm } from './helpers/contact-form'

jest.mock('@/components/contact-form/toast', () => ({ notify: jest.fn(() => Promise.resolve()) }))
jest.mock('@/components/contact-form/mailto', () => {
  const actual = jest.requireActual('@/components/contact-form/mailto')
  return { ...actual, buildMailto: jest.fn(actual.buildMailto) }
})
const realBuildMailto = jest.requireActual('@/components/contact-form/mailto').buildMailto

const { contactForm, site } = content
const { fallback, messages } = contactForm

beforeEach(() => {
  sessionStorage.clear()
  jest.mocked(notify).mockClear()
  jest.mocked(buildMailto).mockReset().mockImplementation(realBuildMailto)
})

describe('ContactForm', () => {
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
    // Enabled again once the failure is handled (a render after the toast, under load a moment on).
    await waitFor(() => expect(submit()).toBeEnabled())
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

  it('keeps no draft of the message sent when the visitor types during the hand-off', async () => {
    const mailClient = fakeHandOff()
    const first = renderForm(mailClient.handOff)
    await fillRequired(first.user, first.field)
    await first.user.click(first.submit())
    await waitFor(() => expect(mailClient.links).toHaveLength(1))
    // The mail app is opening (a second on a phone): the visitor adds a word meanwhile.
    await first.user.type(first.field('projectDetails'), ' and a bath')
    await mailClient.open()
    await waitFor(() => expect(first.field('firstName')).toHaveValue(''))
    first.unmount()
    // Back on the page later in the same tab: the message already sent is not offered again.
    const { field } = renderForm()
    await waitFor(() => expect(field('firstName')).toHaveValue(''))
    expect(field('projectDetails')).toHaveValue('')
    expect(screen.queryByText(contactForm.draftRestored)).not.toBeInTheDocument()
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
})
