import type { AccessibilityPage, Site } from '@/lib/content/schema'
import { ContactWays, phoneAndEmail } from './contact-ways'

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
  return (
    <div className="max-w-3xl">
      <ContactWays ways={phoneAndEmail(site, feedback)} className="grid gap-5 sm:grid-cols-2" />
      <p className="mt-8 text-lg font-semibold">{feedback.responseTime.text}</p>
    </div>
  )
}
