import { type LucideIcon, Mail, Phone } from 'lucide-react'
import type { Site } from '@/lib/content/schema'
import { cn } from '@/lib/cn'
import { telHref } from '@/lib/format'

export type ContactWay = {
  icon: LucideIcon
  label: string
  value: string
  href?: string
  /** A phone number must never break across lines. */
  nowrap?: boolean
  /** Shown from 640 px only (where the footer right below already shows it on a phone). */
  wideOnly?: boolean
}

/** The firm's phone and email, each under its label: where a page says how to ask. */
export function phoneAndEmail(
  site: Pick<Site, 'phone' | 'email'>,
  labels: { phoneLabel: string; emailLabel: string },
): ContactWay[] {
  return [
    {
      icon: Phone,
      label: labels.phoneLabel,
      value: site.phone,
      href: telHref(site.phone),
      nowrap: true,
    },
    { icon: Mail, label: labels.emailLabel, value: site.email, href: `mailto:${site.email}` },
  ]
}

/** Ways to reach the firm (phone, email, hours, address), each with its icon and label. */
export function ContactWays({ ways, className }: { ways: ContactWay[]; className?: string }) {
  return (
    <dl className={className}>
      {ways.map(({ icon: Glyph, label, value, href, nowrap, wideOnly }) => (
        // A <dl> may hold only <div> groups of <dt>/<dd>: the icon lives inside the <dt>.
        <div key={label} className={cn('relative min-h-11 pl-15', wideOnly && 'max-sm:hidden')}>
          <dt className="text-muted-foreground text-sm font-semibold">
            <span className="bg-card text-primary ring-border absolute top-0 left-0 inline-flex size-11 items-center justify-center rounded-full ring-1">
              <Glyph aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="mt-0.5 text-lg wrap-anywhere">
            {href ? (
              <a
                href={href}
                className={cn(
                  'text-primary font-medium underline-offset-4 hover:underline',
                  nowrap && 'whitespace-nowrap',
                )}
              >
                {value}
              </a>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
