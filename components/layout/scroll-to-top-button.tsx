'use client'

import { ArrowUp } from 'lucide-react'

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Scrolls the current page back to the top; instantly for visitors who prefer reduced motion. */
export function ScrollToTopButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
      className="rounded-control text-foreground/80 hover:bg-muted hover:text-foreground inline-flex size-10 items-center justify-center transition-colors"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  )
}
