/**
 * Realistic edits an editor makes by following CONTENT.md, applied to a copy of whatever the
 * content is today (never to fixed sample words, so the list keeps working after real edits).
 * Each says what it changes and where the change must show on the built pages.
 */
import type { z } from 'zod'
import { propsAttribute } from '@/components/islands/elements'
import type { contentFiles } from '@/lib/content/registry'
import { newProjectEdits } from './new-project-edits'

/** The content as the editor's files hold it, before validation; edits change it in place. */
export type EditableContent = {
  -readonly [File in (typeof contentFiles)[number] as File['name']]: z.input<File['schema']>
}

export type Shows =
  /** A text in an exported file in out/: what a visitor reads in "index.html", its JSON-LD. */
  | { file: string; text: string }
  /** A file that must (or must not) be in out/. */
  | { file: string; published: boolean }
  /** Something about a built page's markup, such as an attribute a visitor's browser reads. */
  | { file: string; what: string; holds: (document: Document) => boolean }

/** A text the home page's islands take as props (the form's script shows it: a toast, a label). */
const islandProps = (text: string): Shows => ({
  file: 'index.html',
  what: `an island's props hold "${text}"`,
  holds: (document) =>
    [...document.querySelectorAll(`[${propsAttribute}]`)].some((island) =>
      (island.getAttribute(propsAttribute) ?? '').includes(text),
    ),
})

export type Edit = {
  what: string
  /** `contentDir` is the copy's content/ folder, where an editor puts photographs (images/). */
  apply: (content: EditableContent, contentDir: string) => void | Promise<void>
  shows: (content: EditableContent) => Shows[]
}

