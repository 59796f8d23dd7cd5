import type { Navigation } from './schema'

/** The fixed header: its links lead to the home page sections from every page. */
export const navigation: Navigation = {
  skipLink: 'Skip to main content',
  homeLabel: 'Saltwood Design-Build home',
  primaryLabel: 'Main',
  links: [
    { label: 'Services', href: '/#services' },
    { label: 'Portfolio', href: '/#portfolio' },
    { label: 'About', href: '/#about' },
  ],
  consultation: { label: 'Consultation', href: '/#contact' },
  scrollToTop: 'Scroll to top',
  menu: { toggle: 'Menu', label: 'Mobile' },
}
