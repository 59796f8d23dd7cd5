/**
 * A schema with one property of each kind, and the fields the content editor makes of it
 * (lib/cms/fields.ts), for the cms-fields tests to compare whole.
 */
import { z } from 'zod'
import { cmsFields } from '@/lib/cms/fields'
import { acceptedPictures, oneUploadPerSave } from '@/lib/cms/uploads'
import { clockTime, wholeNumber, year } from '@/lib/content/schema/as-typed'

const picture = z.object({
  src: z.string().regex(/^\/images\/.+$/, 'A picture in content/images'),
  alt: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
})
export const projectPick = { file: 'portfolio', value: 'projects.*.id' }
export const schema = z.object({
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
export const fields = cmsFields(schema, 'test.yaml', { collectionOf, siteName: 'Builder' })
export const field = (name: string) => fields.find((candidate) => candidate.name === name)

export const pictureFields = [
  {
    name: 'src',
    label: 'Picture',
    hint: oneUploadPerSave,
    widget: 'image',
    accept: acceptedPictures,
    choose_url: false,
  },
  { name: 'alt', label: 'What the picture shows', widget: 'string' },
  // Read from the file: never asked for, a size written by hand kept.
  { name: 'width', label: 'Width', widget: 'hidden' },
  { name: 'height', label: 'Height', widget: 'hidden' },
]
export const projectRelation = {
  widget: 'relation',
  collection: 'collection-portfolio',
  file: 'portfolio',
  value_field: 'projects.*.id',
  display_fields: ['projects.*.id'],
  search_fields: ['projects.*.id'],
}
