import { ArrowUp } from 'lucide-react'

/**
 * Back to the top of the current page. A link to "#top" (the HTML fragment every browser resolves
 * to the top of the document) rather than a scripted button, so it works before the runtime has
 * loaded; the smooth scroll, and the instant jump for visitors who prefer reduced motion, come
 * from globals.css.
 */
export function ScrollToTopLink({ label }: { label: string }) {
  return (
    <a
      href="#top"
      aria-label={label}
      title={label}
      className="rounded-control text-foreground/80 hover:bg-muted hover:text-foreground inline-flex size-10 items-center justify-center transition-colors"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </a>
  )
}
