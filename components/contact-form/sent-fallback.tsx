import { ExternalLink, X } from 'lucide-react'
import { useId } from 'react'
import type { ContactForm as ContactFormContent } from '@/lib/content/schema'
import { buttonClasses } from '@/components/ui/button-link'
import { type EmailMessage, gmailComposeUrl, outlookComposeUrl } from './mailto'
import { CopyMessage } from './copy-message'

/** What works without a desktop mail client: web compose links and the clipboard. */
export function SentFallback({
  message,
  content,
  onDismiss,
}: {
  message: EmailMessage
  content: ContactFormContent
  onDismiss: () => void
}) {
  const { fallback } = content
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
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
      <h3 id={headingId} className="pr-10 text-lg font-semibold">
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
