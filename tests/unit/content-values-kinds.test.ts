/** @jest-environment node */
/**
 * What each kind of value in the content files accepts and refuses, at its edges: the value an
 * editor means, and the near miss they might type instead (a stray space, a missing or trailing
 * character, a letter in a number). The schemas alone, so that each mutant of them is checked in
 * a moment; how a value is read and its refusal worded is content-values-parsing.test.ts's, the
 * messages content-mistakes.test.ts's, the whole files' problems content-schema-*.test.ts's.
 */
import type { z } from 'zod'
import {
  anchorId,
  email,
  hexColor,
  httpsUrl,
  iconKey,
  internalHref,
  isoDate,
  phone,
  priceBand,
  serviceLandingPage,
  sharing,
  site,
  slug,
  text,
  year,
} from '@/lib/content/schema'
import { confirmed } from '@/lib/content/schema/primitives'

const { hours, licence, address, geo } = site.shape
const step = serviceLandingPage.shape.process.shape.steps.element.shape.step
const cost = priceBand.shape.cost

const kinds: [string, z.ZodType, unknown[], unknown[]][] = [
  ['a text', text, ['Kitchens', ' Kitchens '], ['', '   ', '\n', 7]],
  [
    'a link inside the site',
    internalHref,
    ['/about', '/', '/#contact', '#contact', '/portfolio/category/kitchens', '/a-1'],
    ['', 'about', '/about/', '/About', '/#', '#1st', '#Contact', 'https://x.com/', '/a b', '/#a#b'],
  ],
  [
    'a web address',
    httpsUrl,
    ['https://www.instagram.com/x', 'https://g.page/a'],
    ['http://www.instagram.com/x', 'https://localhost', 'instagram.com/x', 'ftp://a.b', ''],
  ],
  ['an email address', email, ['hello@example.com'], ['hello-at-example', '@example.com', '']],
  [
    'a phone number',
    phone,
    ['(831) 555-0142'],
    ['831 555 0142', '(831)555-0142', '(831) 555-01420', 'x(831) 555-0142', '(83) 555-0142'],
  ],
  [
    'an anchor',
    anchorId,
    ['contact', 'kitchen-remodel', 'a1'],
    ['Contact', '1st', '-a', 'a_b', 'a b', ' a', 'a '],
  ],
  [
    'a page address part',
    slug,
    ['carmel-by-the-sea', 'a1', '2024'],
    ['Carmel', 'carmel--sea', '-carmel', 'carmel-', 'carmel_sea', 'carmel sea', ''],
  ],
  [
    'a colour',
    hexColor,
    ['#1e4d48'],
    ['x#1e4d48', '#1E4D48', '1e4d48', '#1e4d4', '#1e4d48a', '#1e4d4g', ''],
  ],
  ['an icon name', iconKey, ['kitchen', 'hammer'], ['Kitchen', 'drill', '']],
  [
    'a year',
    year,
    [1900, 2024, 2100, '2024', '1999', ' 2024'],
    [1899, 2101, '2O25', '25', '20245', 2024.5, '$2024', '', null],
  ],
  [
    'a date',
    isoDate,
    ['2024-09-14', '2024-02-29'],
    ['2024-9-14', '2023-02-29', '2024-13-01', '14-09-2024', '2024-09-14T00:00', '0002-11-02', ''],
  ],
  ['true or false', confirmed, [true, false], ['yes', 0, null]],
  [
    'a time of day, as typed',
    hours.shape.opens,
    ['08:00', '23:59', '00:00', '8:00', ' 08:00', '7:30 AM', '7:30 pm', '12:00 AM'],
    ['24:00', '08:60', '08:00:00', '13:30 PM', '0:30 AM', '7.30', ''],
  ],
  [
    'a CSLB licence number',
    licence.shape.number,
    ['123456', '12345678'],
    ['12345', '123456789', 'CSLB-123456', '123456a'],
  ],
  ['a ZIP code', address.shape.postalCode, ['93921'], ['9392', '939211', 'a3921']],
  ['a country code', address.shape.country, ['US'], ['us', 'USA', 'U']],
  ['a state code', address.shape.region, ['CA'], ['C', 'CAL']],
  [
    'a latitude',
    geo.shape.latitude,
    [36.55524, -89.99999, 89.123456],
    [36.5552, 90.00001, -90.00001, '36.55524'],
  ],
  ['a longitude', geo.shape.longitude, [-121.92329, 179.12345], [-180.00001, 180.00001, -121.9232]],
  ['a step number', step, ['01', '7', '12'], ['123', 'a1', '1a', 'x01']],
  [
    "a page's social card artwork",
    sharing.shape.pages.shape.home.shape.artwork.shape.src,
    ['/images/hero.svg', '/images/hero.jpg'],
    ['x/images/hero.svg', '/images/hero.svg.txt', '/images/hero.gif'],
  ],
  [
    'the logo',
    sharing.shape.logo.shape.src,
    ['/icon.svg'],
    ['x/icon.svg', '/icon.svg.png', '/icon.png', '/images/icon.svg'],
  ],
  [
    'a cost range in whole dollars',
    cost,
    [
      { from: 60000, to: 60000 },
      { from: 1, to: 2 },
    ],
    [
      { from: 2, to: 1 },
      { from: 0, to: 1 },
      { from: 1.5, to: 2 },
    ],
  ],
  [
    "the licence board's lookup",
    licence.shape.lookupUrl,
    ['https://www.cslb.ca.gov/{number}'],
    ['http://www.cslb.ca.gov/{number}', 'https://www.cslb.ca.gov/'],
  ],
  [
    'the site address',
    site.shape.url,
    ['https://www.example.com'],
    ['https://www.example.com/', 'http://www.example.com'],
  ],
]

describe.each(kinds)('%s', (_kind, schema, accepted, refused) => {
  it.each(accepted.map((value) => [JSON.stringify(value), value]))('accepts %s', (_, value) =>
    expect(schema.safeParse(value).success).toBe(true),
  )
  it.each(refused.map((value) => [JSON.stringify(value), value]))('refuses %s', (_, value) =>
    expect(schema.safeParse(value).success).toBe(false),
  )
})
