import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import RootLayout from '@/app/layout'
import HomeHeader from '@/app/@header/page'
import AboutHeader from '@/app/@header/about/page'
import HowWeWorkHeader from '@/app/@header/how-we-work/page'
import PortfolioHeader from '@/app/@header/portfolio/page'
import ServicesHeader from '@/app/@header/services/page'
import { content } from '@/lib/content'
import { homeSections, mainContentId, portfolioRoutes, routes } from '@/lib/content/urls'
import { telHref } from '@/lib/format'
import { fillTemplate } from '@/lib/template'
import { hoursText } from '@/lib/content/site-facts'

const { footer, navigation, site, areas } = content
const callName = fillTemplate(navigation.call, { phone: site.phone })

/** Each page a header link names, with its header (app/@header). */
const headerPages: [string, () => ReactNode][] = [
  [routes.services, ServicesHeader],
  [portfolioRoutes.list, PortfolioHeader],
  [routes.about, AboutHeader],
  [routes.howWeWork, HowWeWorkHeader],
]
/** The spec's home anchors: the header's Services, Portfolio and About scroll to these on /. */
const homeSectionOf: Record<string, string> = {
  [routes.services]: homeSections.services,
  [portfolioRoutes.list]: homeSections.portfolio,
  [routes.about]: homeSections.about,
}

/**
 * The header and footer as every page has them: the root layout, rendered as the whole document,
 * with the header of a page no header link names (the 404's) unless another is given.
 */
const renderLayout = (header?: ReactNode) =>
  render(
    <RootLayout header={header}>
      <p>A page</p>
    </RootLayout>,
    { container: document },
  )

describe('SiteHeader', () => {
  it('shows the brand, a scroll-to-top link, the section links and the consultation button', () => {
    renderLayout()
    expect(screen.getByRole('link', { name: site.name })).toHaveAttribute('href', '/')
    const nav = screen.getByRole('navigation', { name: navigation.primaryLabel })
    const links = within(nav).getAllByRole('link')
    // In order: scroll to top, then every section link of content/navigation.yaml.
    expect(links).toHaveLength(navigation.links.length + 1)
    expect(links[0]).toHaveAccessibleName(navigation.scrollToTop)
    expect(links[0]).toHaveAttribute('href', '#top')
    navigation.links.forEach((link, index) => {
      expect(links[index + 1]).toHaveAccessibleName(link.label)
      expect(links[index + 1]).toHaveAttribute('href', link.href)
      expect(links[index + 1]).not.toHaveAttribute('aria-current')
    })
    expect(screen.getByRole('link', { name: navigation.skipLink })).toHaveAttribute(
      'href',
      `#${mainContentId}`,
    )
  })

  it('offers the consultation outside the menu, beside the call, at every width', () => {
    renderLayout()
    const menu = document.getElementById('mobile-menu')!
    const [button, ...others] = within(screen.getByRole('banner'))
      .getAllByRole('link', { name: navigation.consultation.label })
      .filter((link) => !menu.contains(link))
    expect(others).toHaveLength(0)
    expect(button).toHaveAttribute('href', navigation.consultation.href)
    // Not in the desktop's navigation either, which a phone does not show (every-route.spec.ts
    // sees the button in the first screen at 390 px).
    expect(screen.getByRole('navigation', { name: navigation.primaryLabel })).not.toContainElement(
      button!,
    )
  })

  it.each(headerPages)(
    'on %s marks its own link as the current page and opens the other pages',
    (path, Header) => {
      renderLayout(<Header />)
      const nav = screen.getByRole('navigation', { name: navigation.primaryLabel })
      const menu = document.getElementById('mobile-menu')!
      for (const link of navigation.links)
        for (const shown of [
          within(nav).getByRole('link', { name: link.label }),
          within(menu).getByRole('link', { name: link.label, hidden: true }),
        ]) {
          if (link.href === path) expect(shown).toHaveAttribute('aria-current', 'page')
          else expect(shown).not.toHaveAttribute('aria-current')
          expect(shown).toHaveAttribute('href', link.href)
        }
    },
  )

  it("on the home page leads Services, Portfolio and About to the page's own sections", () => {
    renderLayout(<HomeHeader />)
    const nav = screen.getByRole('navigation', { name: navigation.primaryLabel })
    const menu = document.getElementById('mobile-menu')!
    for (const link of navigation.links) {
      const section = homeSectionOf[link.href]
      for (const shown of [
        within(nav).getByRole('link', { name: link.label }),
        within(menu).getByRole('link', { name: link.label, hidden: true }),
      ])
        expect(shown).toHaveAttribute('href', section ? `#${section}` : link.href)
    }
  })

  it('has a menu button that controls the small-screen menu', () => {
    renderLayout()
    const toggle = screen.getByRole('button', { name: navigation.menu.toggle })
    // A popovertarget button gets its expanded state from the browser; HTML forbids aria-expanded on it.
    expect(toggle).toHaveAttribute('popovertarget', 'mobile-menu')
    expect(toggle).not.toHaveAttribute('aria-expanded')
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu')
    const menu = document.getElementById('mobile-menu')!
    expect(menu).toHaveAttribute('popover', 'auto')
    const nav = within(menu).getByRole('navigation', { name: navigation.menu.label })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      ...navigation.links.map((link) => link.href),
      navigation.consultation.href,
      telHref(site.phone),
    ])
    expect(within(nav).getByRole('link', { name: callName })).toHaveTextContent(site.phone)
  })

  it('calls the business in one tap, outside the menu, with the number in its name', () => {
    renderLayout()
    const header = screen.getByRole('banner')
    const menu = document.getElementById('mobile-menu')!
    const call = within(header)
      .getAllByRole('link', { name: callName })
      .filter((link) => !menu.contains(link))
    expect(call).toHaveLength(1)
    expect(call[0]).toHaveAttribute('href', telHref(site.phone))
    // The number itself is what a wide screen shows.
    expect(call[0]).toHaveTextContent(site.phone)
  })
})

