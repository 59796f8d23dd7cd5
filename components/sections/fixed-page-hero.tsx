import type { ComponentProps, ReactNode } from 'react'
import type { Content } from '@/lib/content'
import type { Link } from '@/lib/content/schema'
import type { PageKey } from '@/lib/content/urls'
import { breadcrumbJsonLd } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/json-ld'
import { Hero } from './hero'

/**
 * The opening of a fixed page below the home page (/about, /contact, …): its breadcrumb trail for
 * search engines, the page's own structured data if it has any, and its hero, the intro as lead.
 */
export function FixedPageHero({
  page,
  content,
  hero,
  structuredData,
  primary,
  children,
}: {
  page: Exclude<PageKey, 'home'>
  content: Pick<Content, 'site'>
  hero: { eyebrow?: string; title: string; intro?: string }
  structuredData?: ComponentProps<typeof JsonLd>['data']
  primary?: Link
  children?: ReactNode
}) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(content, page)} />
      {structuredData && <JsonLd data={structuredData} />}
      <Hero {...hero} lead={hero.intro} primary={primary}>
        {children}
      </Hero>
    </>
  )
}
