import type { Content } from '@/lib/content'
import { mainContentId } from '@/lib/content/urls'
import { ButtonLink } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { BreakAtSpaces } from '@/components/ui/word-breaks'
import { Island } from '@/components/islands/island'
import { CallLink } from './call-link'
import { headerLinks } from './header-links'
import { ScrollToTopLink } from './scroll-to-top-link'

const navLinkClasses =
  'rounded-control px-2 py-2 text-[0.9375rem] font-medium whitespace-nowrap text-foreground/85 lg:px-3 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-primary'

/**
 * The fixed header, on every page. Links are plain anchors, so they work before and without
 * JavaScript. The consultation button sits outside the menu at every width, beside the call, so a
 * phone offers both in its first screen.
 */
export function SiteHeader({
  content: { site, navigation, sharing },
  currentPath,
}: {
  content: Pick<Content, 'site' | 'navigation' | 'sharing'>
  /** The page's address when a header link names it (app/@header): marked, and home's sections. */
  currentPath?: string
}) {
  const links = headerLinks(navigation.links, currentPath)
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
          className="font-display text-primary flex min-w-0 items-center text-base leading-tight font-semibold tracking-tight text-balance min-[390px]:text-xl sm:text-[1.375rem]"
        >
          {/* Under 360 px the name no longer fits beside the three buttons: the logo stands for it. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- the logo, an SVG in public/ */}
          <img
            src={sharing.logo.src}
            alt=""
            width={40}
            height={40}
            className="min-[360px]:hidden"
          />
          <span className="max-[359px]:sr-only">
            <BreakAtSpaces text={site.name} />
          </span>
        </a>
        <nav
          aria-label={navigation.primaryLabel}
          className="hidden items-center gap-0.5 md:flex lg:gap-1"
        >
          <ScrollToTopLink label={navigation.scrollToTop} />
          <span aria-hidden="true" className="bg-border me-1 h-6 w-px lg:me-2" />
          {links.map((link) => (
            <a
              key={link.href}
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={navLinkClasses}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <ButtonLink
            href={navigation.consultation.href}
            className="px-3 text-[0.9375rem] sm:px-4 md:ml-1"
          >
            {navigation.consultation.label}
          </ButtonLink>
          <CallLink phone={site.phone} label={navigation.call} />
          <Island
            name="menu"
            props={{
              links,
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
