'use client'

import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { connectToaster, toastDuration } from './toast'

type Sonner = typeof import('sonner')

const richColors = {
  '--error-bg': 'var(--color-destructive-soft)',
  '--error-border': 'var(--color-destructive)',
  '--error-text': 'var(--color-destructive)',
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'var(--color-success)',
  '--success-text': 'var(--color-success)',
} as CSSProperties

const belowHeader = { top: 'calc(var(--spacing-header) + 0.75rem)' }

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
      position="top-center"
      richColors
      closeButton
      duration={toastDuration}
      // Below the fixed header at every width: on a phone sonner uses mobileOffset, not offset.
      offset={belowHeader}
      mobileOffset={belowHeader}
      // The close button is 20 px in sonner's own styles; WCAG 2.2 asks 24 px for a touch target.
      toastOptions={{ classNames: { toast: 'font-sans text-base', closeButton: 'size-6!' } }}
      // sonner's own rich colours fall short of 4.5:1; these come from the design tokens.
      style={richColors}
    />
  )
}
