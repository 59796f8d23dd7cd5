/**
 * The contact form's state hook on its own, in a bare form of the same fields: the draft restored
 * once, the project prefill, the required-field check and the hand-off it is given.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ContactFormOptions, useContactForm } from '@/components/contact-form/use-contact-form'
import { content } from '@/lib/content'
import type { Enquiry } from '@/lib/content/urls'
import { draftKey, draftMaxLength, saveDraft } from '@/components/contact-form/draft'
import { buildMailto, buildMessage, remainingCharacters } from '@/components/contact-form/mailto'
import {
  contactFields,
  emptySubmission,
  type Submission,
} from '@/components/contact-form/submission'
import { notify } from '@/components/contact-form/toast'

jest.mock('@/components/contact-form/toast', () => ({ notify: jest.fn(() => Promise.resolve()) }))

const { contactForm, site, portfolio, projectPage } = content
const [project] = portfolio.projects
const enquiry = (): Enquiry => ({
  project: { names: { [project!.id]: project!.title }, prefill: projectPage.callToAction.prefill },
})

/** The hook in the smallest form that has its fields: each input is named after its field. */
function BareForm({
  typedFirst = {},
  ...options
}: ContactFormOptions & { typedFirst?: Partial<Submission> }) {
  const { formRef, handleInput, handleSubmit, invalid, notice, sent, replaced } =
    useContactForm(options)
  return (
    <form ref={formRef} onInput={handleInput} onSubmit={handleSubmit} aria-label="form">
      {contactFields.map(({ name, type }) => {
        const Field = type === 'textarea' ? 'textarea' : 'input'
        return (
          <Field
            key={name}
            name={name}
            aria-label={name}
            aria-invalid={invalid.includes(name)}
            // What the visitor typed before the script ran.
            defaultValue={typedFirst[name]}
          />
        )
      })}
      <button>send</button>
      <p data-testid="notice">{notice}</p>
      <p data-testid="sent">{sent?.subject}</p>
      <p data-testid="replaced">{String(replaced)}</p>
    </form>
  )
}

function renderHookForm(
  overrides: Partial<ContactFormOptions> & { typedFirst?: Partial<Submission> } = {},
) {
  const handOff = jest.fn<Promise<void>, [string, HTMLFormElement]>(() => Promise.resolve())
  const options = { content: contactForm, recipient: site.email, handOff, ...overrides }
  const rendered = render(<BareForm {...options} />)
  const field = (name: keyof Submission) => screen.getByRole('textbox', { name })
  return { ...rendered, options, handOff, field, user: userEvent.setup() }
}

const typed: Submission = {
  ...emptySubmission(),
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  projectDetails: 'Kitchen remodel',
}

beforeEach(() => {
  sessionStorage.clear()
  jest.mocked(notify).mockClear()
  window.history.replaceState(null, '', '/')
})

