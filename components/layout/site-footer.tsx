import { Clock, ExternalLink, Globe, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react'
import type { ReactElement, ReactNode } from 'react'
import type { Areas, Footer, Site } from '@/lib/content/schema'
import { portfolioRoutes } from '@/lib/content/urls'
import { Container } from '@/components/ui/container'
import { BreakAtSpaces, KeepTimesWhole } from '@/components/ui/word-breaks'
import { hoursText } from '@/lib/content/site-facts'
import { formatAddress, licenceLookupHref, telHref } from '@/lib/format'

const footerLink = 'underline-offset-4 hover:text-white hover:underline'

function FooterColumn({
  heading,
  children,
  className,
}: {
  heading: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={className}>
      <h2 className="text-inverse-foreground mb-2 font-sans text-xs font-semibold tracking-[0.14em] uppercase sm:text-sm">
        {heading}
      </h2>
      {children}
    </div>
  )
}

function InstagramGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none">
      <rect x="3" y="3" width="18" height="18" rx="5" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </svg>
  )
}

/** The social network's mark where we have one; any other network gets a neutral globe. */
const socialGlyphs: Record<string, () => ReactElement> = { instagram: InstagramGlyph }

function SocialGlyph({ network }: { network: string }) {
  const Glyph = socialGlyphs[network.toLowerCase()]
  return Glyph ? <Glyph /> : <Globe aria-hidden="true" className="size-5" />
}

export function SiteFooter({
  site,
  footer,
  areas,
}: {
  site: Site
  footer: Footer
  /** The areas served, each linked to its page. */
  areas?: Areas
}) {
  // On a phone the footer fits one screen: the contact facts first, then two columns (the links;
  // the hours and areas), then the firm's credentials, with the social link beside the copyright.
  return (
    <footer className="bg-inverse text-inverse-muted focus-ring-inverse text-[0.9375rem]">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-6 py-7 sm:py-12 lg:grid-cols-[1.3fr_1fr_1.2fr_1fr] lg:gap-x-10">
        <div className="col-span-2 lg:col-span-1 lg:row-span-2">
          <p className="font-display text-inverse-foreground text-xl font-semibold text-balance sm:text-2xl">
            <BreakAtSpaces text={site.name} />
          </p>
          <p className="mt-1 max-w-xs leading-snug text-pretty">{site.tagline}</p>
          <p className="mt-2">
            <a
              href={licenceLookupHref(site.licence)}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex min-h-8 items-center gap-1.5 text-sm ${footerLink} underline`}
            >
              {site.licence.label} #{site.licence.number}
              <span className="sr-only"> {footer.socialNewTabHint}</span>
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </p>
          <ul className="mt-1 space-y-1 text-xs leading-snug sm:text-sm">
            {site.insurance.statements.map((statement, index) => (
              <li key={index} className="flex gap-2">
                <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
                {statement}
              </li>
            ))}
          </ul>
        </div>
        <div className="col-span-2 sm:col-span-1 lg:col-start-3">
          <FooterColumn heading={footer.contactHeading}>
            <ul className="space-y-1.5">
              <li className="flex gap-2.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <address className="leading-snug not-italic">{formatAddress(site.address)}</address>
              </li>
              <li className="flex items-center gap-2.5">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <a
                  href={telHref(site.phone)}
                  className={`inline-flex min-h-8 items-center whitespace-nowrap ${footerLink}`}
                >
                  {site.phone}
                </a>
              </li>
              <li className="flex items-center gap-2.5">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <a
                  href={`mailto:${site.email}`}
                  className={`inline-flex min-h-8 items-center [overflow-wrap:anywhere] ${footerLink}`}
                >
                  {site.email}
                </a>
              </li>
            </ul>
          </FooterColumn>
        </div>
        <FooterColumn heading={footer.exploreHeading} className="lg:col-start-2 lg:row-start-1">
          <ul>
            {footer.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={`inline-flex min-h-8 items-center ${footerLink}`}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <div className="space-y-7 lg:col-start-4 lg:row-start-1">
          <FooterColumn heading={footer.hoursHeading}>
            <p className="flex gap-2.5 leading-snug">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <KeepTimesWhole text={hoursText(site.hours)} />
              </span>
            </p>
          </FooterColumn>
          {areas && (
            <FooterColumn heading={areas.footerHeading}>
              <ul>
                {areas.items.map((area) => (
                  <li key={area.slug}>
                    <a
                      href={portfolioRoutes.areaPage(area.slug)}
                      className={`inline-flex min-h-8 items-center ${footerLink}`}
                    >
                      {area.name}
                    </a>
                  </li>
                ))}
              </ul>
            </FooterColumn>
          )}
        </div>
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-3 text-sm">
          <p className="flex flex-wrap items-center gap-x-6">
            <span>{site.copyright}</span>
            <a
              href={footer.privacy.href}
              className={`inline-flex min-h-10 items-center ${footerLink} underline`}
            >
              {footer.privacy.label}
            </a>
          </p>
          <a
            href={site.social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex min-h-10 items-center gap-2 ${footerLink}`}
          >
            <SocialGlyph network={site.social.network} />
            <span>
              {site.social.label} <span className="sr-only">{footer.socialNewTabHint}</span>
            </span>
          </a>
        </Container>
      </div>
    </footer>
  )
}
