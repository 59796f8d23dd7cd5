import { Clock, ExternalLink, Globe, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react'
import type { ReactElement, ReactNode } from 'react'
import type { Areas, Footer, Site } from '@/lib/content/schema'
import { portfolioRoutes } from '@/lib/content/urls'
import { Container } from '@/components/ui/container'
import { formatAddress, licenceLookupHref, telHref } from '@/lib/format'

const footerLink = 'underline-offset-4 hover:text-white hover:underline'

function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-inverse-foreground mb-4 font-sans text-sm font-semibold tracking-[0.14em] uppercase">
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
  return (
    <footer className="bg-inverse text-inverse-muted focus-ring-inverse">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.25fr_0.8fr_1.5fr_1fr]">
        <div>
          <p className="font-display text-inverse-foreground text-2xl font-semibold">{site.name}</p>
          <p className="mt-3 max-w-xs leading-relaxed">{site.tagline}</p>
          <p className="mt-4 text-sm">
            <a
              href={licenceLookupHref(site.licence)}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex min-h-11 items-center gap-1.5 ${footerLink} underline`}
            >
              {site.licence.label} #{site.licence.number}
              <span className="sr-only"> {footer.socialNewTabHint}</span>
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {site.insurance.statements.map((statement, index) => (
              <li key={index} className="flex gap-2">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {statement}
              </li>
            ))}
          </ul>
          <a
            href={site.social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`mt-5 inline-flex min-h-11 items-center gap-2 ${footerLink}`}
          >
            <SocialGlyph network={site.social.network} />
            <span>
              {site.social.label} <span className="sr-only">{footer.socialNewTabHint}</span>
            </span>
          </a>
        </div>
        <FooterColumn heading={footer.exploreHeading}>
          <ul className="space-y-1">
            {footer.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={`inline-flex min-h-9 items-center ${footerLink}`}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn heading={footer.contactHeading}>
          <ul className="space-y-3">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <address className="not-italic">{formatAddress(site.address)}</address>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              <a href={telHref(site.phone)} className={`whitespace-nowrap ${footerLink}`}>
                {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <a href={`mailto:${site.email}`} className={`[overflow-wrap:anywhere] ${footerLink}`}>
                {site.email}
              </a>
            </li>
          </ul>
        </FooterColumn>
        <div className="space-y-8">
          <FooterColumn heading={footer.hoursHeading}>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{site.hours.display}</span>
            </p>
          </FooterColumn>
          {areas && (
            <FooterColumn heading={areas.footerHeading}>
              <ul className="space-y-1">
                {areas.items.map((area) => (
                  <li key={area.slug}>
                    <a
                      href={portfolioRoutes.areaPage(area.slug)}
                      className={`inline-flex min-h-9 items-center ${footerLink}`}
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
        <Container className="py-6 text-sm">
          <p>{site.copyright}</p>
        </Container>
      </div>
    </footer>
  )
}
