/** @jest-environment node */
/**
 * The launch list names every sample or unconfirmed fact, and every drawing where a photograph
 * belongs, as the editor shows the field, with its file and line and what to do. The content is
 * made here from the files as they are, so the tests hold whatever the owner has replaced.
 */
import { contentSources } from '@/lib/content'
import { isLaunchBuild, type LaunchItem, launchList, samples } from '@/lib/content/launch-check'
import type { ContentSource, PathKey } from '@/lib/content/validate'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits reach into any content file
type AnyData = any

/** The content with every `confirmed` set to `value`, every drawing a photo, and `edit` applied. */
function contentWith(
  value: boolean,
  edit: (data: Record<string, AnyData>) => void = () => {},
): ContentSource[] {
  const settle = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(settle)
    if (node === null || typeof node !== 'object') return node
    const copy: AnyData = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, settle(v)]))
    if (typeof copy.src === 'string') copy.src = copy.src.replace(/\.svg$/, '.jpg')
    if ('confirmed' in copy || ('value' in copy && 'label' in copy)) copy.confirmed = value
    return copy
  }
  const data = Object.fromEntries(contentSources.map((s) => [s.name, settle(s.data)]))
  for (const sample of samples) set(data[sample.name], sample.path, realFor(sample.value))
  edit(data)
  return contentSources.map((source) => ({ ...source, data: data[source.name] }))
}

/** A value other than the sample's and unlike it: "(831) 555-0142" → "(164) 888-3475". */
const realFor = (sample: string) =>
  /\d/.test(sample) ? sample.replace(/\d/g, (d) => String((Number(d) + 3) % 10)) : `${sample}.real`

function set(data: AnyData, path: PathKey[], value: unknown) {
  const parent = path.slice(0, -1).reduce((node, key) => node[key], data)
  parent[path.at(-1)!] = value
}

const place = expect.stringMatching(/^content\/[\w/-]+\.yaml:\d+$/)

describe('the launch list', () => {
  it('is empty once every fact is real and confirmed and every picture a photograph', () => {
    expect(launchList(contentWith(true))).toEqual([])
  })

  it.each(samples.map((sample) => [sample.path.join('.'), sample] as const))(
    'names the sample %s as the editor shows it, with its line and what to do',
    (_, sample) => {
      const list = launchList(
        contentWith(true, (data) => set(data[sample.name], sample.path, sample.value)),
      )
      expect(list).toEqual([
        {
          field: expect.stringMatching(/^[A-Z][\w ]+( › [A-Z][\w ]+)+$/),
          place,
          todo: expect.stringContaining(`still the sample "${sample.value}"`),
        },
      ])
      expect(list[0]!.field).not.toMatch(/[a-z][A-Z]|\./)
    },
  )

  it('names a fictional 555-01xx phone number whatever its format', () => {
    const list = launchList(contentWith(true, (data) => (data.site.phone = '831.555.0199')))
    expect(list.map((entry) => entry.field)).toEqual(['Business facts › Phone'])
  })

  it('names each unconfirmed fact, a testimonial by its client, with what to check', () => {
    const all = launchList(contentWith(false))
    const testimonials = contentSources.find((s) => s.name === 'testimonials')!.data as AnyData
    for (const item of testimonials.items ?? [])
      expect(all).toContainEqual({
        field: `Testimonials › Items › “${item.name}”`,
        place,
        todo: expect.stringMatching(/real client said it.*tick Confirmed/),
      })
    expect(all.every((entry: LaunchItem) => /tick Confirmed/.test(entry.todo))).toBe(true)
  })

  it('names a figure without a confirmation by its value and label', () => {
    const list = launchList(
      contentWith(true, (data) => delete data.aboutPage.stats.items[0].confirmed),
    )
    const [stat] = (contentSources.find((s) => s.name === 'aboutPage')!.data as AnyData).stats.items
    expect(list).toEqual([
      {
        field: `About › Stats › Items › “${stat.value} ${stat.label}”`,
        place,
        todo: expect.any(String),
      },
    ])
  })

  it('names a service that has no timeline or questions yet, as a new one may start', () => {
    const list = launchList(
      contentWith(true, (data) => {
        delete data.services.items[0].timeline
        delete data.services.items[0].faq
      }),
    )
    const [first] = (contentSources.find((s) => s.name === 'services')!.data as AnyData).items
    expect(list).toEqual([
      {
        field: `Services › Items › “${first.title}”`,
        place,
        todo: 'has no Timeline yet: fill it in',
      },
      {
        field: `Services › Items › “${first.title}”`,
        place,
        todo: 'has no Questions and answers yet: fill it in',
      },
    ])
  })

  it('names a drawing where a photograph belongs: a project, a person, the home page', () => {
    const list = launchList(
      contentWith(true, (data) => {
        data.portfolio.projects[0].image.src = '/images/kitchen.svg'
        data.aboutPage.team.people[0].portrait.src = '/images/founder.svg'
        data.home.hero.image.src = '/images/hero.svg'
      }),
    )
    expect(list.map((entry) => entry.field)).toEqual([
      'Home › Hero › Image',
      expect.stringMatching(/^About › Team › People › “.+” › Portrait$/),
      expect.stringMatching(/^Projects and categories › Projects › “.+” › Image$/),
    ])
    expect(list.map((entry) => entry.todo)).toEqual(
      Array(3).fill('a drawing stands where a photograph belongs: upload a photograph'),
    )
  })
})

describe('a launch build', () => {
  it.each([
    [{ SITE_LAUNCH: '1' }, true],
    [{ VERCEL_ENV: 'production' }, true],
    [{ CONTEXT: 'production' }, true],
    [{ VERCEL_ENV: 'preview' }, false],
    [{ CONTEXT: 'deploy-preview' }, false],
    [{ CI: 'true' }, false],
  ])('%j is a production build: %s', (env, expected) => {
    expect(isLaunchBuild(env)).toBe(expected)
  })
})
