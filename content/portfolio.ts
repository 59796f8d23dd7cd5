import type { Portfolio } from './schema'

/**
 * The portfolio on the home page. Each project's tag is the label of its category; its location is
 * one of the areas in content/site.ts (areasServed), written the same way.
 */
export const portfolio: Portfolio = {
  heading: {
    eyebrow: 'Portfolio',
    title: 'Recent projects on the peninsula',
    intro: 'A few of the homes we have designed and rebuilt for families in Carmel and Monterey.',
  },
  categories: [
    { id: 'kitchens', label: 'Kitchens' },
    { id: 'baths', label: 'Baths' },
    { id: 'renovations', label: 'Renovations' },
  ],
  projects: [
    {
      id: 'carmel-point-kitchen',
      title: 'Carmel Point Kitchen',
      description:
        'A closed 1960s galley opened to the dining room, with a long island, white oak cabinetry and a window wall facing the garden.',
      image: {
        src: '/images/portfolio-kitchen.svg',
        alt: 'Illustration of a bright kitchen with a long island, oak cabinets and a wide window onto a garden',
        width: 1200,
        height: 800,
      },
      category: 'kitchens',
      workType: 'Kitchen Remodel',
      year: 2024,
      location: 'Carmel-by-the-Sea',
    },
    {
      id: 'monterey-primary-bath',
      title: 'Monterey Primary Bath',
      description:
        'A dated primary bath rebuilt around a curbless walk-in shower, a freestanding tub and a double vanity with heated floors.',
      image: {
        src: '/images/portfolio-bath.svg',
        alt: 'Illustration of a calm bathroom with a freestanding tub, a glass walk-in shower and a double vanity',
        width: 1200,
        height: 800,
      },
      category: 'baths',
      workType: 'Bathroom Remodel',
      year: 2023,
      location: 'Monterey',
    },
    {
      id: 'carmel-cottage-renovation',
      title: 'Carmel Cottage Renovation',
      description:
        'A storybook cottage given new foundations, wiring, windows and insulation while keeping its stone chimney and original character.',
      image: {
        src: '/images/portfolio-cottage.svg',
        alt: 'Illustration of a renovated storybook cottage with a stone chimney, new windows and a cypress tree',
        width: 1200,
        height: 800,
      },
      category: 'renovations',
      workType: 'Whole-Home Renovation',
      year: 2022,
      location: 'Carmel-by-the-Sea',
    },
  ],
  quoteButton: { label: 'Get a quote', href: '#contact' },
}
