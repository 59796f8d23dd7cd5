import { ArrowUp } from 'lucide-react'

/**
 * The id of the page's <body> (app/layout.tsx). Browsers resolve "#top" to the top of the document
 * even with no such element, but checkers (HTML_CodeSniffer's WCAG 2.4.1 check) and some assistive
 * technology look for the element, so the target is named.
 */
export const topId = 'top'

/**
 * Back to the top of the current page. A link to "#top" (the <body>) rather than a scripted
 * button, so it works before the runtime has loaded; the smooth scroll, and the instant jump for visitors who prefer reduced motion, come
 * from globals.css.
 */
export function ScrollToTopLink({ label }: { label: string }) {
  return (
    <a
      href={`#${topId}`}
      aria-label={label}
      title={label}
      className="rounded-control text-foreground/80 hover:bg-muted hover:text-foreground inline-flex size-10 items-center justify-center transition-colors"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </a>
  )
}