describe('SiteFooter', () => {
  it('shows every business fact from content', () => {
    renderLayout()
    expect(screen.getByText(`${site.licence.label} #${site.licence.number}`)).toBeInTheDocument()
    expect(screen.getByText(site.tagline)).toBeInTheDocument()
    const { street, locality, region, postalCode } = site.address
    expect(screen.getByText(`${street}, ${locality}, ${region} ${postalCode}`)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:+1${site.phone.replace(/\D/g, '')}`,
    )
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(screen.getByRole('contentinfo')).toHaveTextContent(hoursText(site.hours))
    expect(screen.getByText(site.copyright)).toBeInTheDocument()
  })

  it('lists the footer links under their headings', () => {
    renderLayout()
    for (const heading of [footer.exploreHeading, footer.contactHeading, footer.hoursHeading])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument()
    const explore = screen.getByRole('heading', { name: footer.exploreHeading }).parentElement!
    const links = within(explore).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      footer.links.map((link) => link.href),
    )
    footer.links.forEach((link, index) => expect(links[index]).toHaveAccessibleName(link.label))
  })

  it('links to the page of every area served, under its heading', () => {
    renderLayout()
    const column = screen.getByRole('heading', { name: areas.footerHeading }).parentElement!
    const links = within(column).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      areas.items.map((area) => [area.name, `/areas/${area.slug}`]),
    )
  })

  it('opens the social profile in a new tab, and says so', () => {
    renderLayout()
    const social = screen.getByRole('link', {
      name: `${site.social.label} ${footer.socialNewTabHint}`,
    })
    expect(social).toHaveAttribute('href', site.social.href)
    expect(social).toHaveAttribute('target', '_blank')
    expect(social).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it("links the licence number to the state board's lookup of that number, in a new tab, and states the insurance", () => {
    renderLayout()
    const licence = screen.getByRole('link', {
      name: `${site.licence.label} #${site.licence.number} ${footer.socialNewTabHint}`,
    })
    const lookup = new URL(licence.getAttribute('href')!)
    expect(lookup.protocol).toBe('https:')
    expect(lookup.href).toBe(site.licence.lookupUrl.replace('{number}', site.licence.number))
    expect(licence).toHaveAttribute('target', '_blank')
    expect(licence).toHaveAttribute('rel', 'noopener noreferrer')
    for (const statement of site.insurance.statements)
      expect(screen.getByText(statement)).toBeInTheDocument()
  })
})
