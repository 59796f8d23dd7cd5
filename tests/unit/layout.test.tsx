import { render, screen, within } from '@testing-library/react'
import RootLayout from '@/app/layout'
import { content } from '@/lib/content'
import { mainContentId } from '@/lib/content/urls'
import { telHref } from '@/lib/format'
import { fillTemplate } from '@/lib/template'

const { footer, navigation, site, areas } = content
const callName = fillTemplate(navigation.call, { phone: site.phone })

/** The header and footer as every page has them: the root layout, rendered as the whole document. */
const renderLayout = () =>
  render(
    <RootLayout>
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
    // In order: scroll to top, every section link of content/navigation.yaml, then the button.
    expect(links).toHaveLength(navigation.links.length + 2)
    expect(links[0]).toHaveAccessibleName(navigation.scrollToTop)
    expect(links[0]).toHaveAttribute('href', '#top')
    navigation.links.forEach((link, index) => {
      expect(links[index + 1]).toHaveAccessibleName(link.label)
      expect(links[index + 1]).toHaveAttribute('href', link.href)
    })
    expect(links.at(-1)).toHaveAccessibleName(navigation.consultation.label)
    expect(links.at(-1)).toHaveAttribute('href', navigation.consultation.href)
    expect(screen.getByRole('link', { name: navigation.skipLink })).toHaveAttribute(
      'href',
      `#${mainContentId}`,
    )
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
    expect(screen.getByText(site.hours.display)).toBeInTheDocument()
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
