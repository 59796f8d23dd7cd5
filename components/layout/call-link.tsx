import { Phone } from 'lucide-react'
import { cn } from '@/lib/cn'
import { telHref } from '@/lib/format'
import { fillTemplate } from '@/lib/template'

/**
 * The header's call button: a phone icon a thumb can hit on a phone, the number itself on a wide
 * screen. Its name is always the whole sentence ("Call us at (831) 555-0142"), which contains the
 * visible number, so a voice-control user can say what they see.
 */
export function CallLink({
  phone,
  label,
  className,
}: {
  phone: string
  /** The sentence with {phone}: content/navigation.yaml's `call`. */
  label: string
  className?: string
}) {
  return (
    <a
      href={telHref(phone)}
      aria-label={fillTemplate(label, { phone })}
      className={cn(
        'rounded-control border-border text-primary hover:bg-muted inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 border font-semibold whitespace-nowrap xl:border-0 xl:px-2',
        className,
      )}
    >
      <Phone aria-hidden="true" className="size-5" />
      <span className="hidden xl:inline">{phone}</span>
    </a>
  )
}
