import type { Site } from './schema'

/** Business facts shown in the header, footer, contact section and search results. */
export const site: Site = {
  name: 'Saltwood Design-Build',
  tagline: 'Design-build renovations for Carmel, Pebble Beach & Monterey homes.',
  url: 'https://www.saltwooddesignbuild.com',
  description:
    'Saltwood Design-Build designs and builds kitchen, bath and whole-home renovations in Carmel-by-the-Sea, Pebble Beach and Monterey. One team from first sketch to final walkthrough, since 2009.',
  foundedYear: 2009,
  experienceClaim: '15+ years',
  licence: { label: 'California CSLB License', number: '1098765' },
  phone: '(831) 555-0142',
  email: 'hello@saltwooddesignbuild.com',
  address: {
    // Carmel-by-the-Sea homes and shops have no street numbers.
    street: 'Dolores Street between Ocean & 7th Avenue',
    locality: 'Carmel-by-the-Sea',
    region: 'CA',
    postalCode: '93921',
    country: 'US',
  },
  areasServed: ['Carmel-by-the-Sea', 'Pebble Beach', 'Monterey'],
  hours: {
    label: 'Business hours',
    days: 'Monday to Friday',
    daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '17:00',
    display: 'Monday to Friday, 8:00 AM to 5:00 PM',
  },
  social: {
    network: 'Instagram',
    href: 'https://www.instagram.com/saltwooddesignbuild',
    label: 'Saltwood Design-Build on Instagram',
  },
  copyright: '© 2025 Saltwood Design-Build',
}
