import { render, screen, within } from '@testing-library/react'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { footer } from '@/content/footer'
import { navigation } from '@/content/navigation'
import { site } from '@/content/site'

describe('SiteHeader', () => {
  it('shows the brand, a scroll-to-top link, the section links and the consultation button', () => {
    render(<SiteHeader site={site} navigation={navigation} />)
    expect(screen.getByRole('link', { name: 'Saltwood Design-Build' })).toHaveAttribute('href', '/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Scroll to top' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/#services',
    )
    expect(within(nav).getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'href',
      '/#portfolio',
    )
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about')
    expect(within(nav).getByRole('link', { name: 'Consultation' })).toHaveAttribute(
      'href',
      '/#contact',
    )
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    )
  })

  it('has a menu button that controls the small-screen menu', () => {
    render(<SiteHeader site={site} navigation={navigation} />)
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu')
    expect(document.getElementById('mobile-menu')).toHaveAttribute('popover', 'auto')
  })
})

describe('SiteFooter', () => {
  it('shows every business fact from content', () => {
    render(<SiteFooter site={site} footer={footer} />)
    expect(screen.getByText('California CSLB License #1098765')).toBeInTheDocument()
    expect(screen.getByText(site.tagline)).toBeInTheDocument()
    expect(
      screen.getByText('Dolores Street between Ocean & 7th Avenue, Carmel-by-the-Sea, CA 93921'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '(831) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18315550142',
    )
    expect(screen.getByRole('link', { name: 'hello@saltwooddesignbuild.com' })).toHaveAttribute(
      'href',
      'mailto:hello@saltwooddesignbuild.com',
    )
    expect(screen.getByText('Monday to Friday, 8:00 AM to 5:00 PM')).toBeInTheDocument()
    expect(screen.getByText('© 2025 Saltwood Design-Build')).toBeInTheDocument()
  })

  it('opens the social profile in a new tab, and says so', () => {
    render(<SiteFooter site={site} footer={footer} />)
    const social = screen.getByRole('link', { name: /instagram.*opens in a new tab/i })
    expect(social).toHaveAttribute('href', 'https://www.instagram.com/saltwooddesignbuild')
    expect(social).toHaveAttribute('target', '_blank')
    expect(social).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
