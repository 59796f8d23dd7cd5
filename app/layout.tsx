import type { ReactNode } from 'react'
import { content } from '@/content'
import { mainContentId } from '@/content/routes'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { Toaster } from '@/components/toaster'
import { fraunces, inter } from '@/lib/fonts'
import { siteMetadata } from '@/lib/metadata'
import './globals.css'

export const metadata = siteMetadata

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${fraunces.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <SiteHeader site={content.site} navigation={content.navigation} />
        <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter site={content.site} footer={content.footer} />
        <Toaster />
      </body>
    </html>
  )
}
