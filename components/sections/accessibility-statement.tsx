import { Mail, Phone } from 'lucide-react'
import type { AccessibilityPage, Site } from '@/lib/content/schema'
import { cn } from '@/lib/cn'
import { telHref } from '@/lib/format'

/** The statement's known limitations, each with what a visitor can do meanwhile. */
export function KnownLimitations({
  limitations,
}: {
  limitations: AccessibilityPage['limitations']
}) {
  return (
    <ul className="grid max-w-3xl gap-4">
      {limitations.items.map((item, index) => (
        <li key={index} className="rounded-card bg-card ring-border/60 p-6 ring-1">
          <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">{item.title}</h3>
          <p className="text-muted-foreground mt-2 leading-relaxed">{item.text}</p>
          <p className="mt-3 leading-relaxed">
            <strong className="font-semibold">{limitations.workaroundLabel}:</strong>{' '}
            {item.workaround}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** How to report a barrier: the site's phone and email, and how soon the firm answers. */
export function BarrierReport({
  feedback,
  site,
}: {
  feedback: AccessibilityPage['feedback']
  site: Site
}) {
  const ways = [
    {
      icon: Phone,
      label: feedback.phoneLabel,
      value: site.phone,
      href: telHref(site.phone),
      // A phone number must never break across lines.
      nowrap: true,
    },
    { icon: Mail, label: feedback.emailLabel, value: site.email, href: `mailto:${site.email}` },
  ]
  return (
    <div className="max-w-3xl">
      <dl className="grid gap-5 sm:grid-cols-2">
        {ways.map(({ icon: Glyph, label, value, href, nowrap }) => (
          // A <dl> may hold only <div> groups of <dt>/<dd>: the icon lives inside the <dt>.
          <div key={label} className="relative min-h-11 pl-15">
            <dt className="text-muted-foreground text-sm font-semibold">
              <span className="bg-card text-primary ring-border absolute top-0 left-0 inline-flex size-11 items-center justify-center rounded-full ring-1">
                <Glyph aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 text-lg wrap-anywhere">
              <a
                href={href}
                className={cn(
                  'text-primary font-medium underline-offset-4 hover:underline',
                  nowrap && 'whitespace-nowrap',
                )}
              >
                {value}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-lg font-semibold">{feedback.responseTime.text}</p>
    </div>
  )
}
