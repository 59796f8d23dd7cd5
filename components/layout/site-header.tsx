import type { Navigation, Site } from '@/lib/content/schema'
import { mainContentId } from '@/lib/content/urls'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { BreakAtSpaces } from '@/components/ui/word-breaks'
import { Island } from '@/components/islands/island'
import { CallLink } from './call-link'
import { ScrollToTopLink } from './scroll-to-top-link'

const navLinkClasses =
  'rounded-control px-3 py-2 text-[0.9375rem] font-medium text-foreground/85 transition-colors hover:bg-muted hover:text-foreground'

/** The fixed header, on every page. Links are plain anchors, so they work before and without JavaScript. */
export function SiteHeader({ site, navigation }: { site: Site; navigation: Navigation }) {
  return (
    <header className="border-border/70 bg-background/95 supports-[backdrop-filter]:bg-background/80 fixed inset-x-0 top-0 z-40 border-b backdrop-blur">
      <a
        href={`#${mainContentId}`}
        className="rounded-control bg-primary text-primary-foreground sr-only px-4 py-3 font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {navigation.skipLink}
      </a>
      <Container className="h-header flex items-center justify-between gap-4">
        <a
          href="/"
          // Beside the call and menu buttons a 320 px screen leaves the name two short lines.
          className="font-display text-primary min-w-0 text-base leading-tight font-semibold tracking-tight text-balance min-[360px]:text-xl sm:text-[1.375rem]"
        >
          <BreakAtSpaces text={site.name} />
        </a>
        <nav aria-label={navigation.primaryLabel} className="hidden items-center gap-1 md:flex">
          <ScrollToTopLink label={navigation.scrollToTop} />
          {navigation.links.map((link) => (
            <a key={link.href} href={link.href} className={navLinkClasses}>
              {link.label}
            </a>
          ))}
          <ButtonLink href={navigation.consultation.href} className="ml-2 min-h-10 py-2">
            {navigation.consultation.label}
          </ButtonLink>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <CallLink phone={site.phone} label={navigation.call} />
          <Island
            name="menu"
            props={{
              links: navigation.links,
              consultation: navigation.consultation,
              toggleLabel: navigation.menu.toggle,
              navLabel: navigation.menu.label,
              phone: site.phone,
              call: navigation.call,
            }}
          />
        </div>
      </Container>
    </header>
  )
}
