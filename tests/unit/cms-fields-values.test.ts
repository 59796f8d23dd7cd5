/** @jest-environment node */
/**
 * Each kind of value and the field the content editor shows for it (lib/cms/fields.ts): texts,
 * numbers and times as typed, a Meta title's limit, numbers with bounds; the whole field compared.
 */
import { z } from 'zod'
import { cmsFields } from '@/lib/cms/fields'
import { type Typed } from '@/lib/content/schema/as-typed'
import { longestTitle } from '@/lib/content/validate'
import { field, fields, schema } from './helpers/cms-fields'

it('makes one field of each property, in order', () => {
  expect(fields.map(({ name }) => name)).toEqual(Object.keys(schema.shape))
})

it('strings: text, numbers and times as typed with their patterns, a date picker, an address, a pattern with its message', () => {
  expect(field('title')).toStrictEqual({
    name: 'title',
    label: 'Title',
    hint: 'The heading',
    widget: 'string',
  })
  for (const name of ['price', 'year', 'opens'] as const)
    expect(field(name)).toStrictEqual({
      name,
      label: name.charAt(0).toUpperCase() + name.slice(1),
      widget: 'string',
      pattern: (schema.shape[name].meta() as { typed: Typed }).typed.pattern,
    })
  expect(field('slug')).toStrictEqual({
    name: 'slug',
    label: 'Page address',
    widget: 'string',
    before_input: '/areas/',
  })
  expect(field('date')).toStrictEqual({
    name: 'date',
    label: 'Date',
    widget: 'datetime',
    format: 'YYYY-MM-DD',
    date_format: 'YYYY-MM-DD',
    time_format: false,
  })
  expect(field('code')).toStrictEqual({
    name: 'code',
    label: 'Code',
    widget: 'string',
    pattern: ['^[a-z]+$', 'Lower-case letters only'],
  })
})

it("limits a Meta title as the content check does, with the site's name, after its own hint", () => {
  const limit = longestTitle - ' | Builder'.length
  expect(field('metaTitle')).toStrictEqual({
    name: 'metaTitle',
    label: 'Title in search results',
    required: false,
    hint: `For search At most ${limit} characters: the page's title is this, " | ", then "Builder", and search results cut it after ${longestTitle}.`,
    widget: 'string',
    maxlength: limit,
  })
  const [bare] = cmsFields(z.object({ metaTitle: z.string() }), 'test.yaml', { siteName: 'B' })
  expect(bare).toMatchObject({
    maxlength: longestTitle - ' | B'.length,
    hint: expect.stringMatching(/^At most /),
  })
  // Without the site's name there is no limit to tell.
  expect(cmsFields(z.object({ metaTitle: z.string() }), 'test.yaml')).toStrictEqual([
    { name: 'metaTitle', label: 'Title in search results', widget: 'string' },
  ])
})

it('numbers with their bounds, integers as such (a positive one from 1), and booleans', () => {
  expect(field('count')).toStrictEqual({
    name: 'count',
    label: 'Count',
    widget: 'number',
    value_type: 'int',
    min: 1,
    max: 9,
  })
  expect(field('positive')).toStrictEqual({
    name: 'positive',
    label: 'Positive',
    widget: 'number',
    value_type: 'int',
    min: 1,
  })
  expect(field('ratio')).toStrictEqual({
    name: 'ratio',
    label: 'Ratio',
    widget: 'number',
    value_type: 'float',
  })
  // Above zero, but a fraction may be: no lower bound to give the editor.
  expect(field('share')).toStrictEqual({
    name: 'share',
    label: 'Share',
    widget: 'number',
    value_type: 'float',
  })
  // Any whole number: zod's safe-integer bounds are not shown as limits.
  expect(field('whole')).toStrictEqual({
    name: 'whole',
    label: 'Whole',
    widget: 'number',
    value_type: 'int',
  })
  expect(field('shown')).toStrictEqual({ name: 'shown', label: 'Shown', widget: 'boolean' })
  expect(field('kind')).toStrictEqual({
    name: 'kind',
    label: 'Kind',
    widget: 'select',
    options: ['a', 'b'],
  })
})
