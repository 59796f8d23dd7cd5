/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * Each kind of schema and the field the content editor shows for it (lib/cms/fields.ts), on a
 * schema made here with one property of each kind, so the whole field is compared: its widget,
 * label, hint, whether it is required, its bounds, list settings and pick-list.
 */
import { z } from 'zod'
import { cmsFields } from '@/lib/cms/fields'
import { acceptedPictures } from '@/lib/cms/uploads'
import { clockTime, type Typed, wholeNumber, year } from '@/lib/content/schema/as-typed'
import { longestTitle } from '@/lib/content/validate'

const picture = z.object({
  src: z.string().regex(/^\/images\/.+$/, 'A picture in content/images'),
  alt: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
})
const projectPick = { file: 'portfolio', value: 'projects.*.id' }
const schema = z.object({
  title: z.string().describe('The heading'),
  metaTitle: z.string().describe('For search').optional(),
  year,
  price: wholeNumber({ min: 1, dollars: true, message: 'Whole dollars' }),
  opens: clockTime('08:00'),
  slug: z.string().meta({ address: '/areas/' }),
  date: z.string().meta({ widget: 'date' }),
  kind: z.enum(['a', 'b']),
  count: z.number().int().min(1).max(9),
  positive: z.number().int().positive(),
  ratio: z.number(),
  share: z.number().positive(),
  whole: z.number().int(),
  shown: z.boolean(),
  category: z.string().meta({
    pick: { file: 'portfolio', value: 'categories.*.id', label: 'categories.*.label' },
  }),
  featured: z
    .array(z.string().meta({ pick: projectPick }))
    .min(1)
    .max(3),
  projectList: z.array(z.string().meta({ pick: projectPick })),
  tags: z.array(z.enum(['x', 'y'])).max(2),
  sizes: z.array(z.literal([1, 2])),
  notes: z.array(z.string()).min(1),
  gallery: z.array(picture),
  steps: z.array(z.object({ name: z.string(), text: z.string().optional() })).min(2),
  extra: z.object({ note: z.string() }).optional(),
  image: picture,
  other: z.object({ src: z.string().regex(/^\/media\/.+$/, 'A file in media'), width: z.number() }),
  code: z.string().regex(/^[a-z]+$/, 'Lower-case letters only'),
  path: z.string().regex(/^\/images\/.+$/, 'A path in content/images'),
  link: z.object({ src: z.string() }),
})
const collectionOf = (file: string) => `collection-${file}`
const fields = cmsFields(schema, 'test.yaml', { collectionOf, siteName: 'Builder' })
const field = (name: string) => fields.find((candidate) => candidate.name === name)

const pictureFields = [
  { name: 'src', label: 'Picture', widget: 'image', accept: acceptedPictures, choose_url: false },
  { name: 'alt', label: 'Alt text', widget: 'string' },
  // Read from the file: never asked for, a size written by hand kept.
  { name: 'width', label: 'Width', widget: 'hidden' },
  { name: 'height', label: 'Height', widget: 'hidden' },
]
const projectRelation = {
  widget: 'relation',
  collection: 'collection-portfolio',
  file: 'portfolio',
  value_field: 'projects.*.id',
  display_fields: ['projects.*.id'],
  search_fields: ['projects.*.id'],
}

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
    label: 'Meta title',
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
    { name: 'metaTitle', label: 'Meta title', widget: 'string' },
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

it('a cross-reference is a pick-list; a list of them keeps its order and names what it adds', () => {
  expect(field('category')).toStrictEqual({
    name: 'category',
    label: 'Category',
    widget: 'relation',
    collection: 'collection-portfolio',
    file: 'portfolio',
    value_field: 'categories.*.id',
    display_fields: ['categories.*.label'],
    search_fields: ['categories.*.label'],
  })
  expect(field('featured')).toStrictEqual({
    name: 'featured',
    label: 'Featured',
    widget: 'list',
    label_singular: 'Featured project',
    collapsed: false,
    min: 1,
    max: 3,
    field: { name: 'featured', label: 'Featured project', ...projectRelation },
  })
  // A list already named after what it holds is not named twice.
  expect(field('projectList')).toStrictEqual({
    name: 'projectList',
    label: 'Project list',
    widget: 'list',
    label_singular: 'Project list',
    collapsed: false,
    field: { name: 'projectList', label: 'Project list', ...projectRelation },
  })
})

