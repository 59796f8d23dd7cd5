/** The contact form as the component tests (contact-form-*.test.tsx) render, fill and hand off. */
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContactForm } from '@/components/contact-form/contact-form'
import { content } from '@/lib/content'
import { type MailHandOff } from '@/components/contact-form/mail-hand-off'
import { escapeRegExp } from './text'

const { contactForm, site } = content
const recipient = site.email
const { fields } = contactForm

export type FieldKey = keyof typeof fields

/** Each field's accessible name: its label, and the hint of an optional field. */
export const fieldName = (key: FieldKey) =>
  key === 'phone' ? `${fields.phone.label} ${fields.phone.optionalHint}` : fields[key].label

/** Matches a text built from a template of content/contact-form.yaml, with any number for {number}. */
export const countTemplate = (template: string) =>
  new RegExp(`^${escapeRegExp(template).replace('\\{number\\}', '\\d+')}$`)

/** Stands in for the mail client: records each link and lets the test say when it has opened. */
export function fakeHandOff() {
  const links: { href: string; form: HTMLFormElement }[] = []
  let open = () => {}
  const handOff: MailHandOff = (href, form) => {
    links.push({ href, form })
    return new Promise<void>((resolve) => (open = resolve))
  }
  return { handOff, links, open: () => act(async () => open()) }
}

export function renderForm(handOff: MailHandOff = fakeHandOff().handOff) {
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

export async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  field: (key: FieldKey) => HTMLElement,
) {
  await user.type(field('firstName'), 'Ana')
  await user.type(field('lastName'), 'Reyes')
  await user.type(field('email'), 'ana@example.com')
  await user.type(field('projectDetails'), 'Kitchen remodel')
}
