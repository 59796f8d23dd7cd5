'use client'

import { Copy, ExternalLink, X } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { ContactForm as ContactFormContent } from '@/content/schema'
import { buttonClasses } from '@/components/ui/button-link'
import { cn } from '@/lib/cn'
import { clearDraft, draftKey, loadDraft, saveDraft } from '@/lib/draft'
import {
  buildMailto,
  buildMessage,
  type EmailMessage,
  gmailComposeUrl,
  messageAsText,
  outlookComposeUrl,
  remainingCharacters,
} from '@/lib/mailto'
import {
  emptySubmission,
  type FieldName,
  missingRequiredFields,
  readSubmission,
} from '@/lib/submission'
import { type ProjectEnquiry, projectPrefill } from '@/lib/project-prefill'
import { notify } from '@/lib/toast'
import { isWellFormed, wellFormed } from '@/lib/well-formed'

export type { ProjectEnquiry }

const fieldId = (name: FieldName) => `contact-${name}`
const errorId = (name: FieldName) => `contact-${name}-error`

/** Lets React paint the 'Sending...' state before the mail client takes the foreground. */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
/** How long the button reads 'Sending...' while the browser hands the link to the mail client. */
const handOffDelay = 1000
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

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
 * The consultation request. It sends nothing to a server: it opens the visitor's mail client with
 * the message filled in. The inputs are uncontrolled, so whatever is typed before this script runs
 * is kept; without the script, the form's own mailto: action still sends the fields.
 */
