import { Copy } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import type { ContactForm as ContactFormContent } from '@/lib/content/schema'
import { buttonClasses } from '@/components/ui/button-link'
import { cn } from '@/lib/cn'
import { type EmailMessage, messageAsText } from './mailto'
import { inputClasses } from './contact-field'

/**
 * Copies the whole message (address, subject, body) to the clipboard; where the browser does not
 * allow it, shows the text selected for the visitor to copy. `showText` shows it from the start.
 */
export function CopyMessage({
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
  const textId = useId()
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
          <label htmlFor={textId} className="text-sm font-medium">
            {fallback.messageLabel}
          </label>
          <textarea
            ref={textRef}
            id={textId}
            readOnly
            value={text}
            rows={6}
            // Words wrap whole: an address is never split inside a word (it scrolls sideways
            // in the box only if it is wider than the box).
            className={cn(inputClasses, 'mt-1 text-sm [overflow-wrap:normal]')}
          />
        </div>
      )}
    </div>
  )
}