export const edits: Edit[] = [
  {
    what: 'replace every placeholder fact in content/site.yaml',
    apply: ({ site }) => {
      site.phone = '(831) 555-0177'
      site.email = 'studio@northcoast-builders.com'
      site.licence.number = '1123581'
      site.address.street = '212 Lighthouse Avenue'
      site.social.href = 'https://www.instagram.com/northcoastbuilders'
      site.url = 'https://www.northcoast-builders.com'
    },
    shows: ({ site }) => [
      { file: 'index.html', text: site.phone },
      { file: 'about.html', text: site.email },
      { file: 'services.html', text: site.licence.number },
      { file: 'index.html', text: site.address.street },
      { file: 'sitemap.xml', text: `${site.url}/about` },
    ],
  },
  {
    what: 'rename a service',
    apply: ({ services }) => {
      services.items[0]!.title = 'Kitchens, Pantries & Butler’s Kitchens'
    },
    shows: ({ services }) => [
      { file: 'services.html', text: services.items[0]!.title },
      { file: 'index.html', text: services.items[0]!.title },
    ],
  },
  // A new project with a camera's photograph, then featured (new-project-edits.ts).
  ...newProjectEdits,
  {
    what: 'add a service',
    apply: ({ services, howWeWorkPage }) => {
      // Its construction is shorter than the process's range for it: the editor widens that range
      // on /how-we-work, as the content check asks (CONTENT.md, "Say a fact in one place").
      const build = howWeWorkPage.steps.items.find((step) => step.stage === 'build')
      if (build) build.duration = '1 week to 14 months, by the size of the work'
      services.items.push({
        id: 'seismic-retrofits',
        title: 'Seismic Retrofits',
        description: 'Foundation bolting, cripple-wall bracing and soft-story upgrades.',
        icon: 'shield',
        features: ['Engineering and permits', 'Foundation bolting', 'Cripple-wall bracing'],
        details:
          'Many peninsula homes predate modern seismic codes. We work with a structural engineer to bolt, brace and strengthen them with as little disruption as possible.',
        timeline: {
          design: '3 to 6 weeks',
          permits: '2 to 6 weeks',
          build: '1 to 3 weeks',
          total: '2 to 4 months',
          confirmed: false,
        },
        faq: [
          {
            question: 'Can we stay home during a retrofit?',
            answer: 'Yes: the work happens in the crawl space, below the rooms you live in.',
          },
        ],
      })
    },
    // Its own page, made from its entry.
    shows: () => [
      { file: 'services.html', text: 'Seismic Retrofits' },
      { file: 'services/seismic-retrofits.html', text: 'below the rooms you live in' },
    ],
  },
  {
    what: 'remove a feature from a service',
    apply: ({ services }) => {
      const withMost = services.items.reduce((a, b) =>
        b.features.length > a.features.length ? b : a,
      )
      withMost.features.pop()
    },
    // The removed text is checked by the runner against the content before the edit.
    shows: () => [],
  },
  {
    what: 'add a stat',
    apply: ({ aboutPage }) => {
      aboutPage.stats.items.push({ value: '40+', label: 'Historic homes restored' })
    },
    shows: () => [{ file: 'about.html', text: 'Historic homes restored' }],
  },
  {
    what: 'change the business hours',
    apply: ({ site, aboutPage }) => {
      site.hours.daysOfWeek = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
      site.hours.opens = '07:00'
      site.hours.closes = '15:30'
      // A note that names the hours by placeholder rather than writing them out.
      aboutPage.stats.items[0]!.note = 'Answered in person, {hours}.'
    },
    shows: () => [
      // Typed once: the days and times become the hours every page shows, the note included.
      { file: 'index.html', text: 'Monday to Saturday, 7:00 AM to 3:30 PM' },
      { file: 'about.html', text: 'Answered in person, Monday to Saturday, 7:00 AM to 3:30 PM.' },
      // Structured data writes times as schema.org's hh:mm:ss.
      { file: 'index.html', text: '"closes":"15:30:00"' },
    ],
  },
  {
    what: 'change the wording of a toast',
    apply: ({ contactForm }) => {
      contactForm.messages.missingText = 'A few required fields are still empty.'
      contactForm.messages.successTitle = 'Your mail app is ready'
    },
    shows: () => [
      islandProps('A few required fields are still empty.'),
      islandProps('Your mail app is ready'),
    ],
  },
  {
    what: 'reorder the projects',
    apply: ({ portfolio }) => {
      portfolio.projects.reverse()
    },
    // Order is checked by the runner: the first project's title comes first on the home page.
    shows: () => [],
  },
  {
    what: 'reorder the services and the testimonials',
    apply: ({ services, testimonials }) => {
      services.items.reverse()
      testimonials.items.reverse()
    },
    shows: ({ services }) => [
      {
        file: 'services.html',
        what: `/services shows "${services.items[0]!.title}" before "${services.items[1]!.title}"`,
        holds: (document) => {
          const text = document.querySelector('main')?.textContent ?? ''
          const first = text.indexOf(services.items[0]!.title)
          return first !== -1 && first < text.indexOf(services.items[1]!.title)
        },
      },
    ],
  },
  {
    what: 'remove the last before-and-after pair: no project keeps a comparison',
    apply: ({ portfolio }) => {
      for (const project of portfolio.projects) delete project.beforeAfter
    },
    shows: ({ portfolio }) =>
      portfolio.projects.map((project) => ({
        file: `portfolio/${project.id}.html`,
        what: `${project.id} shows no before-and-after slider`,
        holds: (document) => document.querySelector('input[type="range"]') === null,
      })),
  },
  {
    what: 'lengthen the home page hero title',
    apply: ({ home }) => {
      home.hero.title = `${home.hero.title}, from the first sketch to the final walkthrough`
    },
    shows: ({ home }) => [{ file: 'index.html', text: home.hero.title }],
  },
  {
    what: 'change the 404 and form button wording',
    apply: ({ notFoundPage, contactForm }) => {
      notFoundPage.title = 'We could not find that page'
      contactForm.submitting = 'Opening your mail app…'
    },
    shows: () => [
      { file: '404.html', text: 'We could not find that page' },
      islandProps('Opening your mail app…'),
    ],
  },
]
