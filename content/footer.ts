import type { Footer } from './schema'

/** Footer headings and links; the business facts themselves come from site.ts. */
export const footer: Footer = {
  exploreHeading: 'Explore',
  contactHeading: 'Contact',
  hoursHeading: 'Hours',
  socialNewTabHint: '(opens in a new tab)',
  links: [
    { label: 'Services', href: '/services' },
    { label: 'Kitchen Renovation', href: '/kitchen-renovation' },
    { label: 'About', href: '/about' },
    { label: 'Portfolio', href: '/portfolio' },
    { label: 'Request a consultation', href: '/#contact' },
  ],
}