it('lists: of choices a multiple select, of lines open, of objects folded with a summary', () => {
  expect(field('tags')).toStrictEqual({
    name: 'tags',
    label: 'Tags',
    widget: 'select',
    multiple: true,
    options: ['x', 'y'],
    max: 2,
  })
  // Choices of numbers stay numbers: a select saves its choices as text, which the check refuses.
  expect(field('sizes')).toStrictEqual({
    name: 'sizes',
    label: 'Sizes',
    widget: 'list',
    label_singular: 'Size',
    collapsed: false,
    field: { name: 'sizes', label: 'Size', widget: 'number', value_type: 'float' },
  })
  expect(field('notes')).toStrictEqual({
    name: 'notes',
    label: 'Notes',
    widget: 'list',
    label_singular: 'Note',
    collapsed: false,
    min: 1,
    field: { name: 'notes', label: 'Note', widget: 'string' },
  })
  expect(field('steps')).toStrictEqual({
    name: 'steps',
    label: 'Steps',
    widget: 'list',
    label_singular: 'Step',
    collapsed: true,
    summary: '{{fields.name}}',
    min: 2,
    // Each item stands alone: its required fields are required again.
    fields: [
      { name: 'name', label: 'Name', widget: 'string' },
      { name: 'text', label: 'Text', required: false, widget: 'text' },
    ],
  })
})

it('pictures of the media folder: an image field, each item of a list of them a "Picture"', () => {
  expect(field('image')).toStrictEqual({
    name: 'image',
    label: 'Image',
    widget: 'object',
    collapsed: true,
    summary: '{{fields.alt}}',
    fields: pictureFields,
  })
  expect(field('gallery')).toStrictEqual({
    name: 'gallery',
    label: 'Gallery photos',
    widget: 'list',
    label_singular: 'Picture',
    collapsed: true,
    summary: '{{fields.alt}}',
    fields: pictureFields,
  })
  // A `src` outside the media folder is a path typed with its pattern, its size asked for.
  expect(field('other')).toStrictEqual({
    name: 'other',
    label: 'Other',
    widget: 'object',
    collapsed: true,
    fields: [
      {
        name: 'src',
        label: 'Picture',
        widget: 'string',
        pattern: ['^\\/media\\/.+$', 'A file in media'],
      },
      { name: 'width', label: 'Width', widget: 'number', value_type: 'float' },
    ],
  })
  // Only a `src` is a picture: another path into the media folder is typed, and a `src` with no
  // pattern is plain text.
  expect(field('path')).toStrictEqual({
    name: 'path',
    label: 'Path',
    widget: 'string',
    pattern: ['^\\/images\\/.+$', 'A path in content/images'],
  })
  expect(field('link')).toStrictEqual({
    name: 'link',
    label: 'Link',
    widget: 'object',
    collapsed: true,
    fields: [{ name: 'src', label: 'Picture', widget: 'string' }],
  })
  // …unless the media folder is that one.
  const [media] = cmsFields(z.object({ other: schema.shape.other }), 'test.yaml', {
    publicFolder: '/media',
  })
  expect(media).toMatchObject({
    fields: [
      { name: 'src', widget: 'image' },
      { name: 'width', widget: 'hidden' },
    ],
  })
})

it('an optional object: its fields optional too, left to the content check', () => {
  expect(field('extra')).toStrictEqual({
    name: 'extra',
    label: 'Extra',
    required: false,
    widget: 'object',
    collapsed: true,
    fields: [{ name: 'note', label: 'Note', required: false, widget: 'text' }],
  })
})

it('names the property and the schema it has no field for', () => {
  expect(() => cmsFields(z.object({ odd: z.null() }), 'test.yaml')).toThrow(
    'test.yaml.odd: no CMS field for this schema ({"type":"null"})',
  )
  expect(() => cmsFields(z.object({ list: z.array(z.null()) }), 'test.yaml')).toThrow(
    'test.yaml.list[]: no CMS field',
  )
  expect(() =>
    cmsFields(z.object({ steps: z.array(z.object({ odd: z.null() })) }), 'test.yaml'),
  ).toThrow('test.yaml.steps[].odd: no CMS field')
  // A long schema is cut to its start, so the message stays one readable line.
  expect(() =>
    cmsFields(z.object({ odd: z.null().describe('x'.repeat(500)) }), 'test.yaml'),
  ).toThrow(/^test\.yaml\.odd: no CMS field for this schema \(.{120}\)$/)
  expect(() =>
    cmsFields(z.object({ pick: z.string().meta({ pick: projectPick }) }), 'test.yaml'),
  ).toThrow('test.yaml: a pick-list of "portfolio", which is not a content file here')
})
