/**
 * The editor's path's new project (edits.ts): a project in an area, with a JPEG photograph straight
 * from a camera, then featured first on the home page with its page details.
 */
import sharp from 'sharp'
import type { Edit } from './edits'

const newProjectId = 'pebble-beach-garden-kitchen'
const newProjectImage = '/images/pebble-beach-garden-kitchen.jpg'
const responsiveCopy = `/images/responsive/${newProjectId}-jpg`
const area = 'Pebble Beach'
const areaSlug = 'pebble-beach'

/** A camera-sized JPEG with camera metadata, as an editor drops one in: made here, since no photo can be downloaded. */
async function writeCameraPhoto(file: string) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9fc3d9"/><stop offset="1" stop-color="#f1e6d2"/></linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#sky)"/>
    <rect y="1000" width="2400" height="600" fill="#6f7f5a"/>
    <rect x="700" y="620" width="1000" height="520" fill="#efe7da"/>
    <polygon points="640,640 1200,330 1760,640" fill="#5b4a3f"/>
    <rect x="1080" y="860" width="240" height="280" fill="#3d5a57"/>
  </svg>`
  await sharp(Buffer.from(scene))
    .jpeg({ quality: 82 })
    .withExif({ IFD0: { Make: 'Editor Camera', Model: 'Test 1' } })
    .toFile(file)
}

export const newProjectEdits: Edit[] = [
  {
    what: `add a project in ${area} with a JPEG photograph`,
    apply: async ({ site, portfolio, areas }, contentDir) => {
      // A new area is one entry with words of its own (CONTENT.md, "Add an area").
      if (!areas.items.some((item) => item.name === area))
        areas.items.push({
          name: area,
          slug: areaSlug,
          place: {
            kind: 'Place',
            sameAs: ['https://www.wikidata.org/wiki/Q1816286'],
            confirmed: false,
          },
          metaTitle: `Renovation in ${area}`,
          metaDescription: `Kitchen, bath and whole-home renovation in ${area}, designed and built by one team.`,
          title: `Renovating homes in ${area}`,
          intro: `We remodel kitchens, baths and whole homes in ${area}.`,
          work: {
            heading: `What we do in ${area}`,
            paragraphs: [
              'Kitchens, baths and whole-home remodels, planned around the local review.',
            ],
          },
          permits: {
            heading: 'Permits and review',
            notes: [
              {
                text: 'We confirm each permit for your house before design starts.',
                confirmed: false,
              },
            ],
          },
          callToAction: {
            title: `Planning a renovation in ${area}?`,
            text: 'Tell us about your house and what you would like to change.',
            primary: { label: 'Request a consultation', href: '/#contact' },
          },
        })
      await writeCameraPhoto(`${contentDir}${newProjectImage}`)
      portfolio.projects.push({
        id: newProjectId,
        title: 'Pebble Beach Garden Kitchen',
        description:
          'A dark 1980s kitchen opened to the garden with a wall of steel windows, a walnut island and a pantry behind pocket doors.',
        image: {
          src: newProjectImage,
          alt: 'A renovated kitchen with steel windows onto a garden',
          width: 2400,
          height: 1600,
        },
        category: portfolio.categories[0]!.id,
        workType: 'Kitchen Renovation',
        year: Math.max(Number(site.foundedYear), 2025),
        location: area,
      })
    },
    shows: ({ areas }) => [
      { file: 'portfolio.html', text: 'Pebble Beach Garden Kitchen' },
      {
        file: 'portfolio.html',
        what: 'the new photograph is offered as AVIF at 800 px',
        holds: (document) =>
          document.querySelector(
            `source[type="image/avif"][srcset*="${responsiveCopy}-800.avif 800w"]`,
          ) !== null,
      },
      { file: `${responsiveCopy.slice(1)}-800.avif`, published: true },
      { file: `portfolio/${newProjectId}.html`, text: 'Pebble Beach Garden Kitchen' },
      // Its area's page lists it.
      {
        file: `areas/${areas.items.find((item) => item.name === area)!.slug}.html`,
        text: 'Pebble Beach Garden Kitchen',
      },
      // The camera original (with its metadata) is never published, only its copies.
      { file: newProjectImage.slice(1), published: false },
    ],
  },
  {
    what: 'feature the new project first on the home page, and give it its page details',
    apply: ({ portfolio }) => {
      const project = portfolio.projects.find((item) => item.id === newProjectId)!
      project.homePagePlace = 1
      project.facts = [{ label: 'Duration', value: '11 weeks' }]
      project.scope = ['Steel windows along the garden wall']
      project.gallery = [project.image]
    },
    shows: () => [
      { file: 'index.html', text: 'Pebble Beach Garden Kitchen' },
      { file: `portfolio/${newProjectId}.html`, text: '11 weeks' },
      { file: `portfolio/${newProjectId}.html`, text: 'Steel windows along the garden wall' },
    ],
  },
]
