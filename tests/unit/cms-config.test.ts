/** @jest-environment node */
/**
 * The content editor's fields for what needs more than a text box: numbers and times as typed,
 * pictures, cross-references, a Meta title's limit; and what the generator refuses.
 */
import { z } from 'zod'
import { contentSources } from '@/lib/content'
import { cmsFields } from '@/lib/cms/fields'
import type { CmsField } from '@/lib/cms/types'
import { acceptedPictures, oneUploadPerSave } from '@/lib/cms/uploads'
import { longestTitle } from '@/lib/content/validate'
import * as schema from '@/lib/content/schema'
import { config, portfolioFields, projectFields } from './helpers/cms-config'

describe('the content editor config', () => {
  it("asks for numbers and times as people type them, refusing the rest in the content check's words", () => {
    const typed = (name: string, fields: CmsField[]) => {
      const field = fields.find((f) => f.name === name)
      if (field?.widget !== 'string' || !field.pattern) throw new Error(`${name}: no typed field`)
      const [pattern, message] = field.pattern
      return { accepts: (text: string) => new RegExp(pattern).test(text), message }
    }
    const budget = projectFields().find((f) => f.name === 'budget')
    if (budget?.widget !== 'object') throw new Error('no budget')
    const cost = budget.fields.find((f) => f.name === 'cost')
    if (cost?.widget !== 'object') throw new Error('no cost')
    // A price is typed as people write it, whole dollars from 1, and read as the number.
    const price = typed('from', cost.fields)
    expect(['$40,000', '40000', '40,000', '1', ' $1,200 '].map(price.accepts)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['$40.000', '0', '$0', '40,00', '4O000', 'forty', ''].some(price.accepts)).toBe(false)
    expect(price.message).toBe('must be whole dollars, like 60000, 60,000 or $60,000')
    const dollars = schema.priceBand.shape.cost
    expect(
      ['$40,000', '40000', '40,000'].map((from) => dollars.parse({ from, to: 50000 }).from),
    ).toEqual([40000, 40000, 40000])
    expect(dollars.safeParse({ from: '$40.000', to: 1 }).error?.issues[0]?.message).toBe(
      'must be whole dollars, like 60000, 60,000 or $60,000',
    )

    const year = typed('year', projectFields())
    expect(['2025', '1900', '2100'].map(year.accepts)).toEqual([true, true, true])
    expect(['2O25', '25', '1899', '2101', '$2025', ''].some(year.accepts)).toBe(false)
    expect([schema.year.parse('2025'), schema.year.parse(2025)]).toEqual([2025, 2025])
    for (const wrong of ['2O25', 25, 2024.5, null])
      expect(schema.year.safeParse(wrong).error?.issues.map((issue) => issue.message)).toEqual([
        year.message,
      ])

    const hours = config.collections[0]!.files.find((f) => f.name === 'site')!.fields.find(
      (f) => f.name === 'hours',
    )
    if (hours?.widget !== 'object') throw new Error('no hours')
    const opens = typed('opens', hours.fields)
    expect(['7:30 AM', '7:30', '07:30', '7:30 pm', '19:30'].map(opens.accepts)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['7.30', '24:00', '13:30 PM', '7', ''].some(opens.accepts)).toBe(false)
    const opening = schema.site.shape.hours.shape.opens
    expect(['7:30 AM', '7:30', '07:30', '7:30 pm'].map((time) => opening.parse(time))).toEqual([
      '07:30',
      '07:30',
      '07:30',
      '19:30',
    ])
    expect(opening.safeParse('13:30 PM').error?.issues[0]?.message).toBe(opens.message)
  })

  it("turns a picture into an image field of the repository's pictures, its size never asked", () => {
    const [field] = cmsFields(z.object({ photo: schema.image }), 'test.yaml')
    expect(field).toMatchObject({ widget: 'object', label: 'Photo', summary: '{{fields.alt}}' })
    if (field?.widget !== 'object') throw new Error('not an object')
    expect(field.fields).toEqual([
      {
        name: 'src',
        label: 'Picture',
        // The limit said where it applies: Sveltia refuses two new uploads in one save.
        hint: `${schema.image.shape.src.description} ${oneUploadPerSave}`,
        widget: 'image',
        accept: acceptedPictures,
        choose_url: false,
      },
      expect.objectContaining({
        name: 'alt',
        widget: 'string',
        hint: schema.image.shape.alt.description,
      }),
      { name: 'width', label: 'Width', widget: 'hidden' },
      { name: 'height', label: 'Height', widget: 'hidden' },
    ])
    expect(acceptedPictures).not.toMatch(/heic|heif/)
  })

  it('turns a cross-reference into a pick-list of what the other content list holds', () => {
    const projects = portfolioFields()
    const fields = projectFields()
    expect(fields.find((f) => f.name === 'category')).toMatchObject({
      widget: 'relation',
      collection: 'portfolio',
      file: 'portfolio',
      value_field: 'categories.*.id',
      display_fields: ['categories.*.label'],
    })
    expect(fields.find((f) => f.name === 'location')).toMatchObject({
      widget: 'relation',
      collection: 'areas',
      file: 'areas',
      value_field: 'items.*.name',
      display_fields: ['items.*.name'],
    })
    // The home page's projects are no list of picks of saved projects: each project has its own
    // place on it, in its own form, so a new project is featured in the one save that adds it.
    expect(projects.find((f) => f.name === 'featured')).toBeUndefined()
    expect(fields.find((f) => f.name === 'homePagePlace')).toMatchObject({
      label: 'Place on the home page',
      widget: 'string',
      required: false,
    })
    // A service names a category, a testimonial a project, each picked by its label or title.
    const itemFields = (collection: string) => {
      const items = config.collections
        .find((c) => c.name === collection)!
        .files[0]!.fields.find((f) => f.name === 'items')
      if (items?.widget !== 'list' || !items.fields) throw new Error(`no ${collection} list`)
      return items.fields
    }
    expect(itemFields('services').find((f) => f.name === 'category')).toMatchObject({
      widget: 'relation',
      file: 'portfolio',
      value_field: 'categories.*.id',
      display_fields: ['categories.*.label'],
    })
    const testimonial = itemFields('testimonials')
    expect(testimonial.find((f) => f.name === 'project')).toMatchObject({
      widget: 'relation',
      file: 'portfolio',
      value_field: 'projects.*.id',
      display_fields: ['projects.*.title'],
    })
    // The date a client said it is picked from a calendar.
    expect(testimonial.find((f) => f.name === 'date')).toMatchObject({ widget: 'datetime' })
    expect(() =>
      cmsFields(
        z.object({ area: z.string().meta({ pick: { file: 'nowhere', value: 'x.*' } }) }),
        'a.yaml',
      ),
    ).toThrow(/a pick-list of "nowhere"/)
  })

  it('limits every Meta title as the content check does: with " | " and the site\'s name, 70 characters', () => {
    const { name } = contentSources.find((source) => source.name === 'site')!.data as {
      name: string
    }
    const limit = longestTitle - ` | ${name}`.length
    const metaTitles: CmsField[] = []
    const collect = (field: CmsField) => {
      if (field.name === 'metaTitle') metaTitles.push(field)
      const nested = field as { fields?: CmsField[]; field?: CmsField }
      nested.fields?.forEach(collect)
      if (nested.field) collect(nested.field)
    }
    config.collections.forEach((c) => c.files.forEach((f) => f.fields.forEach(collect)))
    expect(metaTitles.length).toBeGreaterThan(5)
    for (const field of metaTitles)
      expect(field).toMatchObject({
        maxlength: limit,
        hint: expect.stringContaining(
          `At most ${limit} characters: the page's title is this, " | ", then "${name}", and search results cut it after ${longestTitle}.`,
        ),
      })
  })

  it('refuses a file whose top level is a list, which the editor cannot edit', () => {
    expect(() => cmsFields(z.array(schema.service), 'content/services.yaml')).toThrow(
      /content\/services\.yaml: the top level must be an object/,
    )
  })
})
