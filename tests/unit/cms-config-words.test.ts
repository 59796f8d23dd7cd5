/** @jest-environment node */
/** The content editor's words: every label and hint says what a field is for, in the office's words. */
import { z } from 'zod'
import { cmsFields } from '@/lib/cms/fields'
import { singular } from '@/lib/cms/labels'
import type { CmsField } from '@/lib/cms/types'
import { humanise } from '@/lib/content/form-labels'
import { config } from './helpers/cms-config'

describe('the content editor config', () => {
  it('gives every field of a project and a testimonial a hint saying what it is for', () => {
    const fieldsOf = (collection: string) =>
      config.collections.find((c) => c.name === collection)!.files[0]!.fields
    const project = fieldsOf('portfolio').find((f) => f.name === 'projects')
    const testimonial = fieldsOf('testimonials').find((f) => f.name === 'items')
    for (const list of [project, testimonial]) {
      if (list?.widget !== 'list' || !list.fields) throw new Error('not a list of objects')
      const unexplained = list.fields.filter(
        (f) => f.widget !== 'hidden' && !f.hint && f.name !== 'confirmed',
      )
      expect(unexplained.map((f) => f.name)).toEqual([])
    }
  })

  it('gives long copy a text box, a meta widget its widget, labels in words', () => {
    const fields = cmsFields(
      z.object({
        metaDescription: z.string(),
        blurb: z.string().meta({ widget: 'text' }),
        shortName: z.string().meta({ title: 'Name on the home screen' }),
      }),
      'test.yaml',
    )
    expect(fields.map(({ label, widget }) => ({ label, widget }))).toEqual([
      { label: 'Description in search results', widget: 'text' },
      { label: 'Blurb', widget: 'text' },
      { label: 'Name on the home screen', widget: 'string' },
    ])
    expect(humanise('beforeAfter')).toBe('Before and after pictures')
  })

  it("speaks the office's words: no label or hint names a code word, a file, a placeholder or a bracketed list", () => {
    const shown: string[] = []
    const collect = (field: CmsField) => {
      for (const key of ['label', 'hint', 'label_singular'] as const) {
        const text = (field as Partial<Record<typeof key, string>>)[key]
        if (text) shown.push(`${field.name} ${key}: ${text}`)
      }
      const nested = field as { fields?: CmsField[]; field?: CmsField }
      nested.fields?.forEach(collect)
      if (nested.field) collect(nested.field)
    }
    config.collections.forEach((c) => c.files.forEach((f) => f.fields.forEach(collect)))
    expect(shown.length).toBeGreaterThan(100)
    const codeWord = /\b(id|url|href|slug|geo|key|yaml)\b|\{|\[/i
    const code =
      /content\/|components\/|\.(ya?ml|tsx?)\b|<[a-z]+>|\b(?!iPhone\b)[a-z]+[A-Z][a-zA-Z]*\b/
    const isCode = (text: string) => codeWord.test(text) || code.test(text)
    expect(shown.filter((text) => isCode(text.replace(/^\S+ \w+: /, '')))).toEqual([])
    // The walk sees what it must refuse.
    for (const wrong of ['Id', 'Lookup url', 'with {area} where', '["Monday", …]', 'Page href'])
      expect(isCode(wrong)).toBe(true)
    expect(singular(humanise('beforeAfter'))).toBe('Before and after pair')
    expect(singular('Areas served')).toBe('Area served')
    expect(humanise('gallery')).toBe('Gallery photos')
  })
})
