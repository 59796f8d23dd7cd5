import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { ContactForm as ContactFormContent } from '@/lib/content/schema'
import type { Enquiry } from '@/lib/content/urls'
import { clearDraft, loadDraft, saveDraft } from './draft'
import { type MailHandOff } from './mail-hand-off'
import { buildMailto, buildMessage, type EmailMessage, remainingCharacters } from './mailto'
import { enquiryPrefill } from './enquiry-prefill'
import {
  emptySubmission,
  type FieldName,
  missingRequiredFields,
  readSubmission,
} from './submission'
import { notify } from './toast'
import { isWellFormed, wellFormed } from './well-formed'

export type ContactFormOptions = {
  content: ContactFormContent
  recipient: string
  enquiry?: Enquiry
  handOff: MailHandOff
}

/** Lets React paint the 'Sending...' state before the mail client takes the foreground. */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

type TextField = HTMLInputElement | HTMLTextAreaElement
const isTextField = (element: unknown): element is TextField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement

/**
 * Replaces half a character (a lone surrogate) in a field with U+FFFD, keeping the caret where it
 * was (the replacement is as long as what it replaces). The browser sends the form with the same
 * replacement (FormData), so the field now shows what the message will say. True if it changed.
 */
function makeWellFormed(field: TextField): boolean {
  if (isWellFormed(field.value)) return false
  const { selectionStart, selectionEnd } = field
  field.value = wellFormed(field.value)
  try {
    if (selectionStart !== null && selectionEnd !== null) {
      field.setSelectionRange(selectionStart, selectionEnd)
    }
  } catch {
    // An email input has no selection to keep.
  }
  return true
}

/**
 * The contact form's state: the message as typed so far, the fields in error, the draft (restored
 * once, saved on every input), the prefill from ?project=, ?service= or ?area=, and the submission. The inputs
 * stay uncontrolled, so whatever was typed before the script ran is kept; this reads the form.
 */
export function useContactForm({ content, recipient, enquiry, handOff }: ContactFormOptions) {
  const formRef = useRef<HTMLFormElement>(null)
  const [submitting, setSubmitting] = useState(false)
  const [invalid, setInvalid] = useState<FieldName[]>([])
  const [current, setCurrent] = useState<EmailMessage>(() =>
    buildMessage(recipient, emptySubmission(), content.email),
  )
  const [sent, setSent] = useState<EmailMessage | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  /** Half a character was replaced somewhere: said once, and left in place. */
  const [replaced, setReplaced] = useState(false)
  /**
   * The message is on its way to the mail app: what is typed meanwhile is not saved as a draft,
   * which would offer the message already sent again on the next visit (the form is reset after).
   */
  const handingOff = useRef(false)

  const remaining = remainingCharacters(current, content.length.budget)

  function refresh(form: HTMLFormElement, persist: boolean) {
    const submission = readSubmission(form)
    setCurrent(buildMessage(recipient, submission, content.email))
    setInvalid((fields) => fields.filter((name) => submission[name].trim() === ''))
    if (!persist || handingOff.current) return
    const saved = saveDraft(submission)
    if (saved === 'unavailable') setNotice(content.draftUnavailable)
    else if (saved === 'tooLarge') setNotice(content.draftTooLarge)
    else setNotice((shown) => (shown === content.draftTooLarge ? null : shown))
  }

  // Once, when the form becomes interactive: an effect event reads the props without making
  // them reasons to run again (a draft is restored once per page load).
  const start = useEffectEvent((form: HTMLFormElement) => {
    // A stored item that is not a sound draft of this version is removed unread.
    const draft = loadDraft()
    let restored = false
    let halfCharacters = false
    for (const [name, value] of Object.entries(draft?.fields ?? {})) {
      const field = form.elements.namedItem(name)
      // Never overwrite what the visitor typed before the script ran.
      if (isTextField(field) && field.value === '' && value) {
        field.value = value
        restored = true
        halfCharacters ||= draft!.replaced
      }
    }
    // What was typed before the script ran gets the same treatment as what is typed after.
    for (const element of Array.from(form.elements)) {
      if (isTextField(element) && makeWellFormed(element)) halfCharacters = true
    }
    if (halfCharacters) setReplaced(true)
    // A visitor coming from a project's, service's or area's call to action: name it, unless the field
    // already holds their own words. Saved as a draft only once they edit it.
    const details = form.elements.namedItem('projectDetails')
    const prefill = enquiry && enquiryPrefill(window.location.search, enquiry)
    const prefilled = details instanceof HTMLTextAreaElement && details.value === '' && !!prefill
    if (prefilled) details.value = prefill
    refresh(form, !prefilled)
    if (restored) setNotice(content.draftRestored)
  })
  useEffect(() => {
    if (formRef.current) start(formRef.current)
  }, [])

  function handleInput(event: FormEvent<HTMLFormElement>) {
    if (isTextField(event.target) && makeWellFormed(event.target)) setReplaced(true)
    refresh(event.currentTarget, true)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const submission = readSubmission(form)
    const missing = missingRequiredFields(submission)
    if (missing.length > 0) {
      // Render the errors before moving focus, so the field is announced with its error.
      flushSync(() => setInvalid(missing))
      const first = form.elements.namedItem(missing[0]!)
      if (first instanceof HTMLElement) first.focus()
      void notify('error', content.messages.missingTitle, content.messages.missingText)
      return
    }
    const message = buildMessage(recipient, submission, content.email)
    if (remainingCharacters(message, content.length.budget) < 0) {
      const details = form.elements.namedItem('projectDetails')
      if (details instanceof HTMLElement) details.focus()
      return
    }
    setSubmitting(true)
    try {
      await nextPaint()
      const href = buildMailto(message)
      // Gone before the hand-off: the page may be left or closed as the mail app opens.
      clearDraft()
      handingOff.current = true
      await handOff(href, form)
      form.reset()
      setCurrent(buildMessage(recipient, emptySubmission(), content.email))
      setNotice(null)
      setSent(message)
      void notify('success', content.messages.successTitle, content.messages.successText)
    } catch (error) {
      console.error(error)
      // Nothing was handed off: the draft stays for a retry.
      saveDraft(submission)
      void notify('error', content.messages.failureTitle, content.messages.failureText)
    } finally {
      handingOff.current = false
      setSubmitting(false)
    }
  }

  return {
    formRef,
    handleInput,
    handleSubmit,
    submitting,
    invalid,
    /** The message as the fields stand, and how many characters it may still take. */
    current,
    remaining,
    notice,
    replaced,
    /** The message last handed off, for the fallbacks; null once dismissed. */
    sent,
    dismissSent: () => setSent(null),
  }
}
