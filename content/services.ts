import type { Service, ServicesPage } from './schema'

/** The six services, shown as cards on /services and listed on the home page. */
export const services: Service[] = [
  {
    id: 'kitchen-remodeling',
    title: 'Kitchen Remodeling',
    description:
      'Kitchens planned around how you cook and gather, with cabinetry, stone and lighting chosen with you and installed by our own crew.',
    icon: 'kitchen',
    features: [
      'Custom layouts and cabinetry',
      'Stone, tile and countertop selection',
      'Appliance and lighting planning',
      'Open-plan and structural changes',
    ],
    details:
      'We start with how your household uses the room, then draw the layout, select finishes with you and price the work line by line before demolition begins. One project manager runs the job from permit to final clean.',
    pageHref: '/kitchen-renovation',
  },
  {
    id: 'bathroom-remodeling',
    title: 'Bathroom Remodeling',
    description:
      'Primary suites, guest baths and powder rooms with careful waterproofing, good ventilation and tile work that lasts in a coastal climate.',
    icon: 'bath',
    features: [
      'Walk-in showers and soaking tubs',
      'Waterproofing done to code',
      'Heated floors and ventilation',
      'Accessible, age-in-place design',
    ],
    details:
      'Bathrooms hide most of their quality behind the tile. We document waterproofing and plumbing before walls close, and plan storage, lighting and ventilation so the room stays dry and easy to clean.',
  },
  {
    id: 'whole-home-renovation',
    title: 'Whole-Home Renovation',
    description:
      'Full renovations of cottages and family homes, from floor plan changes to new systems, phased so the work stays organised and on schedule.',
    icon: 'home',
    features: [
      'Floor plan and structural updates',
      'Electrical, plumbing and HVAC upgrades',
      'Energy-efficient windows and insulation',
      'One schedule and one point of contact',
    ],
    details:
      'A whole-home project touches every trade. We sequence design, permits and construction in one schedule, keep you informed every week and protect the parts of the house that are not being changed.',
  },
  {
    id: 'additions-and-adus',
    title: 'Additions & ADUs',
    description:
      'More room for family, guests or rental income: second storeys, rear additions and accessory dwelling units that match the house they join.',
    icon: 'addition',
    features: [
      'Feasibility and zoning review',
      'Architectural design and engineering',
      'Permits with local planning departments',
      'Foundations through finishes',
    ],
    details:
      'Before any drawing we check what your lot allows under local zoning and design guidelines. Then we design the space to suit the existing house and manage engineering, permits and construction under one contract.',
  },
  {
    id: 'outdoor-living',
    title: 'Outdoor Living',
    description:
      'Decks, patios, outdoor kitchens and covered spaces built for fog, salt air and sun, so the garden becomes another room of the house.',
    icon: 'outdoor',
    features: [
      'Decks and patios',
      'Outdoor kitchens and fire features',
      'Pergolas and covered living areas',
      'Weather-resistant materials',
    ],
    details:
      'Coastal weather is hard on outdoor work. We choose fasteners, timbers and finishes that stand up to salt air and plan drainage and lighting together with the structure.',
  },
  {
    id: 'design-and-permitting',
    title: 'Design & Permitting',
    description:
      'Design services on their own or as the first phase of a build: measured drawings, 3D views, specifications and permit submissions.',
    icon: 'design',
    features: [
      'Measured drawings of your home',
      '3D views of the proposed design',
      'Finish and fixture specifications',
      'Permit submissions and follow-up',
    ],
    details:
      'Because our designers work next to the people who build, drawings come with realistic costs attached. You receive a complete set of plans and specifications, and we handle submissions and questions from the permit office.',
  },
]

export const servicesPage: ServicesPage = {
  metaTitle: 'Renovation Services',
  metaDescription:
    'Kitchen and bathroom remodeling, whole-home renovations, additions and ADUs, outdoor living and design services in Carmel, Pebble Beach and Monterey.',
  hero: {
    eyebrow: 'Our services',
    title: 'Design and construction under one roof',
    intro:
      'Every project is designed and built by the same team, so the price you approve is based on drawings made by people who know what it takes to build them.',
  },
  learnMore: 'Learn More',
  learnMoreAbout: 'about',
  detailsHeading: {
    eyebrow: 'How we work',
    title: 'More about each service',
  },
  backToServices: 'Back to all services',
  callToAction: {
    title: 'Planning a renovation?',
    text: 'Tell us about your home and what you would like to change. We will follow up to arrange a free on-site estimate.',
    primary: { label: 'Get Free Estimate', href: '/#contact' },
  },
}
