import type { ReactNode } from 'react'
import { content, contentProblem } from '@/lib/content'
import { mainContentId } from '@/lib/content/urls'
import { JsonLd } from '@/components/json-ld'
import { ContentProblem } from '@/components/layout/content-problem'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { topId } from '@/components/layout/scroll-to-top-link'
import { Island } from '@/components/islands/island'
import { fraunces, inter } from '@/lib/fonts'
import { siteMetadata, siteViewport } from '@/lib/seo/metadata'
import { businessJsonLd } from '@/lib/seo/structured-data'
import './globals.css'

// Functions, so `npm run dev` reads the site's name and colour as they are after a save.
export const generateMetadata = siteMetadata
export const generateViewport = siteViewport

/**
 * The export has only the pages each route's generateStaticParams lists (a service, an area, a
 * project, a portfolio filter of content/): any other address is a 404, in `npm run dev` too.
 */
export const dynamicParams = false

/**
 * `header` is the @header slot: the header as the page at hand shows it (its own link marked, and
 * on the home page links that scroll to its sections), which a layout alone cannot know.
 */
export default function RootLayout({
  children,
  header,
}: {
  children: ReactNode
  header?: ReactNode
}) {
  const problem = contentProblem()
  // Next renders the 404 page without the slot: the header of a page no link names.
  const pageHeader = header ?? <SiteHeader content={content} />
  // Without a problem (always in the build) the body's children are exactly main's: no empty slot
  // in the page payload, so the export stays byte for byte what it was before the editor.
  return (
    <html lang="en" className={`${inter.variable} ${fraunces.variable}`}>
      <body id={topId} className="flex min-h-dvh flex-col">
        {problem ? (
          <>
            <ContentProblem message={problem} />
            {pageHeader}
          </>
        ) : (
          pageHeader
        )}
        <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter site={content.site} footer={content.footer} areas={content.areas} />
        <Island name="toaster" props={{}} />
        <JsonLd data={businessJsonLd(content)} />
      </body>
    </html>
  )
}
