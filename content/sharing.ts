import type { Sharing } from './schema'

/**
 * How the site looks in search results, link previews and on a phone's home screen. Each page's
 * social card is made at build time from its title, the artwork named here and the site's fonts.
 */
export const sharing: Sharing = {
  logo: { src: '/icon.svg' },
  shortName: 'Saltwood',
  themeColor: '#1e4d48',
  backgroundColor: '#fbf8f3',
  pages: {
    home: {
      breadcrumb: 'Home',
      artwork: { src: '/images/hero.svg' },
      cardAlt:
        'Saltwood Design-Build: design-build home renovation in Carmel, Pebble Beach and Monterey, beside an illustration of a coastal home',
    },
    services: {
      breadcrumb: 'Services',
      artwork: { src: '/images/portfolio-cottage.svg' },
      cardAlt:
        'Saltwood Design-Build renovation services, beside an illustration of a renovated cottage',
    },
    kitchen: {
      breadcrumb: 'Kitchen Renovation',
      artwork: { src: '/images/kitchen-hero.svg' },
      cardAlt:
        'Saltwood Design-Build kitchen renovation in Carmel, Pebble Beach and Monterey, beside an illustration of a finished kitchen',
    },
    about: {
      breadcrumb: 'About',
      artwork: { src: '/images/portfolio-bath.svg' },
      cardAlt: 'About Saltwood Design-Build, beside an illustration of a renovated bathroom',
    },
  },
}
