/** @jest-environment node */
/**
 * The content editor's lists, pick-lists, pictures and objects (lib/cms/fields.ts), on the schema
 * of helpers/cms-fields.ts; and the property it has no field for, named.
 */
import { z } from 'zod'
import { cmsFields } from '@/lib/cms/fields'
import { field, pictureFields, projectPick, projectRelation, schema } from './helpers/cms-fields'

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
