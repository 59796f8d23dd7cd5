'use client'

import { useEffect, useRef } from 'react'
import type { ContactForm as ContactFormContent } from '@/lib/content/schema'
import type { Enquiry } from '@/lib/content/urls'
import { buttonClasses } from '@/components/ui/button-link'
import { hydratedMarker, useHydrated } from '@/components/use-hydrated'
import { cn } from '@/lib/cn'
import { fillTemplate } from '@/lib/template'
import { draftKey } from './draft'
import { type MailHandOff, openMailClient } from './mail-hand-off'
import { contactFields, type ContactField as FieldDefinition } from './submission'
import { ContactField } from './contact-field'
import { CopyMessage } from './copy-message'
import { SentFallback } from './sent-fallback'
import { useContactForm } from './use-contact-form'

/**
 * The prefix of the form's element ids: one form a page, and a fixed prefix, as React's useId
 * numbers by place in the tree, which an island hydrated on its own (components/islands/hydrate.ts)
 * does not share with the server's render.
 */
const id = 'contact-form'

const noticeClasses = 'rounded-control bg-accent-soft px-4 py-3 text-sm'

/** One-line fields share a two-column grid on wider screens; the project details span it. */
const oneLineFields = contactFields.filter((field) => field.type !== 'textarea')
const multiLineFields = contactFields.filter((field) => field.type === 'textarea')

/**
 * The consultation request. It sends nothing to a server: it opens the visitor's mail client with
 * the message filled in. The inputs are uncontrolled, so whatever is typed before this script runs
 * is kept; without the script, the send button's own mailto: action still sends the fields.
 *
 * The mailto: address is the button's `formAction`, not the form's `action`: Chromium reports a
 * form whose action is mailto: on an HTTPS page as mixed content as soon as it parses it (unless
 * the Content-Security-Policy says upgrade-insecure-requests), which costs Lighthouse's Best
 * Practices 21 points; a button's formaction is only looked at when it sends (docs/decisions.md).
 */
export function ContactForm({
  content,
  recipient,
  enquiry,
  handOff = openMailClient,
}: {
  content: ContactFormContent
  recipient: string
  /**
   * What the form can name: a visitor who arrives with ?project=<id> (or ?service=, ?area=) finds
   * the project details started with a sentence naming it, if the field is empty (no draft,
   * nothing typed).
   */
  enquiry?: Enquiry
  /** Gives the finished mailto: link to the mail client; tests pass their own. */
  handOff?: MailHandOff
}) {
  const { formRef, ...form } = useContactForm({ content, recipient, enquiry, handOff })
  const { current, remaining, sent } = form
  const hydrated = useHydrated()
  const sendRef = useRef<HTMLButtonElement>(null)
  // After a send the button pressed and the next step under it come into view together: the top
  // of the screen, below the fixed header (html's scroll-padding-top), the toast at the bottom.
  useEffect(() => {
    if (sent) sendRef.current?.scrollIntoView({ block: 'start' })
  }, [sent])
  const lengthId = `${id}-length`
  const tooLong = remaining < 0

  const fieldProps = (definition: FieldDefinition) => ({
    field: definition,
    copy: content.fields[definition.name],
    id: `${id}-${definition.name}`,
    error: form.invalid.includes(definition.name) ? content.fieldRequired : null,
  })

  return (
    <div>
      <form
        ref={formRef}
        method="post"
        encType="text/plain"
        onSubmit={form.handleSubmit}
        onInput={form.handleInput}
        // The page's loader removes the draft when it sends the form the no-script way.
        data-draft-key={draftKey}
        // The page's loader holds a submission until React owns the form.
        {...hydratedMarker(hydrated)}
        className="space-y-5"
      >
        <p className="text-muted-foreground text-sm">{content.requiredHint}</p>
        {/* Live regions are on the page, empty, before their words come: a screen reader often
            misses a region that arrives with its words already in it. */}
        <div role="status" className="space-y-5 empty:my-0">
          {form.notice && <p className={noticeClasses}>{form.notice}</p>}
          {form.replaced && <p className={noticeClasses}>{content.replacedCharacters}</p>}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {oneLineFields.map((each) => (
            <ContactField key={each.name} {...fieldProps(each)} />
          ))}
        </div>
        {multiLineFields.map((each) => (
          // The length counter speaks of the whole message, so it sits under the long field.
          <ContactField key={each.name} {...fieldProps(each)} describedBy={lengthId}>
            <p
              id={lengthId}
              className={cn(
                'mt-1.5 text-sm',
                tooLong ? 'text-destructive font-medium' : 'text-muted-foreground',
              )}
            >
              {tooLong
                ? fillTemplate(content.length.tooLong, { number: -remaining })
                : fillTemplate(content.length.remaining, { number: remaining })}
            </p>
            <div role="status">
              {tooLong && (
                <div className="mt-3">
                  <CopyMessage message={current} content={content} />
                </div>
              )}
            </div>
          </ContactField>
        ))}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
          <button
            ref={sendRef}
            type="submit"
            formAction={`mailto:${recipient}?subject=${encodeURIComponent(content.email.noScriptSubject)}`}
            disabled={form.submitting}
            className={buttonClasses(
              'primary',
              'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto',
            )}
          >
            {form.submitting ? content.submitting : content.submit}
          </button>
          <p className="text-muted-foreground text-sm">
            {content.privacy.text}{' '}
            <a
              href={content.privacy.link.href}
              className="text-primary font-semibold underline underline-offset-4 hover:no-underline"
            >
              {content.privacy.link.label}
            </a>
          </p>
        </div>
      </form>
      {sent && <SentFallback message={sent} content={content} onDismiss={form.dismissSent} />}
    </div>
  )
}
