import type { Portfolio } from './schema'

/**
 * The portfolio: every project has its own page (/portfolio/<id>) and appears on /portfolio; the
 * home page shows the `featured` ones. Each project's tag is the label of its category; its
 * location is one of the areas in content/site.ts (areasServed), written the same way. The page
 * details (scope, facts, story, gallery, beforeAfter) are each optional.
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
      scope: [
        'Took out the wall between the galley and the dining room, with a new beam for the roof it carried',
        'Replaced the garden wall with a steel-framed window wall and a glass door',
        'Built a long island with a prep sink and seats for four',
        'White oak cabinetry, with a full-height pantry beside the refrigerator',
        'New wiring and lighting, with a dedicated circuit for an induction range',
        'Continued the dining room’s oak floor through the kitchen',
      ],
      facts: [
        { label: 'Duration', value: '5 months' },
        { label: 'Size', value: '290 sq ft' },
        { label: 'Seating', value: '4 at the island' },
      ],
      story: {
        brief:
          'The owners cook every day but ate in the dining room next door, out of sight of the kitchen. They wanted one room for cooking and eating, looking onto the garden they had planted themselves.',
        challenge:
          'The wall between the two rooms carried part of the roof, so the new beam had to fit inside the existing ceiling without a dropped soffit. The window wall changed the outside of the house, so the design went through the city’s design review before the building permit.',
        result:
          'One open room around a long island, lit from the garden side all day, with a pantry for everything that used to crowd the counters.',
      },
      gallery: [
        {
          src: '/images/carmel-point-kitchen-island.svg',
          alt: 'Illustration of a long dark green kitchen island with a white top, four oak stools and three copper pendant lights, in front of a wide window onto the garden.',
          width: 1200,
          height: 800,
        },
        {
          src: '/images/carmel-point-kitchen-window-wall.svg',
          alt: 'Illustration of a floor-to-ceiling steel-framed window wall with a glass door onto a garden with a cypress, flower beds and a stepping-stone path, with a cushioned oak bench and a potted olive tree inside.',
          width: 1200,
          height: 800,
        },
        {
          src: '/images/carmel-point-kitchen-pantry.svg',
          alt: 'Illustration of a white oak pantry cabinet with its doors open on shelves of jars, baskets and a copper pot, beside open oak shelves of dishes on a tiled wall above oak drawers with copper pulls.',
          width: 1200,
          height: 800,
        },
      ],
      beforeAfter: [
        {
          before: {
            src: '/images/carmel-point-kitchen-before.svg',
            alt: 'Illustration of the kitchen before the remodel: a closed galley seen through a narrow doorway from the dining room, with dark wood cabinets, a small curtained window, a fluorescent strip light, yellowed laminate counters, an olive-green range and a checkered vinyl floor.',
            width: 1200,
            height: 800,
          },
          after: {
            src: '/images/carmel-point-kitchen-after.svg',
            alt: 'Illustration of the same kitchen after the remodel, with the wall to the dining room gone: a window wall onto the garden, white oak cabinets, a long green island with stools under copper pendants, and the dining table alongside.',
            width: 1200,
            height: 800,
          },
          caption: 'The galley seen from the dining room, before and after the wall came out.',
        },
      ],
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
      scope: [
        'Removed the tub-shower combination, the single vanity and the old tile',
        'Reframed part of the floor so the shower needs no curb, with a linear drain',
        'Waterproofed the shower and floor, then tiled them in blue-grey and large pale tiles',
        'Set a freestanding tub under the window',
        'Built a floating white oak double vanity',
        'Added electric radiant floor heating with its own thermostat',
        'New exhaust fan, lighting and outlets',
      ],
      facts: [
        { label: 'Duration', value: '9 weeks' },
        { label: 'Size', value: '120 sq ft' },
        { label: 'Shower', value: 'Curbless, with a linear drain' },
      ],
      story: {
        brief:
          'The owners wanted a primary bath they can keep using as they grow older: no step into the shower, room for two at the vanity, and a warm floor on foggy mornings.',
        challenge:
          'A shower without a curb needs the floor beneath it lowered so water runs to the drain. That meant reframing part of the floor while keeping the room below it in use.',
        result:
          'A calm room with a level floor from the door to the shower, a tub under the window and storage in the vanity for both owners.',
      },
      gallery: [
        {
          src: '/images/monterey-primary-bath-shower.svg',
          alt: 'Illustration of a curbless walk-in shower with blue-grey tile, a glass panel, a copper rain shower and hand shower, a tiled niche, a floating oak bench and a linear drain set flush in the floor.',
          width: 1200,
          height: 800,
        },
        {
          src: '/images/monterey-primary-bath-vanity.svg',
          alt: 'Illustration of a floating white oak double vanity with two vessel sinks, copper wall faucets, two round copper-framed mirrors, three wall sconces and a soft light glowing beneath it.',
          width: 1200,
          height: 800,
        },
        {
          src: '/images/monterey-primary-bath-tub.svg',
          alt: 'Illustration of a white freestanding tub with a copper floor-mounted filler below a wide window onto the bay and a cypress, with a wooden stool of towels and a candle on one side and a potted plant on the other.',
          width: 1200,
          height: 800,
        },
      ],
      beforeAfter: [
        {
          before: {
            src: '/images/monterey-primary-bath-before.svg',
            alt: 'Illustration of the bathroom before the remodel: a tub-shower combination with a beige curtain, beige tile on the walls and floor, a single honey-oak vanity, and a small mirror under a bare-bulb light bar.',
            width: 1200,
            height: 800,
          },
          after: {
            src: '/images/monterey-primary-bath-after.svg',
            alt: "Illustration of the same bathroom after the remodel: a floating oak double vanity with round copper mirrors, a freestanding tub under a window, a curbless glass walk-in shower, and large pale floor tiles with the heated floor's thermostat on the wall.",
            width: 1200,
            height: 800,
          },
          caption:
            'The same room before and after: the tub-shower and single vanity replaced by a walk-in shower, a freestanding tub and a double vanity.',
        },
      ],
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
      scope: [
        'Lifted the cottage onto a new perimeter foundation, bolted against earthquakes',
        'Replaced the original wiring and the electrical panel',
        'New divided-light wood windows in the original openings',
        'Insulated the walls, the floor and the attic',
        'Rebuilt the front porch and its roof',
        'Repointed and braced the original stone chimney',
        'Arched glass doors from the living room to a new flagstone patio',
      ],
      facts: [
        { label: 'Duration', value: '7 months' },
        { label: 'Size', value: '1,150 sq ft' },
        { label: 'Original house', value: '1920s' },
      ],
      story: {
        brief:
          'The owners bought the cottage for its character and want to live in it for decades: sound, warm and safe, without losing what makes it a Carmel cottage.',
        challenge:
          'The foundation was cracked, the wiring was original and the walls held no insulation. Every visible change went through the city’s design review, and the stone chimney had to stay.',
        result:
          'From the street the cottage looks much as it always did, with its chimney, porch and divided-light windows; it now stands on a new foundation, with new wiring and insulated walls.',
      },
      gallery: [
        {
          src: '/images/carmel-cottage-street.svg',
          alt: 'Illustration of the storybook cottage seen from the street, with its steep gabled roof and stone chimney behind a low stone wall with a wooden gate, a cypress and flowering shrubs.',
          width: 1200,
          height: 800,
        },
        {
          src: '/images/carmel-cottage-living-room.svg',
          alt: 'Illustration of the cottage living room around the original stone fireplace, with a fire burning under an oak mantel between two new divided-light windows, a green armchair, a floor lamp and a rug on the oak floor.',
          width: 1200,
          height: 800,
        },
        {
          src: '/images/carmel-cottage-garden.svg',
          alt: 'Illustration of the back of the cottage from the garden, with arched glass doors onto a flagstone patio, a wooden bench, a potted lemon tree, raised flower beds and the stone chimney.',
          width: 1200,
          height: 800,
        },
      ],
      beforeAfter: [
        {
          before: {
            src: '/images/carmel-cottage-before.svg',
            alt: 'Illustration of the cottage before the renovation, with peeling paint, a sagging porch roof on a leaning post, cracked single-pane windows, a boarded attic window, ivy on the stone chimney and an overgrown front yard.',
            width: 1200,
            height: 800,
          },
          after: {
            src: '/images/carmel-cottage-after.svg',
            alt: 'Illustration of the same cottage after the renovation, freshly painted, with a straight rebuilt porch, new divided-light windows and a flower box, the original stone chimney, tidy shrubs and a stepping-stone path.',
            width: 1200,
            height: 800,
          },
          caption: 'The cottage from the street, before and after the renovation.',
        },
      ],
    },
  ],
  quoteButton: { label: 'Get a quote', href: '#contact' },
  featured: ['carmel-point-kitchen', 'monterey-primary-bath', 'carmel-cottage-renovation'],
}
