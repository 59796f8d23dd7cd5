import type { Home } from './schema'

/** The home page: hero, services overview, about section and contact section. */
export const home: Home = {
  metaTitle: 'Design-Build Renovation in Carmel & Monterey',
  metaDescription:
    'Saltwood Design-Build designs and builds kitchens, baths and whole-home renovations in Carmel-by-the-Sea, Pebble Beach and Monterey. 15+ years of experience. Request a consultation.',
  hero: {
    eyebrow: 'Carmel · Pebble Beach · Monterey',
    title: 'Renovations designed and built by one team',
    lead: 'For over 15 years we have planned, priced and built kitchens, baths and whole-home renovations on the Monterey Peninsula, with one team responsible from the first sketch to the final walkthrough.',
    primary: { label: 'Start my project', href: '#contact' },
    secondary: { label: 'See our work', href: '#portfolio' },
    highlights: [
      { value: '15+ years', label: 'of experience' },
      { value: 'Since 2009', label: 'building on the peninsula' },
    ],
    image: {
      src: '/images/hero.svg',
      alt: 'Illustration of a renovated coastal home among cypress trees, with the ocean behind it',
      width: 1200,
      height: 960,
    },
  },
  servicesOverview: {
    heading: {
      eyebrow: 'Services',
      title: 'Everything your renovation needs',
      intro: 'Design, permits and construction handled by one accountable team.',
    },
    allServices: { label: 'Explore all services', href: '/services' },
  },
  about: {
    heading: {
      eyebrow: 'About us',
      title: 'Building on the Monterey Peninsula since 2009',
    },
    paragraphs: [
      'Saltwood Design-Build began in 2009 with a simple idea: the people who design a renovation should also be the people who build it. That keeps budgets honest, decisions quick and responsibility in one place.',
      'Today our designers, project managers and craftspeople work on homes from Carmel-by-the-Sea to Pebble Beach and Monterey, many of them older houses that need a careful hand.',
    ],
    points: [
      'One contract and one team from design to completion',
      'Detailed, line-by-line estimates before work begins',
      'Weekly updates from a dedicated project manager',
    ],
    primary: { label: 'Start My Project', href: '#contact' },
    secondary: { label: 'Read our story', href: '/about' },
  },
  contact: {
    heading: {
      eyebrow: 'Contact',
      title: 'Request a consultation',
      intro:
        'Tell us about your home and your plans. The form opens your email app with your message ready to send.',
    },
    alternativesHeading: 'Prefer to call or write?',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    hoursLabel: 'Hours',
    addressLabel: 'Studio',
  },
}
