import type { Metadata } from 'next'
import { content } from '@/lib/content'
import { Island } from '@/components/islands/island'
import { StatusView } from '@/components/status-view'
import { ButtonLink } from '@/components/ui/button-link'

// Next adds <meta name="robots" content="noindex"> to this page itself; a second tag would repeat it.
export function generateMetadata(): Metadata {
  return { title: content.notFoundPage.metaTitle }
}

export default function NotFound() {
  const { notFoundPage } = content
  return (
    <StatusView code={notFoundPage.code} title={notFoundPage.title} text={notFoundPage.text}>
      <ButtonLink href={notFoundPage.homeLink.href}>{notFoundPage.homeLink.label}</ButtonLink>
      <Island name="not-found-logger" props={{ message: notFoundPage.consoleMessage }} />
    </StatusView>
  )
}
