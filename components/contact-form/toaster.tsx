'use client'

import { useEffect, useRef, useState } from 'react'
import { connectToaster, toastDuration } from './toast'

type Sonner = typeof import('sonner')

/**
 * sonner's own look (13 px text, a green of its own, a close button hanging off the corner) is
 * switched off (`unstyled`): a toast is drawn as the site's cards are, from the design tokens, and
 * its kind shows in its icon's colour, as the form's own errors and buttons show theirs.
 */
const toastClassNames = {
  toast:
    'flex w-(--width) items-start gap-3 rounded-card border border-border bg-card py-4 pr-12 pl-4 font-sans text-foreground shadow-card',
  icon: 'mt-0.5 flex shrink-0',
  content: 'flex min-w-0 flex-col gap-1',
  title: 'font-semibold leading-snug',
  description: 'text-sm leading-relaxed text-muted-foreground',
  // Inside the corner, 32 px: WCAG 2.2 asks 24 px for a touch target.
  closeButton:
    'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground [&_svg]:size-4',
  success: '[&_[data-icon]]:text-primary',
  error: 'border-destructive [&_[data-icon]]:text-destructive',
}

/** The one toaster of the site. Renders nothing until the first toast asks for sonner. */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  const mounted = useRef<(() => void) | null>(null)

  useEffect(
    () =>
      connectToaster(
        (loaded) =>
          new Promise<void>((resolve) => {
            mounted.current = resolve
            setSonner(() => loaded)
          }),
      ),
    [],
  )

  // sonner's toaster subscribes in its own effect, which runs before this one: toasts raised now show.
  useEffect(() => {
    if (sonner) mounted.current?.()
  }, [sonner])

  if (!sonner) return null
  const SonnerToaster = sonner.Toaster
  return (
    <SonnerToaster
      // Off the form and the fixed header: the form's next step shows below its send button, at
      // the top of the screen, after a send (contact-form.tsx). On a phone sonner spans the width.
      position="bottom-right"
      closeButton
      duration={toastDuration}
      toastOptions={{ unstyled: true, classNames: toastClassNames }}
    />
  )
}