export function ContactForm({
  content,
  recipient,
  projectEnquiry,
}: {
  content: ContactFormContent
  recipient: string
  /**
   * Projects the form can name: a visitor who arrives with ?project=<id> finds the project
   * details started with a sentence naming it, if the field is empty (no draft, nothing typed).
   */
  projectEnquiry?: ProjectEnquiry
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const budget = content.length.budget
  const [submitting, setSubmitting] = useState(false)
  const [invalid, setInvalid] = useState<FieldName[]>([])
  const [current, setCurrent] = useState<EmailMessage>(() =>
    buildMessage(recipient, emptySubmission(), content.email),
  )
  const [sent, setSent] = useState<EmailMessage | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  /** Half a character was replaced somewhere: said once, and left in place. */
  const [replaced, setReplaced] = useState(false)

  const remaining = remainingCharacters(current, budget)
  const tooLong = remaining < 0

  function refresh(form: HTMLFormElement, persist: boolean) {
    const submission = readSubmission(form)
    setCurrent(buildMessage(recipient, submission, content.email))
    setInvalid((fields) => fields.filter((name) => submission[name].trim() === ''))
    if (!persist) return
    const saved = saveDraft(submission)
    if (saved === 'unavailable') setNotice(content.draftUnavailable)
    else if (saved === 'tooLarge') setNotice(content.draftTooLarge)
    else setNotice((shown) => (shown === content.draftTooLarge ? null : shown))
  }

  function handleInput(event: React.FormEvent<HTMLFormElement>) {
    if (isTextField(event.target) && makeWellFormed(event.target)) setReplaced(true)
    refresh(event.currentTarget, true)
  }

  useEffect(() => {
    const form = formRef.current
    if (!form) return
    // Loaded once: a stored item that is not a sound draft of this version is removed unread.
    const draft = loadDraft()
    let restored = false
    let halfCharacters = false
    if (draft) {
      for (const [name, value] of Object.entries(draft.fields)) {
        const field = form.elements.namedItem(name)
        // Never overwrite what the visitor typed before the script ran.
        if (isTextField(field) && field.value === '' && value) {
          field.value = value
          restored = true
          halfCharacters ||= draft.replaced
        }
      }
    }
    // What was typed before the script ran gets the same treatment as what is typed after.
    for (const element of Array.from(form.elements)) {
      if (isTextField(element) && makeWellFormed(element)) halfCharacters = true
    }
    if (halfCharacters) setReplaced(true)
    // A visitor coming from a project's call to action: name the project, unless the field
    // already holds their own words. Saved as a draft only once they edit it.
    const details = form.elements.namedItem('projectDetails')
    const prefill = projectEnquiry && projectPrefill(window.location.search, projectEnquiry)
    const prefilled = details instanceof HTMLTextAreaElement && details.value === '' && !!prefill
    if (prefilled) details.value = prefill
    refresh(form, !prefilled)
    if (restored) setNotice(content.draftRestored)
    // Runs once, when the form becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
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
    if (remainingCharacters(message, budget) < 0) {
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
      // The hand-off is announced first (a cancelable "mailtohandoff" event on the form, its
      // detail the link): the engine tests (tests/engines) read the link there and cancel it in a
      // browser with no mail handler, where following it would replace the page.
      const handOff = new CustomEvent('mailtohandoff', { detail: href, cancelable: true })
      if (form.dispatchEvent(handOff)) window.location.href = href
      await delay(handOffDelay)
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
      setSubmitting(false)
    }
  }

  const { fields } = content
  const fieldProps = (name: FieldName) => ({
    id: fieldId(name),
    name,
    'aria-invalid': invalid.includes(name) || undefined,
    'aria-describedby': invalid.includes(name) ? errorId(name) : undefined,
  })
  const error = (name: FieldName) =>
    invalid.includes(name) ? (
      <p id={errorId(name)} className="text-destructive mt-1.5 text-sm font-medium">
        {content.fieldRequired}
      </p>
    ) : null

  return (
    <div>
      <form
        ref={formRef}
        action={`mailto:${recipient}?subject=${encodeURIComponent(content.email.noScriptSubject)}`}
        method="post"
        encType="text/plain"
        onSubmit={handleSubmit}
        onInput={handleInput}
        // The page's loader removes the draft when it sends the form the no-script way.
        data-draft-key={draftKey}
        className="space-y-5"
      >
        <p className="text-muted-foreground text-sm">{content.requiredHint}</p>
        {notice && (
          <p role="status" className="rounded-control bg-accent-soft px-4 py-3 text-sm">
            {notice}
          </p>
        )}
        {replaced && (
          <p role="status" className="rounded-control bg-accent-soft px-4 py-3 text-sm">
            {content.replacedCharacters}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={fields.firstName.label} name="firstName" required>
            <input
              {...fieldProps('firstName')}
              type="text"
              autoComplete="given-name"
              required
              className={inputClasses}
            />
            {error('firstName')}
          </Field>
          <Field label={fields.lastName.label} name="lastName" required>
            <input
              {...fieldProps('lastName')}
              type="text"
              autoComplete="family-name"
              required
              className={inputClasses}
            />
            {error('lastName')}
          </Field>
          <Field label={fields.email.label} name="email" required>
            <input
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              required
              className={inputClasses}
            />
            {error('email')}
          </Field>
          <Field label={fields.phone.label} name="phone" hint={fields.phone.optionalHint}>
            <input
              {...fieldProps('phone')}
              type="tel"
              autoComplete="tel"
              className={inputClasses}
            />
          </Field>
        </div>
        <Field label={fields.projectDetails.label} name="projectDetails" required>
          <textarea
            {...fieldProps('projectDetails')}
            aria-describedby={cn(
              invalid.includes('projectDetails') && errorId('projectDetails'),
              'contact-length',
            )}
            rows={fields.projectDetails.rows}
            placeholder={fields.projectDetails.placeholder}
            required
            className={cn(inputClasses, 'min-h-32 resize-y')}
          />
          {error('projectDetails')}
          <p
            id="contact-length"
            className={cn(
              'mt-1.5 text-sm',
              tooLong ? 'text-destructive font-medium' : 'text-muted-foreground',
            )}
          >
            {tooLong
              ? content.length.tooLong.replace('{count}', String(-remaining))
              : content.length.remaining.replace('{count}', String(remaining))}
          </p>
          {tooLong && (
            <div role="status" className="mt-3">
              <CopyMessage message={current} content={content} />
            </div>
          )}
        </Field>
        <button
          type="submit"
          disabled={submitting}
          className={buttonClasses(
            'primary',
            'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto',
          )}
        >
          {submitting ? content.submitting : content.submit}
        </button>
      </form>
      {sent && <SentFallback message={sent} content={content} onDismiss={() => setSent(null)} />}
    </div>
  )
}

const inputClasses =
  'block w-full rounded-control border border-input bg-card px-3.5 py-2.5 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive'

function Field({
  label,
  name,
  required = false,
  hint,
  children,
}: {
  label: string
  name: FieldName
  required?: boolean
  hint?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="mb-1.5 block font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        )}
        {hint && <span className="text-muted-foreground font-normal"> {hint}</span>}
      </label>
      {children}
    </div>
  )
}

/** What works without a desktop mail client: web compose links and the clipboard. */
function SentFallback({
  message,
  content,
  onDismiss,
}: {
  message: EmailMessage
  content: ContactFormContent
  onDismiss: () => void
}) {
  const { fallback } = content
  return (
    <section
      aria-labelledby="contact-fallback-heading"
      className="rounded-card border-border bg-muted relative mt-8 border p-5 sm:p-6"
    >
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-control hover:bg-background absolute top-3 right-3 inline-flex size-11 items-center justify-center"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{fallback.dismiss}</span>
      </button>
      <h3 id="contact-fallback-heading" className="pr-10 text-lg font-semibold">
        {fallback.heading}
      </h3>
      <p className="text-muted-foreground mt-1">{fallback.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ExternalCompose
          href={gmailComposeUrl(message)}
          label={fallback.gmail}
          hint={fallback.newTabHint}
        />
        <ExternalCompose
          href={outlookComposeUrl(message)}
          label={fallback.outlook}
          hint={fallback.newTabHint}
        />
      </div>
      <div className="mt-4">
        <CopyMessage message={message} content={content} showText />
      </div>
    </section>
  )
}

function ExternalCompose({ href, label, hint }: { href: string; label: string; hint: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
      {label}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{hint}</span>
    </a>
  )
}

function CopyMessage({
  message,
  content,
  showText = false,
}: {
  message: EmailMessage
  content: ContactFormContent
  showText?: boolean
}) {
  const { fallback } = content
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const textRef = useRef<HTMLTextAreaElement>(null)
  const text = messageAsText(message, fallback.toLabel, fallback.subjectLabel)

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable')
      await navigator.clipboard.writeText(text)
      setStatus('copied')
    } catch {
      setStatus('failed')
      textRef.current?.select()
    }
  }

  return (
    <div>
      <button type="button" onClick={copy} className={buttonClasses('secondary')}>
        <Copy aria-hidden="true" className="size-4" />
        {fallback.copy}
      </button>
      <p role="status" className="mt-2 text-sm">
        {status === 'copied' ? fallback.copied : status === 'failed' ? fallback.copyFailed : ''}
      </p>
      {(showText || status === 'failed') && (
        <div className="mt-2">
          <label
            htmlFor={showText ? 'contact-sent-text' : 'contact-draft-text'}
            className="text-sm font-medium"
          >
            {fallback.messageLabel}
          </label>
          <textarea
            ref={textRef}
            id={showText ? 'contact-sent-text' : 'contact-draft-text'}
            readOnly
            value={text}
            rows={6}
            className={cn(inputClasses, 'mt-1 font-mono text-sm')}
          />
        </div>
      )}
    </div>
  )
}
