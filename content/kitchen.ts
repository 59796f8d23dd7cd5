import type { KitchenPage } from './schema'

/** The kitchen renovation landing page. */
export const kitchenPage: KitchenPage = {
  metaTitle: 'Kitchen Renovation in Carmel & Monterey',
  metaDescription:
    'Kitchen remodeling designed and built by one team. A well-planned kitchen renovation can increase home value by 15-25%. Free kitchen quotes in Carmel, Pebble Beach and Monterey.',
  hero: {
    eyebrow: 'Kitchen renovation',
    title: 'A kitchen made for the way you live',
    lead: 'From a lighter galley to a family kitchen open to the garden, we design your new kitchen with you, price it line by line and build it with our own crew.',
    primary: { label: 'Get Free Kitchen Quote', href: '/#contact' },
    secondary: { label: 'View Kitchen Portfolio', href: '/portfolio/category/kitchens' },
    image: {
      src: '/images/kitchen-hero.svg',
      alt: 'Illustration of a finished kitchen with pendant lights over an island, open shelving and a range hood',
      width: 1200,
      height: 960,
    },
  },
  valueClaim: {
    figure: '15-25%',
    label: 'home value increase',
    note: 'A well-planned kitchen renovation can increase home value by 15-25%.',
  },
  benefits: {
    heading: {
      eyebrow: 'Why renovate',
      title: 'What a new kitchen gives you',
    },
    items: [
      { text: 'A layout that fits how your household cooks, eats and gathers' },
      { text: 'More storage, with every drawer and cabinet planned for what it holds' },
      { text: 'Better light, from windows, task lighting and warm evening fixtures' },
      { text: 'Efficient appliances and lighting that lower running costs' },
      { text: 'Durable surfaces that are easy to clean and made to last' },
      { text: 'A room that adds to the value and appeal of your home' },
    ],
  },
  process: {
    heading: {
      eyebrow: 'Our process',
      title: 'Four steps from first visit to first meal',
    },
    stepLabel: 'Step',
    steps: [
      {
        step: '01',
        title: 'Consultation',
        description:
          'We visit your home, measure the kitchen and talk through how you use it, what you want to change and the budget you have in mind.',
      },
      {
        step: '02',
        title: 'Design & Estimate',
        description:
          'Our designers draw the layout and help you choose cabinets, surfaces and fixtures. You receive a detailed, line-by-line estimate.',
      },
      {
        step: '03',
        title: 'Build',
        description:
          'Our crew handles demolition, trades and finishes on an agreed schedule, with a project manager keeping you updated every week.',
      },
      {
        step: '04',
        title: 'Final Walkthrough',
        description:
          'We walk through the finished kitchen with you, complete any last details and show you how to care for every surface.',
      },
    ],
  },
  callToAction: {
    title: 'Start with a conversation',
    text: 'Book a free consultation at your home. We will look at the space, listen to your ideas and explain the next steps.',
    primary: { label: 'Schedule Free Consultation', href: '/#contact' },
  },
}
