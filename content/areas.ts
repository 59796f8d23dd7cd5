import type { Areas } from './schema'

/**
 * One entry per area of content/site.ts (areasServed), each with its own page (/areas/<slug>) and
 * a link in the footer. Permit and design-review notes stay `confirmed: false` until the owner
 * has checked them; the launch check (npm run content:check) lists every unconfirmed note.
 */
export const areas: Areas = {
  footerHeading: 'Areas we serve',
  items: [
    {
      name: 'Carmel-by-the-Sea',
      slug: 'carmel-by-the-sea',
      metaTitle: 'Renovation in Carmel-by-the-Sea',
      metaDescription:
        'Kitchen, bath and whole-home renovation in Carmel-by-the-Sea, designed and built by one team that knows the village’s design review and its small, older houses.',
      eyebrow: 'Areas we serve',
      title: 'Renovating homes in Carmel-by-the-Sea',
      intro:
        'Our studio is in the village, and much of our work is a short drive from it: cottages, kitchens and baths in Carmel and on Carmel Point.',
      image: {
        src: '/images/carmel-cottage-street.svg',
        alt: 'Illustration of the storybook cottage seen from the street, with its steep gabled roof and stone chimney behind a low stone wall with a wooden gate, a cypress and flowering shrubs.',
        width: 1200,
        height: 800,
      },
      work: {
        heading: 'What we do in Carmel-by-the-Sea',
        paragraphs: [
          'Many Carmel homes are cottages built between the 1920s and the 1950s on narrow lots close to their neighbours. We renovate them with care: new foundations, wiring and insulation where they are needed, and kitchens and baths that suit the house.',
          'We draw the plans for design review ourselves, meet the city’s planning staff with you, and plan deliveries and parking around the village’s narrow streets.',
        ],
      },
      permits: {
        heading: 'Permits and design review',
        intro:
          'What we expect to apply in Carmel-by-the-Sea. Rules change, so we confirm each one for your house before design starts.',
        notes: [
          {
            text: 'Most exterior changes, from new windows to additions, go through the city’s design review before a building permit is issued.',
            confirmed: false,
          },
          {
            text: 'Removing or pruning a significant tree needs the city forester’s approval, and trees near the work are protected during construction.',
            confirmed: false,
          },
          {
            text: 'Construction is limited to set weekday hours, with tighter limits on weekends and holidays.',
            confirmed: false,
          },
          {
            text: 'We prepare the design review drawings and the permit application, and come to the hearings with you.',
            confirmed: true,
          },
        ],
      },
      projects: {
        heading: 'Our projects in Carmel-by-the-Sea',
        empty: 'We have not published a project in Carmel-by-the-Sea yet.',
      },
      callToAction: {
        title: 'Planning a renovation in Carmel?',
        text: 'Tell us about your house and what you would like to change. We will visit, look at what design review will ask for and give you a first idea of cost and time.',
        primary: { label: 'Request a consultation', href: '/#contact' },
      },
    },
    {
      name: 'Pebble Beach',
      slug: 'pebble-beach',
      metaTitle: 'Renovation in Pebble Beach',
      metaDescription:
        'Design-build renovation in Pebble Beach: kitchens, baths and whole-home remodels planned with the Del Monte Forest’s architectural review and Monterey County permits in mind.',
      eyebrow: 'Areas we serve',
      title: 'Renovating homes in Pebble Beach',
      intro:
        'Homes in the Del Monte Forest range from 1950s ranch houses to large newer ones. We remodel kitchens, baths and whole homes there, planned around the forest’s own review.',
      image: {
        src: '/images/hero.svg',
        alt: 'Illustration of a renovated coastal home among cypress trees, with the ocean behind it',
        width: 1200,
        height: 960,
      },
      work: {
        heading: 'What we do in Pebble Beach',
        paragraphs: [
          'In Pebble Beach we mostly update houses built between the 1950s and the 1980s: opening closed kitchens, rebuilding primary baths and bringing windows, wiring and insulation up to date.',
          'Lots are large and wooded, so we plan access, staging and tree protection before work begins, and tell the neighbours when deliveries are due.',
        ],
      },
      permits: {
        heading: 'Permits and design review',
        intro:
          'What we expect to apply in Pebble Beach. Rules change, so we confirm each one for your house before design starts.',
        notes: [
          {
            text: 'Pebble Beach is unincorporated, so building permits come from Monterey County rather than a city.',
            confirmed: false,
          },
          {
            text: 'Exterior changes are reviewed by the Pebble Beach Company’s Architectural Review Board before the county issues a permit.',
            confirmed: false,
          },
          {
            text: 'Much of the Del Monte Forest is in the coastal zone, where larger projects may need a coastal development permit.',
            confirmed: false,
          },
          {
            text: 'We coordinate each review for you and keep one schedule for all of them.',
            confirmed: true,
          },
        ],
      },
      projects: {
        heading: 'Our projects in Pebble Beach',
        empty:
          'We have not published a Pebble Beach project yet; our other projects show the kind of work we do there.',
      },
      callToAction: {
        title: 'Planning a renovation in Pebble Beach?',
        text: 'Tell us about your home and your plans. We will visit, walk through what the reviews will need and give you a first idea of cost and time.',
        primary: { label: 'Request a consultation', href: '/#contact' },
      },
    },
    {
      name: 'Monterey',
      slug: 'monterey',
      metaTitle: 'Renovation in Monterey',
      metaDescription:
        'Kitchen, bath and whole-home renovation in Monterey, from older houses near downtown to mid-century homes above the bay, designed and built by one accountable team.',
      eyebrow: 'Areas we serve',
      title: 'Renovating homes in Monterey',
      intro:
        'From older houses near downtown to mid-century homes on the hills above the bay, we design and build kitchens, baths and whole-home renovations across Monterey.',
      image: {
        src: '/images/monterey-primary-bath-tub.svg',
        alt: 'Illustration of a white freestanding tub with a copper floor-mounted filler below a wide window onto the bay and a cypress, with a wooden stool of towels and a candle on one side and a potted plant on the other.',
        width: 1200,
        height: 800,
      },
      work: {
        heading: 'What we do in Monterey',
        paragraphs: [
          'Many of our Monterey projects make an older home easier to live in: a bathroom without steps, a kitchen open to the living space, more daylight and a warmer house.',
          'We draw the plans, submit the permit application and book the inspections, and one project manager keeps you informed every week.',
        ],
      },
      permits: {
        heading: 'Permits and design review',
        intro:
          'What we expect to apply in Monterey. Rules change, so we confirm each one for your house before design starts.',
        notes: [
          {
            text: 'Building permits come from the City of Monterey; exterior changes may also need review by its architectural review committee.',
            confirmed: false,
          },
          {
            text: 'Homes in a historic district, or listed as historic, need a historic preservation review before exterior work.',
            confirmed: false,
          },
          {
            text: 'Interior remodels that leave the exterior unchanged usually need a building permit only.',
            confirmed: false,
          },
          {
            text: 'We submit the permit application and book the inspections for you.',
            confirmed: true,
          },
        ],
      },
      projects: {
        heading: 'Our projects in Monterey',
        empty: 'We have not published a project in Monterey yet.',
      },
      callToAction: {
        title: 'Planning a renovation in Monterey?',
        text: 'Tell us about your house and what you would like to change. We will visit and give you a first idea of cost, time and the permits it needs.',
        primary: { label: 'Request a consultation', href: '/#contact' },
      },
    },
  ],
}
