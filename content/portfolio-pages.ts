import type { PortfolioPage, ProjectPage } from './schema'

/**
 * The words of /portfolio and of its filter pages (/portfolio/category/kitchens,
 * /portfolio/area/monterey, /portfolio/category/kitchens/area/monterey). The projects themselves,
 * their categories and the featured ones are in content/portfolio.ts.
 */
export const portfolioPage: PortfolioPage = {
  metaTitle: 'Portfolio: Kitchens, Baths & Whole Homes',
  metaDescription:
    'Kitchens, baths and whole-home renovations designed and built by Saltwood Design-Build in Carmel-by-the-Sea, Pebble Beach and Monterey, each with its scope, key facts and pictures.',
  breadcrumb: 'Portfolio',
  breadcrumbLabel: 'Breadcrumb',
  artwork: {
    src: '/images/portfolio-kitchen.svg',
    alt: 'Illustration of a bright kitchen with a long island, oak cabinets and a wide window onto a garden',
    width: 1200,
    height: 800,
  },
  cardAlt: 'Saltwood Design-Build: {page}. {image}',
  hero: {
    eyebrow: 'Portfolio',
    title: 'Our work on the Monterey Peninsula',
    intro:
      'Kitchens, baths and whole homes we have designed and built. Choose a kind of work or an area to narrow the list; each project shows what we did, the key facts and pictures.',
  },
  filters: {
    label: 'Filter projects',
    category: 'Service category',
    area: 'Area',
    all: 'All',
  },
  filtered: {
    title: 'Portfolio: {filter}',
    description:
      'Saltwood Design-Build projects: {filter}. Renovations we designed and built, each with its scope, key facts and pictures.',
    both: '{category} in {area}',
  },
  count: { zero: 'No projects', one: '{count} project', other: '{count} projects' },
  empty: {
    text: 'We have not published a project that matches this choice yet. Try a wider one:',
    withoutArea: '{category} in every area',
    withoutCategory: 'Every project in {area}',
  },
  seeAll: 'See all projects',
  viewProject: 'View project',
}

/** The words every project page (/portfolio/<project-id>) shares. */
export const projectPage: ProjectPage = {
  details: { category: 'Service', workType: 'Work', year: 'Year', area: 'Area' },
  scope: 'What we did',
  facts: 'Project facts',
  story: { brief: 'The brief', challenge: 'The challenge', result: 'The result' },
  gallery: {
    heading: 'Gallery',
    open: 'Open the photo: {alt}',
    viewer: 'Photo viewer',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
    counter: '{index} of {total}',
  },
  beforeAfter: {
    heading: 'Before and after',
    before: 'Before',
    after: 'After',
    slider: 'Compare before and after',
    value: '{before}% before, {after}% after',
  },
  areaLink: 'More about our work in {area}',
  callToAction: {
    title: 'Planning something similar?',
    text: 'Tell us about your home and what you have in mind. The form starts with this project named, so we know what caught your eye.',
    button: 'Start a project like this',
    prefill:
      'I saw the {project} project and would like to talk about something similar for my home.',
  },
}
