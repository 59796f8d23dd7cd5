import { ArrowUpToLine } from 'lucide-react'

/**
 * The id of the page's <body> (app/layout.tsx). Browsers resolve "#top" to the top of the document
 * even with no such element, but checkers (HTML_CodeSniffer's WCAG 2.4.1 check) and some assistive
 * technology look for the element, so the target is named.
 */
export const topId = 'top'

/**
 * Back to the top of the current page. A link to "#top" (the <body>) rather than a scripted
 * button, so it works before the runtime has loaded; the smooth scroll, and the instant jump for visitors who prefer reduced motion, come
 * from globals.css. Drawn as a round button with an arrow to a bar, set apart from the page links
 * by a rule, so it reads as a control, not a stray "↑"; its name shows on hover.
 */
export function ScrollToTopLink({ label }: { label: string }) {
  return (
    <a
      href={`#${topId}`}
      aria-label={label}
      title={label}
      className="border-border bg-card text-primary hover:border-primary hover:bg-muted me-1 inline-flex size-10 items-center justify-center rounded-full border transition-colors lg:me-2"
    >
      <ArrowUpToLine aria-hidden="true" className="size-5" />
    </a>
  )
}
