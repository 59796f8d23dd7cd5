/** @jest-environment node */
/**
 * How the content's schemas read a value and word a refusal: text without its spaces, numbers and
 * times as typed, the message for each near miss, and the limits of before/after pairs, plural
 * forms, placeholders and pictures. Each kind's edges: content-values-kinds.test.ts.
 */
import type { z } from 'zod'
import {
  iconKey,
  image,
  portfolio,
  portfolioPage,
  priceBand,
  sharing,
  site,
  template,
  text,
  year,
} from '@/lib/content/schema'

const { hours, geo } = site.shape
const cost = priceBand.shape.cost

it('reads text without the spaces around it, a number or a time as typed as the site shows it', () => {
  expect(text.parse('  Kitchens \n')).toBe('Kitchens')
  expect(year.parse('2024')).toBe(2024)
  expect(year.parse(2024)).toBe(2024)
  expect(
    ['$40,000', '40,000', '40000', 40000].map((from) => cost.parse({ from, to: 40000 }).from),
  ).toEqual([40000, 40000, 40000, 40000])
  expect(
    ['7:30 AM', '7:30', '07:30', '12:15 AM', '12:15 PM', '7:30 p.m.'].map((time) =>
      hours.shape.opens.parse(time),
    ),
  ).toEqual(['07:30', '07:30', '07:30', '00:15', '12:15', '19:30'])
})

it('names the end of a cost range when it is below its start', () => {
  expect(cost.safeParse({ from: 2, to: 1 }).error?.issues.map((issue) => issue.path)).toEqual([
    ['to'],
  ])
})

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message)

it.each<[string, z.ZodType, unknown, string]>([
  ['a latitude written as text', geo.shape.latitude, 'north', 'must be a number like 36.55524'],
  ['a latitude off the globe', geo.shape.latitude, 91.12345, 'must be between -90 and 90'],
  ['a longitude written as text', geo.shape.longitude, 'west', 'must be a number like -121.92329'],
  [
    'the site address ending in /',
    site.shape.url,
    'https://www.example.com/',
    'with no "/" at the end',
  ],
  [
    'an icon of another name',
    iconKey,
    'drill',
    'must be one of the icon names: kitchen, bath, home,',
  ],
  [
    'a day not in English',
    hours.shape.daysOfWeek,
    ['Lunes'],
    'must be a day of the week in English: Monday, Tuesday,',
  ],
  [
    'a home-screen name too long',
    sharing.shape.shortName,
    'Saltwood Design',
    'must be 12 characters or fewer',
  ],
  ['a cost in cents', cost, { from: 1.5, to: 2 }, 'must be whole dollars, like 60000'],
  [
    'a text without its one placeholder',
    template('{number}'),
    'some',
    'must contain {number}, where the page puts that value',
  ],
  [
    'a text without one of two',
    template('{first}', '{last}'),
    '{first}',
    'must contain {first} and {last}, where the page puts those values',
  ],
])('says how to write %s', (_, schema, value, message) =>
  expect(messageOf(schema, value)?.join(' | ')).toContain(message),
)

it('takes from one to six before-and-after pairs of a project, or none', () => {
  const pairs = portfolio.shape.projects.element.shape.beforeAfter
  const picture = { src: '/images/a.jpg', alt: 'A kitchen', width: 1200, height: 800 }
  const pair = { before: picture, after: picture }
  expect(pairs.safeParse(undefined).success).toBe(true)
  expect(pairs.safeParse([pair, pair]).success).toBe(true)
  expect(pairs.safeParse(Array(6).fill(pair)).success).toBe(true)
  expect(pairs.safeParse([]).success).toBe(false)
  expect(pairs.safeParse(Array(7).fill(pair)).success).toBe(false)
})

it('asks for {number} in every plural form of the number of projects but the one for none', () => {
  const { count } = portfolioPage.shape
  const forms = { one: '{number} project', other: '{number} projects' }
  expect(count.safeParse(forms).success).toBe(true)
  expect(count.safeParse({ ...forms, zero: 'No projects' }).success).toBe(true)
  for (const form of ['one', 'two', 'few', 'many', 'other'])
    expect(count.safeParse({ ...forms, [form]: 'some projects' }).success).toBe(false)
})

it('asks for a placeholder wherever the page puts a value', () => {
  expect(template('{number}').safeParse('{number} left').success).toBe(true)
  expect(template('{number}').safeParse('some left').success).toBe(false)
  expect(template('{first}', '{last}').safeParse('{first} only').success).toBe(false)
  expect(template('{first}', '{last}').safeParse('{last}, {first}').success).toBe(true)
})

describe('a picture', () => {
  const picture = { src: '/images/kitchen-remodel.svg', alt: 'A kitchen', width: 1200, height: 800 }
  it.each([
    '/images/a.svg',
    '/images/a_b-1.jpg',
    '/images/a.jpeg',
    '/images/a.png',
    '/images/a.webp',
    '/images/a.avif',
  ])('accepts %s', (src) => expect(image.safeParse({ ...picture, src }).success).toBe(true))
  it.each([
    'images/a.svg',
    '/images/A.svg',
    '/images/a.gif',
    '/images/a.svg.txt',
    '/img/a.svg',
    '/images/sub/a.svg',
    '/images/.svg',
  ])('refuses %s', (src) => expect(image.safeParse({ ...picture, src }).success).toBe(false))
  it('needs its alternative text and a size in whole pixels', () => {
    expect(image.safeParse({ ...picture, alt: ' ' }).success).toBe(false)
    expect(image.safeParse({ ...picture, width: 0 }).success).toBe(false)
    expect(image.safeParse({ ...picture, height: 800.5 }).success).toBe(false)
  })
})