describe('useContactForm', () => {
  it('restores a draft once, into empty fields, and says so', async () => {
    saveDraft({ ...emptySubmission(), firstName: 'Ana', projectDetails: 'New bath' })
    const getItem = jest.spyOn(Storage.prototype, 'getItem')
    const draftReads = () => getItem.mock.calls.filter(([key]) => key === draftKey).length
    const { field, rerender, options, user } = renderHookForm()
    await waitFor(() => expect(field('firstName')).toHaveValue('Ana'))
    expect(field('projectDetails')).toHaveValue('New bath')
    expect(screen.getByTestId('notice')).toHaveTextContent(contactForm.draftRestored)
    expect(draftReads()).toBe(1)
    // Said until the visitor is told something else: typing on does not take it away.
    await user.type(field('projectDetails'), '!')
    expect(screen.getByTestId('notice')).toHaveTextContent(contactForm.draftRestored)
    // New props (a parent rendering again) do not read the draft again.
    await user.clear(field('firstName'))
    rerender(<BareForm {...options} content={{ ...contactForm }} />)
    rerender(<BareForm {...options} enquiry={enquiry()} />)
    expect(draftReads()).toBe(1)
    expect(field('firstName')).toHaveValue('')
    getItem.mockRestore()
  })

  it('starts the project details from ?project=, and saves them only once edited', async () => {
    window.history.replaceState(null, '', `/?project=${project!.id}`)
    const { field, user } = renderHookForm({ enquiry: enquiry() })
    const sentence = projectPage.callToAction.prefill.split('{project name}').join(project!.title)
    await waitFor(() => expect(field('projectDetails')).toHaveValue(sentence))
    expect(sessionStorage.getItem(draftKey)).toBeNull()
    await user.type(field('projectDetails'), '!')
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toMatchObject({
      fields: { projectDetails: `${sentence}!` },
    })
  })

  it('marks the empty required fields and hands nothing off', async () => {
    const { field, handOff, user } = renderHookForm()
    await user.type(field('firstName'), 'Ana')
    await user.click(screen.getByRole('button'))
    expect(handOff).not.toHaveBeenCalled()
    for (const { name, required } of contactFields)
      expect(field(name)).toHaveAttribute('aria-invalid', String(required && name !== 'firstName'))
    expect(field('lastName')).toHaveFocus()
    expect(notify).toHaveBeenCalledWith(
      'error',
      contactForm.messages.missingTitle,
      contactForm.messages.missingText,
    )
  })

  it('hands the mailto: link of the message to the function it is given, draft already gone', async () => {
    let draftAtHandOff: string | null = 'not called'
    const handOff = jest.fn(async () => {
      draftAtHandOff = sessionStorage.getItem(draftKey)
    })
    const { field, user } = renderHookForm({ handOff })
    for (const { name } of contactFields) if (typed[name]) await user.type(field(name), typed[name])
    expect(sessionStorage.getItem(draftKey)).not.toBeNull()
    await user.click(screen.getByRole('button'))
    const message = buildMessage(site.email, typed, contactForm.email)
    await waitFor(() => expect(screen.getByTestId('sent')).toHaveTextContent(message.subject))
    const form = screen.getByRole('form')
    expect(handOff).toHaveBeenCalledWith(buildMailto(message), form)
    expect(draftAtHandOff).toBeNull()
    expect(field('firstName')).toHaveValue('')
    expect(notify).toHaveBeenCalledWith(
      'success',
      contactForm.messages.successTitle,
      contactForm.messages.successText,
    )
  })
  it('keeps what was typed before the script ran, restoring the draft only around it', async () => {
    saveDraft({ ...emptySubmission(), firstName: 'Ana', projectDetails: 'New bath' })
    const { field } = renderHookForm({ typedFirst: { firstName: 'Anabel' } })
    await waitFor(() => expect(field('projectDetails')).toHaveValue('New bath'))
    expect(field('firstName')).toHaveValue('Anabel')
  })

  it('replaces half a character typed before the script ran, and says so', async () => {
    const { field } = renderHookForm({ typedFirst: { lastName: 'Re\uD83Dyes' } })
    await waitFor(() => expect(field('lastName')).toHaveValue('Re\uFFFDyes'))
    expect(screen.getByTestId('replaced')).toHaveTextContent('true')
  })

  it('replaces half a character as it is typed, the caret staying where it was', async () => {
    const { field } = renderHookForm()
    const details = field('projectDetails') as HTMLTextAreaElement
    details.value = 'ab\uD83Dcd'
    details.setSelectionRange(3, 3)
    fireEvent.input(details)
    expect(details).toHaveValue('ab\uFFFDcd')
    expect([details.selectionStart, details.selectionEnd]).toEqual([3, 3])
    expect(screen.getByTestId('replaced')).toHaveTextContent('true')
  })

  it("clears a field's error as soon as more than spaces is typed into it", async () => {
    const { field, user } = renderHookForm()
    await user.click(screen.getByRole('button'))
    expect(field('lastName')).toHaveAttribute('aria-invalid', 'true')
    await user.type(field('lastName'), '  ')
    expect(field('lastName')).toHaveAttribute('aria-invalid', 'true')
    await user.type(field('lastName'), 'Reyes')
    expect(field('lastName')).toHaveAttribute('aria-invalid', 'false')
    expect(field('email')).toHaveAttribute('aria-invalid', 'true')
  })

  it('says when a message is too long to keep as a draft, and stops saying it once it fits', async () => {
    const { field } = renderHookForm()
    fireEvent.input(field('projectDetails'), { target: { value: 'x'.repeat(draftMaxLength) } })
    expect(screen.getByTestId('notice')).toHaveTextContent(contactForm.draftTooLarge)
    fireEvent.input(field('projectDetails'), { target: { value: 'New bath' } })
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement()
  })

  it('says when the browser keeps no draft', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const { field, user } = renderHookForm()
    await user.type(field('firstName'), 'A')
    expect(screen.getByTestId('notice')).toHaveTextContent(contactForm.draftUnavailable)
    setItem.mockRestore()
  })

  it('sends a message exactly at the link budget, and not one a character past it', async () => {
    const { field, handOff, user } = renderHookForm()
    for (const { name } of contactFields) if (typed[name]) await user.type(field(name), typed[name])
    const spare = remainingCharacters(
      buildMessage(site.email, typed, contactForm.email),
      contactForm.length.budget,
    )
    const details = `${typed.projectDetails}${'x'.repeat(spare + 1)}`
    fireEvent.input(field('projectDetails'), { target: { value: details } })
    await user.click(screen.getByRole('button'))
    expect(handOff).not.toHaveBeenCalled()
    expect(field('projectDetails')).toHaveFocus()
    fireEvent.input(field('projectDetails'), { target: { value: details.slice(0, -1) } })
    await user.click(screen.getByRole('button'))
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1))
  })
})
