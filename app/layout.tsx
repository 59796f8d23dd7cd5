import type { ReactNode } from 'react'
import { content } from '@/lib/content'
import { mainContentId } from '@/lib/content/urls'
import { JsonLd } from '@/components/json-ld'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { topId } from '@/components/layout/scroll-to-top-link'
import { Toaster } from '@/components/contact-form/toaster'
import { fraunces, inter } from '@/lib/fonts'
import { siteMetadata, siteViewport } from '@/lib/seo/metadata'
import { businessJsonLd } from '@/lib/seo/structured-data'
import './globals.css'

export const metadata = siteMetadata
export const viewport = siteViewport

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${fraunces.variable}`}>
      <body id={topId} className="flex min-h-dvh flex-col">
        <SiteHeader site={content.site} navigation={content.navigation} />
        <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter site={content.site} footer={content.footer} areas={content.areas} />
        <Toaster />
        <JsonLd data={businessJsonLd(content)} />
      </body>
    </html>
  )
}
