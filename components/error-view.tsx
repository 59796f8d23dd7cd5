'use client'

import { useEffect } from 'react'
import type { ErrorPage } from '@/lib/content/schema'
import { StatusView } from '@/components/status-view'
import { ButtonLink, buttonClasses } from '@/components/ui/button-link'

/** Shown when a page fails in the browser: the title the specification gives (docs/decisions.md), a retry and a way back home. */
export function ErrorView({
  error,
  retry,
  content,
}: {
  error: unknown
  retry: () => void
  content: ErrorPage
}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <StatusView title={content.title} text={content.text}>
      <button type="button" onClick={() => retry()} className={buttonClasses('secondary')}>
        {content.retry}
      </button>
      <ButtonLink href={content.homeLink.href}>{content.homeLink.label}</ButtonLink>
    </StatusView>
  )
}
